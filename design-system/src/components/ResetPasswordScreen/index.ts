export {
  ResetPasswordScreen,
  INVALID_RESET_LINK_MESSAGE,
  type ResetPasswordScreenProps,
  type ResetPasswordValues,
} from './ResetPasswordScreen';
