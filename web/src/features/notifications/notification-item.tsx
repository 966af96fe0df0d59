import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon, WarningIcon } from './notification-icons';
import { closesItself, type Notification } from './notification-queue';

interface NotificationItemProps {
  notification: Notification;
  onDismiss: (id: string) => void;
}

export function NotificationItem({ notification, onDismiss }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const { id, type, message, duration, leaving, action } = notification;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const element = useRef<HTMLDivElement>(null);

  // The countdown stops while the pointer or the keyboard focus is on the notification, so that it
  // does not vanish while it is being read or closed (WCAG 2.2.1, timing adjustable); it resumes
  // with the time that was left.
  const paused = hovered || focused;
  useEffect(() => {
    if (paused || leaving || !closesItself(duration)) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, leaving, duration, id, onDismiss]);

  const close = () => {
    // Closing removes the focused button; hand focus to the next close button instead of dropping it
    // on <body>, which would send a keyboard user back to the top of the page.
    const others = element.current?.parentElement?.querySelectorAll<HTMLButtonElement>(
      '.notification:not(.notification--leaving) .notification__close',
    );
    const next = [...(others ?? [])].find((button) => !element.current?.contains(button));
    if (element.current?.contains(document.activeElement) && next) next.focus();
    onDismiss(id);
  };

  return (
    <div
      ref={element}
      className={`notification notification--${type}${leaving ? ' notification--leaving' : ''}`}
      role={type === 'error' ? 'alert' : undefined}
      data-type={type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {type === 'success' ? <CheckIcon /> : <WarningIcon />}
      <p className="notification__message">
        <span className="notification__type">{t(`type.${type}`)}: </span>
        {message}
      </p>
      {action ? (
        <button type="button" className="notification__action" onClick={action.onAction}>
          {action.label}
        </button>
      ) : null}
      <button type="button" className="notification__close" aria-label={t('close')} onClick={close}>
        <CloseIcon />
      </button>
    </div>
  );
}
