export {
  PasskeyList,
  formatPasskeyDate,
  validatePasskeyName,
  PASSKEY_NAME_MAX,
  PASSKEY_NAME_REQUIRED,
  PASSKEY_NAME_TOO_LONG,
  PASSKEYS_EMPTY,
  RENAME_FAILED,
  REMOVE_FAILED,
  type PasskeyListProps,
} from './PasskeyList';
