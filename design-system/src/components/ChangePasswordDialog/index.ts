export {
  ChangePasswordDialog,
  CHANGE_PASSWORD_FAILED_MESSAGE,
  type ChangePasswordDialogProps,
  type ChangePasswordValues,
} from './ChangePasswordDialog';
