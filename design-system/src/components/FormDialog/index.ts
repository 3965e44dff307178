export { FormDialog, useOpeningKey, type FormDialogProps } from './FormDialog';
