// The rules of spec §2 "Notifications" that are not about looks: how many are shown and for how long.

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

/** A button beside the message (e.g. "Reload" when a new version of the site is out). */
export interface NotificationAction {
  /** Already translated. */
  label: string;
  onAction: () => void;
}

export interface NotificationInput {
  type: NotificationType;
  /** Already translated text: the caller knows its context, this feature does not. */
  message: string;
  /** Milliseconds before it closes itself; `0` or `Infinity` keeps it until closed. */
  duration?: number;
  action?: NotificationAction;
}

export interface Notification {
  id: string;
  type: NotificationType;
  message: string;
  duration: number;
  action?: NotificationAction;
  /** Closing: still in the list while its leave animation runs. */
  leaving: boolean;
}

/** "At most 4 at once" (spec §2). */
export const MAX_NOTIFICATIONS = 4;

/**
 * The spec gives two readings: "Duration is 5 seconds" and "3000 ms with 300 ms animation". We chose
 * 5 s, the reading stated as the rule; the 300 ms leave animation is taken from the other reading.
 */
export const DEFAULT_DURATION_MS = 5000;
export const LEAVE_ANIMATION_MS = 300;

/**
 * Appends `item`; when that makes more than `max`, the oldest go (ones already leaving first), so a
 * fifth notification pushes out the oldest and never more than `max` are on screen.
 */
export function pushNotification(
  list: readonly Notification[],
  item: Notification,
  max: number = MAX_NOTIFICATIONS,
): Notification[] {
  const next = [...list, item];
  while (next.length > max) {
    const leavingIndex = next.findIndex((n) => n.leaving);
    next.splice(leavingIndex >= 0 ? leavingIndex : 0, 1);
  }
  return next;
}

export function markLeaving(list: readonly Notification[], id: string): Notification[] {
  return list.map((n) => (n.id === id && !n.leaving ? { ...n, leaving: true } : n));
}

export function removeNotification(list: readonly Notification[], id: string): Notification[] {
  return list.filter((n) => n.id !== id);
}

export function closesItself(duration: number): boolean {
  return Number.isFinite(duration) && duration > 0;
}
