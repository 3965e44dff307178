export { FormDialog, type FormDialogProps } from './FormDialog';
export { LazyFormDialog } from './LazyFormDialog';
export { useOpeningKey } from './useOpeningKey';
