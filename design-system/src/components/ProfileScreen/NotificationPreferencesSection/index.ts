export {
  NotificationPreferencesSection,
  NOTIFICATION_SWITCHES,
  type NotificationPreferencesSectionProps,
} from './NotificationPreferencesSection';
