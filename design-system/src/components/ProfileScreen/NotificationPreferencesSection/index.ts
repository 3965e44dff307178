export {
  NotificationPreferencesSection,
  NOTIFICATION_SWITCHES,
  SMS_NEEDS_PHONE_HINT,
  type NotificationPreferencesSectionProps,
} from './NotificationPreferencesSection';
