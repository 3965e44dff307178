export {
  PasswordField,
  SHOW_PASSWORD_LABEL,
  HIDE_PASSWORD_LABEL,
  type PasswordFieldProps,
} from './PasswordField';
