export {
  DeleteAccountDialog,
  DELETE_ACCOUNT_FAILED_MESSAGE,
  DELETED_DATA,
  type DeleteAccountDialogProps,
} from './DeleteAccountDialog';
