export {
  ProfileScreen,
  PROFILE_TITLE,
  PROFILE_LOAD_FAILED_MESSAGE,
  type ProfileScreenProps,
} from './ProfileScreen';
export {
  browserTimeZone,
  supportedTimeZones,
  profileFormValues,
  profileChanges,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type ProfileDetails,
  type ProfileFormValues,
  type ProfileChanges,
} from './profileValues';
export { submissionMessage, submissionFieldErrors, type SubmissionError } from './submissionError';
export * from './ProfileInformationSection';
export * from './SecuritySettingsSection';
export * from './NotificationPreferencesSection';
export * from './YourDataSection';
