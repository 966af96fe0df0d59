import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerCookieConsentTranslations } from '../features/cookie-consent';
import { registerNotificationsTranslations } from '../features/notifications';
import { i18nOptions } from '../i18n/config';
import type { Lang } from '@mall/site';

// One i18next instance per app (no global side effect at import). Texts are bundled: small JSON
// files per namespace, so no language ever waits on a request.
export function createI18n(lang: Lang): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  registerCookieConsentTranslations(i18n);
  registerNotificationsTranslations(i18n);
  return i18n;
}
