export {
  PasswordChecklist,
  displayedPasswordRules,
  type PasswordChecklistProps,
} from './PasswordChecklist';
