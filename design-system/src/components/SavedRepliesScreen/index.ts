export * from './SavedRepliesScreen';
export { SavedReplyForm, type SavedReplyFormProps } from './SavedReplyForm';
