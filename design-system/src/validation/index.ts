export {
  loginSchema,
  registerSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  profileSchema,
  changePasswordSchema,
  deleteAccountSchema,
  isValidPhoneNumber,
  SUPPORTED_LANGUAGES,
} from './schemas';
export { askedValuationFields, validateValuationForm } from './valuationSchema';
