import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pathFor, sessionParam } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { useLoginPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { loginHead } from './head';
import { ACCOUNT_NS } from './i18n';
import { LoginForm } from './login-form';
import './account.css';

// The sign-in screen (spec §2 "Account pages"; issue 10 "Accounts"): the form, why the member is here
// when their session ended, and the ways on: a forgotten password, a new account.

export function LoginScreen() {
  const lang = useLang();
  const { t } = useTranslation(ACCOUNT_NS);
  const { t: common } = useTranslation();
  const [search] = useSearchParams();
  const [{ data, error, fetching }] = useLoginPageQuery({ variables: { lang } });
  usePageTitle(data ? (loginHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  return (
    <div className="account-page" data-testid="login-page">
      <h1>{t('login.title')}</h1>
      <p className="account-page__intro">{t('login.intro', { mall: data.mall.name })}</p>
      {search.get(sessionParam) === 'expired' && (
        <p className="account-page__notice" role="status" data-testid="session-expired">
          {t('login.expired')}
        </p>
      )}
      <noscript>
        <p className="form__noscript">{t('login.noscript')}</p>
      </noscript>
      <LoginForm />
      <p className="account-page__links">
        <PrefetchLink to={pathFor('forgot-password', lang)}>{t('login.forgotPassword')}</PrefetchLink>
      </p>
      <p className="account-page__links">
        {t('login.noAccount')} <PrefetchLink to={pathFor('register', lang)}>{t('login.register')}</PrefetchLink>
      </p>
    </div>
  );
}

export default LoginScreen;
