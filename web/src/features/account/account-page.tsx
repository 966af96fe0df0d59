import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formLimits } from '@mall/site/forms';
import type { CombinedError } from 'urql';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { accountHead } from './head';

// What the account screens share: their data's states (loading, the error screen when the platform
// cannot answer), their title after client-side navigation (the same as the server's head), and the
// address a link fills in.

type AccountPage = Parameters<typeof accountHead>[0];

/** The screen's data once loaded (null while loading); without it, the error screen. */
export function useAccountPage<T extends { mall: { name: string } }>(page: AccountPage, result: { data?: T; error?: CombinedError; fetching: boolean }): T | null {
  const { t } = useTranslation('account');
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

/** The address of the link (`?email=`) into a form's field, after hydration: the first HTML never holds it. */
export function useEmailFromLink(setValue: (name: 'email', value: string) => void): void {
  const [search] = useSearchParams();
  const linked = search.get('email');
  useEffect(() => {
    if (linked) setValue('email', linked.slice(0, formLimits.emailMax));
  }, [linked, setValue]);
}
