import { useTranslation } from 'react-i18next';
import { ssoStartUrl } from '@mall/site';
import { useLang } from '../../lib/use-lang';

/**
 * "Continue with …" (spec §7 `firebase-login`, where the mall shows SSO): a plain link to the bff's
 * start route, a full navigation to the identity provider and back. It works without JavaScript.
 */
export function SsoSignIn({ providerName, redirect }: { providerName: string; redirect?: string | null }) {
  const lang = useLang();
  const { t } = useTranslation('account');
  return (
    <div className="account-page__sso">
      <a className="button account-page__sso-button" href={ssoStartUrl(lang, redirect)} data-testid="sso-sign-in">
        {t('sso.continueWith', { provider: providerName })}
      </a>
      <p className="account-page__or" aria-hidden="true">
        <span>{t('sso.or')}</span>
      </p>
    </div>
  );
}
