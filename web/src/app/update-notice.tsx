import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../features/notifications';
import { useUpdateCheck } from '../features/update-check';

/**
 * Offers a reload when a new build of the site is out (spec §4 "Application update", §9): the update
 * check finds it, a notification with a reload button says so and stays until closed. The page is not
 * reloaded for the visitor: they may be filling in a form.
 */
export function UpdateNotice() {
  const { t } = useTranslation('update-check');
  const { notify } = useNotify();
  const offer = useCallback(() => {
    notify({
      type: 'info',
      message: t('available'),
      duration: Number.POSITIVE_INFINITY,
      action: { label: t('reload'), onAction: () => window.location.reload() },
    });
  }, [notify, t]);
  useUpdateCheck(offer);
  return null;
}
