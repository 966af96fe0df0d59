import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionNoticeCookie, sessionNoticeOf } from '@mall/site';
import { useNotify } from '../features/notifications';

/**
 * Says that a session has ended on purpose (issue 18): "You have been signed out" after the header's
 * sign-out form (the bff's answer sets the notice), "Your account has been deleted" after the profile's
 * deletion (lib/session.ts sets it before leaving), as a success notification in the page's language.
 * Read once the page has hydrated and cleared at once, so it is said once; the page itself is the one
 * every visitor gets (packages/site/src/session-notice.ts).
 */
export function SessionNotice() {
  const { t } = useTranslation();
  const { notify } = useNotify();
  useEffect(() => {
    const notice = sessionNoticeOf(document.cookie);
    if (notice === null) return;
    document.cookie = sessionNoticeCookie(null);
    notify({ type: 'success', message: notice === 'signed-out' ? t('session.signedOut') : t('session.accountDeleted') });
  }, [notify, t]);
  return null;
}
