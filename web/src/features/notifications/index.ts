export { NotificationsProvider, useNotify } from './notifications-provider';
export type { NotificationsProviderProps, NotifyApi } from './notifications-provider';
export type { NotificationAction, NotificationInput, NotificationType } from './notification-queue';
