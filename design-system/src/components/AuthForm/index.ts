export {
  AuthForm,
  LOGIN_AUTO_SUBMIT_DELAY_MS,
  type AuthFormMode,
  type AuthFormProps,
  type AuthFormValues,
} from './AuthForm';
