export {
  SignInDialog,
  SIGN_IN_DIALOG_TEXTS,
  type SignInDialogMode,
  type SignInDialogProps,
} from './SignInDialog';
export { LazySignInDialog } from './LazySignInDialog';
