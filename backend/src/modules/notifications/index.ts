// The notifications module's public door: what other modules may import from it. Everything else in
// modules/notifications is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { NotificationDto } from './dto/notification.dto';
export { NotificationCreated } from './notification.events';
export { NotificationsModule } from './notifications.module';
export { NotificationsService } from './notifications.service';
export type { NotificationInput } from './notifications.service';
export { PushService } from './push/push.service';
