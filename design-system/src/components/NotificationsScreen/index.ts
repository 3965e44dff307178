export {
  NOTIFICATIONS_TEXTS,
  NotificationsScreen,
  type NotificationsScreenProps,
} from './NotificationsScreen';
