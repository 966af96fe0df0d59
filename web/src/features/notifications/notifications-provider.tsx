import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationItem } from './notification-item';
import {
  DEFAULT_DURATION_MS,
  LEAVE_ANIMATION_MS,
  MAX_NOTIFICATIONS,
  markLeaving,
  pushNotification,
  removeNotification,
  type Notification,
  type NotificationInput,
} from './notification-queue';
// Its styles (notifications.css) are the shell's, which every first HTML inlines: styles/shell.css.

export interface NotifyApi {
  /** Shows a notification and returns its id. */
  notify: (input: NotificationInput) => string;
  /** Closes a notification (with its leave animation); unknown ids are ignored. */
  dismiss: (id: string) => void;
}

const NotificationsContext = createContext<NotifyApi | null>(null);

export interface NotificationsProviderProps {
  children?: ReactNode;
  /** Default time before a notification closes itself, in ms (5000, spec §2). */
  duration?: number;
  /** Most notifications shown at once (4, spec §2). */
  max?: number;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export function NotificationsProvider({
  children,
  duration = DEFAULT_DURATION_MS,
  max = MAX_NOTIFICATIONS,
}: NotificationsProviderProps) {
  const { t } = useTranslation('notifications');
  const [items, setItems] = useState<Notification[]>([]);
  const nextId = useRef(0);
  const leaveTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = leaveTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const dismiss = useCallback((id: string) => {
    if (leaveTimers.current.has(id)) return;
    setItems((list) => markLeaving(list, id));
    // The element stays for the length of its CSS leave animation; without motion there is nothing to wait for.
    const delay = prefersReducedMotion() ? 0 : LEAVE_ANIMATION_MS;
    leaveTimers.current.set(
      id,
      setTimeout(() => {
        leaveTimers.current.delete(id);
        setItems((list) => removeNotification(list, id));
      }, delay),
    );
  }, []);

  const notify = useCallback(
    (input: NotificationInput) => {
      nextId.current += 1;
      const id = `notification-${nextId.current}`;
      const item: Notification = {
        id,
        type: input.type,
        message: input.message,
        duration: input.duration ?? duration,
        leaving: false,
        ...(input.action ? { action: input.action } : {}),
      };
      setItems((list) => pushNotification(list, item, max));
      return id;
    },
    [duration, max],
  );

  const api = useMemo<NotifyApi>(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <NotificationsContext.Provider value={api}>
      {children}
      {/* Always rendered: a live region must exist before its content changes to be announced. */}
      <section className="notifications" aria-label={t('region')} aria-live="polite">
        {items.map((item) => (
          <NotificationItem key={item.id} notification={item} onDismiss={dismiss} />
        ))}
      </section>
    </NotificationsContext.Provider>
  );
}

export function useNotify(): NotifyApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return api;
}
