import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isSsoOutcome, loginReasonParam, pathFor, registerPathFor, returnToParam, sessionParam, ssoOutcomeParam } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { useLoginPageQuery } from '../../graphql/generated';
import { usePageQuery } from '../../lib/page-query';
import { forgetSession } from '../../lib/session';
import { useLang } from '../../lib/use-lang';
import { PageLoading, useAccountPage } from './account-page';
import { AuthLogo, AuthSlider } from './auth-aside';
import { LoginForm } from './login-form';
import { membersOnlyTopic } from './members-only';
import { SsoSignIn } from './sso-sign-in';
import './account.css';

// The sign-in screen (spec §2 "Account pages"; issue 10 "Accounts"): the form, why the member is here
// when their session ended or a sign-in through the identity provider did not happen, why a guest is
// here when a guard sent them (issue 18: what they asked for is for members only, and the way to
// register, back to it afterwards), "Continue with …" where the mall offers it, and the ways on: a
// forgotten password, a new account.

export function LoginScreen() {
  const lang = useLang();
  const { t } = useTranslation('account');
  const query = usePageQuery();
  const expired = query[sessionParam] === 'expired';
  // A session that ended on the server (its page sent the member here): what the browser kept for it
  // goes too, as on sign-out (spec §4 "Session": the setup modal's date; issue 24: the offline copies).
  useEffect(() => {
    if (expired) void forgetSession();
  }, [expired]);
  const [result] = useLoginPageQuery({ variables: { lang } });
  const data = useAccountPage('login', result);
  if (!data) return <PageLoading />;
  const ssoOutcome = query[ssoOutcomeParam] ?? null;
  const membersOnly = query[loginReasonParam] === 'members-only';
  const registerPath = registerPathFor(lang, query[returnToParam]);

  return (
    <div className="auth-layout">
      <div className="account-page" data-testid="login-page">
        <AuthLogo logos={data.mall.logos} type={data.settings.logoTypes.auth} mall={data.mall.name} />
        <h1>{t('login.title')}</h1>
        <p className="account-page__intro">{t('login.intro', { mall: data.mall.name })}</p>
        {expired && (
          <p className="account-page__notice" role="status" data-testid="session-expired">
            {t('login.expired')}
          </p>
        )}
        {membersOnly && (
          <div className="account-page__notice account-page__notice--members-only" role="status" data-testid="members-only">
            <p>
              <strong>{t(`login.membersOnly.${membersOnlyTopic(query[returnToParam])}`)}</strong> {t('login.membersOnly.howTo')}
            </p>
            <p>
              <PrefetchLink to={registerPath} data-testid="members-only-register">
                {t('login.membersOnly.register')}
              </PrefetchLink>
            </p>
          </div>
        )}
        {isSsoOutcome(ssoOutcome) && (
          <p className="account-page__notice" role="status" data-testid="sso-outcome">
            {t(`login.sso.${ssoOutcome}`)}
          </p>
        )}
        <noscript>
          <p className="form__noscript">{t('login.noscript')}</p>
        </noscript>
        {data.ssoSignIn && <SsoSignIn providerName={data.ssoSignIn.providerName} redirect={query[returnToParam] ?? null} />}
        <LoginForm />
        <p className="account-page__links">
          <PrefetchLink to={pathFor('forgot-password', lang)}>{t('login.forgotPassword')}</PrefetchLink>
        </p>
        <p className="account-page__links">
          {t('login.noAccount')} <PrefetchLink to={registerPath}>{t('login.register')}</PrefetchLink>
        </p>
      </div>
      <AuthSlider slides={data.authSlides} />
    </div>
  );
}

export default LoginScreen;
