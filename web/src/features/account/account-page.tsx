import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { accountHead } from './head';
import { ACCOUNT_NS } from './i18n';

// What the account screens share: their data's states (loading, the error screen when the platform
// cannot answer) and their title after client-side navigation, the same as the server's head.

type AccountPage = Parameters<typeof accountHead>[0];

/** The screen's data once loaded (null while loading); without it, the error screen. */
export function useAccountPage<T extends { mall: { name: string } }>(page: AccountPage, result: { data?: T; error?: CombinedError; fetching: boolean }): T | null {
  const { t } = useTranslation(ACCOUNT_NS);
  const { t: common } = useTranslation();
  const { data, error, fetching } = result;
  usePageTitle(data ? (accountHead(page, data, (key, values) => t(key as never, values)).title ?? null) : null);
  if (!data && !fetching) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));
  return data ?? null;
}

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-status" role="status">
      {t('common.loading')}
    </p>
  );
}
