// The subjects of the newsletter's e-mails (issue 17), in the language the site asked for (`locale`
// of the request, kept with the address for later issues; English without one). Their links are the
// mail's `links` (GET /__sandbox/outbox).

import { BRANDS } from '../data/brand';
import type { MailLocale } from '../data/account-mails';
import type { NewsletterMailKind } from '../members/store';
import type { TenantId } from '../tenancy';

const subjects: Record<NewsletterMailKind, Record<MailLocale, (mall: string) => string>> = {
  'newsletter-confirm': {
    en: (mall) => `Confirm your subscription to the newsletter of ${mall}`,
    cz: (mall) => `Potvrďte přihlášení k odběru newsletteru ${mall}`,
    sk: (mall) => `Potvrďte prihlásenie na odber newslettera ${mall}`,
    de: (mall) => `Bestätigen Sie Ihr Abonnement des Newsletters von ${mall}`,
  },
  'newsletter-subscribed': {
    en: (mall) => `You already receive the newsletter of ${mall}`,
    cz: (mall) => `Newsletter ${mall} už odebíráte`,
    sk: (mall) => `Newsletter ${mall} už odoberáte`,
    de: (mall) => `Sie erhalten den Newsletter von ${mall} bereits`,
  },
  'newsletter-unsubscribe': {
    en: (mall) => `Unsubscribe from the newsletter of ${mall}`,
    cz: (mall) => `Zrušení odběru newsletteru ${mall}`,
    sk: (mall) => `Zrušenie odberu newslettera ${mall}`,
    de: (mall) => `Abmeldung vom Newsletter von ${mall}`,
  },
  newsletter: {
    en: (mall) => `${mall}: news, events and offers`,
    cz: (mall) => `${mall}: novinky, akce a nabídky`,
    sk: (mall) => `${mall}: novinky, podujatia a ponuky`,
    de: (mall) => `${mall}: Neuigkeiten, Veranstaltungen und Angebote`,
  },
};

export function newsletterMailSubject(kind: NewsletterMailKind, tenant: TenantId, locale: MailLocale | undefined): string {
  return subjects[kind][locale ?? 'en'](BRANDS[tenant].name);
}
