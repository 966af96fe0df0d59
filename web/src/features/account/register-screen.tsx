import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathFor, returnToParam } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { useRegisterPageQuery } from '../../graphql/generated';
import { usePageQuery } from '../../lib/page-query';
import { useLang } from '../../lib/use-lang';
import { PageLoading, useAccountPage } from './account-page';
import { AuthLogo, AuthSlider } from './auth-aside';
import { RegisterForm } from './register-form';
import { SsoSignIn } from './sso-sign-in';
import { VerifyEmailForm } from './verify-email-form';
import { reasonParam, stepParam, unverifiedReason, verifyStep, verifyStepPath } from './verify-step';
import './account.css';

// Registration (spec §2 "Register": /en/register, cz /cz/registrace, sk /sk/registracia; issue 10
// "Accounts"), in two steps on one page: the form, then the address's confirmation with the e-mailed
// code (`?step=verify`, where the login page also leads an account whose address is not confirmed).

export function RegisterScreen() {
  const lang = useLang();
  const { t } = useTranslation('account');
  const query = usePageQuery();
  const navigate = useNavigate();
  const [result] = useRegisterPageQuery({ variables: { lang } });
  const data = useAccountPage('register', result);
  const verifying = query[stepParam] === verifyStep;
  const heading = useRef<HTMLHeadingElement>(null);
  // A step reached within the page: the focus goes to its heading, which a screen reader reads.
  const entered = useRef(false);
  useEffect(() => {
    if (entered.current) heading.current?.focus();
    entered.current = true;
  }, [verifying]);
  if (!data) return <PageLoading />;
  const mall = data.mall.name;

  if (verifying) {
    return (
      <div className="account-page" data-testid="verify-page">
        <h1 ref={heading} tabIndex={-1}>
          {t('verify.title')}
        </h1>
        <VerifyEmailForm unverified={query[reasonParam] === unverifiedReason} />
      </div>
    );
  }
  return (
    <div className="auth-layout">
      <div className="account-page" data-testid="register-page">
        <AuthLogo logos={data.mall.logos} type={data.settings.logoTypes.auth} mall={mall} />
        <h1 ref={heading} tabIndex={-1}>
          {t('register.title')}
        </h1>
        <p className="account-page__intro">{t('register.intro', { mall })}</p>
        <noscript>
          <p className="form__noscript">{t('register.noscript')}</p>
        </noscript>
        {data.ssoSignIn && <SsoSignIn providerName={data.ssoSignIn.providerName} redirect={query[returnToParam] ?? null} />}
        <RegisterForm mall={mall} onRegistered={(email) => void navigate(verifyStepPath(lang, email, { redirect: query[returnToParam] ?? null }))} />
        <p className="account-page__links">
          {t('register.haveAccount')} <PrefetchLink to={pathFor('login', lang)}>{t('register.login')}</PrefetchLink>
        </p>
      </div>
      <AuthSlider slides={data.authSlides} />
    </div>
  );
}

export default RegisterScreen;
