export { FormDialog, type FormDialogProps } from './FormDialog';
// A module of its own: the browser builds load FormDialog on its first open (ADR 018), not this.
export { useOpeningKey } from './useOpeningKey';
