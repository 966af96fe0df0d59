export { NotificationsProvider, useNotify } from './notifications-provider';
export type { NotificationsProviderProps, NotifyApi } from './notifications-provider';
export type { NotificationAction, NotificationInput, NotificationType } from './notification-queue';
export { NOTIFICATIONS_NS } from './i18n';
