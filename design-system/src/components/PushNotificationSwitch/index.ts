export {
  PUSH_TEXTS,
  PushNotificationSwitch,
  type PushNotificationSwitchProps,
  type PushState,
} from './PushNotificationSwitch';
