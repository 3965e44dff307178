export { SignInDialog, type SignInDialogMode, type SignInDialogProps } from './SignInDialog';
export { SIGN_IN_DIALOG_TEXTS } from './texts';
export { LazySignInDialog } from './LazySignInDialog';
