// The subjects of the e-mails the platform sends about an account (issue 10), in the language the
// site asked for (`locale` of the request; English without one). The code itself is the mail's
// `code` (GET /__sandbox/outbox).

import type { AccountMailKind } from '../members/store';
import type { TenantId } from '../tenancy';
import { BRANDS } from './brand';

export const mailLocales = ['en', 'cz', 'sk', 'de'] as const;
export type MailLocale = (typeof mailLocales)[number];

const subjects: Record<AccountMailKind, Record<MailLocale, (mall: string, code: string) => string>> = {
  verification: {
    en: (mall, code) => `${code} is your code to confirm your e-mail address at ${mall}`,
    cz: (mall, code) => `${code} je váš kód pro potvrzení e-mailové adresy v ${mall}`,
    sk: (mall, code) => `${code} je váš kód na potvrdenie e-mailovej adresy v ${mall}`,
    de: (mall, code) => `${code} ist Ihr Code zur Bestätigung Ihrer E-Mail-Adresse bei ${mall}`,
  },
  'password-reset': {
    en: (mall, code) => `${code} is your code to set a new password at ${mall}`,
    cz: (mall, code) => `${code} je váš kód pro nastavení nového hesla v ${mall}`,
    sk: (mall, code) => `${code} je váš kód na nastavenie nového hesla v ${mall}`,
    de: (mall, code) => `${code} ist Ihr Code für ein neues Passwort bei ${mall}`,
  },
};

export function accountMailSubject(kind: AccountMailKind, tenant: TenantId, locale: MailLocale | undefined, code: string): string {
  return subjects[kind][locale ?? 'en'](BRANDS[tenant].name, code);
}
