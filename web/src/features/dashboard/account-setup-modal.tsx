import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { ModalDialog } from '../../components/modal-dialog';
import { PrefetchLink } from '../../components/prefetch-link';
import type { ProfileSetupField } from '../../graphql/generated';
import { accountSetupDue, accountSetupShownAt, rememberAccountSetupShown } from '../../lib/account-setup';
import { useLang } from '../../lib/use-lang';

/**
 * The account-setup modal (spec §3 "a key for the date the account-setup modal appeared"; our rule in
 * lib/account-setup.ts and the README): on the overview, a member whose profile lacks a phone number or
 * a birth date is asked to complete it, once, then at most every 30 days. Decided in the browser after
 * hydration (localStorage), so the server's page is the same for every visit.
 */
export function AccountSetupModal({ missing }: { missing: readonly ProfileSetupField[] }) {
  const lang = useLang();
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const key = missing.join(',');
  useEffect(() => {
    const now = new Date();
    if (!accountSetupDue(missing, accountSetupShownAt(), now)) return;
    rememberAccountSetupShown(now);
    setOpen(true);
    // Decided once per set of missing fields, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <ModalDialog open={open} title={t('setup.title')} onClose={() => setOpen(false)} testId="account-setup">
      <p>{t('setup.intro')}</p>
      <ul className="account-setup__missing">
        {missing.map((field) => (
          <li key={field}>{t(`setup.${field}`)}</li>
        ))}
      </ul>
      <div className="modal-dialog__actions">
        <PrefetchLink className="button button--confirm" to={pathFor('dashboard-profile', lang)} onClick={() => setOpen(false)} data-testid="account-setup-complete">
          {t('setup.complete')}
        </PrefetchLink>
        <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
          {t('setup.later')}
        </button>
      </div>
    </ModalDialog>
  );
}
