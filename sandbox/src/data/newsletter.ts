import type { TenantId } from '../tenancy';
import type { MailLocale } from './account-mails';

// The platform's newsletter list and contact-form inbox, in memory (our choice: the spec names only
// the paths `newsletters/subscription`, `newsletters/unsubscribe` and `support`). One store per
// sandbox instance, so every test's sandbox starts from the same seed; `reset()` brings it back.
// The list's rules (double opt-in, signed links) are newsletter/list.ts's.

export interface Subscription {
  email: string;
  name: string | null;
  /** The language of the mails the address gets (the site's, when it subscribed). */
  locale: MailLocale;
  /**
   * The site's unsubscribe page, given by the site when the address subscribed; each newsletter links
   * it with the address's signed token added (newsletter/links.ts).
   */
  unsubscribe_url: string;
  subscribed_at: string;
}

export interface SupportMessage {
  id: number;
  ticket_number: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: string;
}

/** Already on each mall's list (subscribing them again only mails them that they are). */
export const SEEDED_SUBSCRIBERS: Readonly<Record<TenantId, readonly Subscription[]>> = {
  aupark: [
    { email: 'zuzana.kovacova@aupark.test', name: 'Zuzana Kováčová', locale: 'sk', unsubscribe_url: 'https://www.aupark.sk/sk/newsletter?unsubscribe=1', subscribed_at: '2026-03-02T08:15:00Z' },
  ],
  galerieharfa: [
    {
      email: 'tereza.dvorakova@galerieharfa.test',
      name: 'Tereza Dvořáková',
      locale: 'cz',
      unsubscribe_url: 'https://www.galerieharfa.cz/cz/newsletter?unsubscribe=1',
      subscribed_at: '2026-01-20T17:40:00Z',
    },
  ],
  novoplaza: [
    { email: 'jiri.prochazka@novoplaza.test', name: 'Jiří Procházka', locale: 'cz', unsubscribe_url: 'https://www.novoplaza.cz/cz/newsletter?unsubscribe=1', subscribed_at: '2025-11-11T09:05:00Z' },
  ],
  europasc: [
    { email: 'michal.balaz@europasc.test', name: 'Michal Baláž', locale: 'sk', unsubscribe_url: 'https://www.europasc.sk/sk/newsletter?unsubscribe=1', subscribed_at: '2026-02-14T12:30:00Z' },
  ],
  beta: [
    { email: 'subscriber@beta.test', name: 'Beta Subscriber', locale: 'en', unsubscribe_url: 'https://beta.mall-sites.example/en/newsletter?unsubscribe=1', subscribed_at: '2026-04-01T10:00:00Z' },
  ],
};

/**
 * Addresses the platform refuses for delivery (our choice): the reserved `.invalid` top-level domain
 * (RFC 2606), so a test can reach a platform-side field error with an address our own check accepts.
 */
export function isUndeliverable(email: string): boolean {
  return /\.invalid$/i.test(email.trim());
}

/** The contact form's inbox (the newsletter's list is newsletter/list.ts). */
export interface FormsStore {
  addSupportMessage(tenant: TenantId, entry: Omit<SupportMessage, 'id' | 'ticket_number' | 'created_at'>, now: Date): SupportMessage;
  supportMessages(tenant: TenantId): SupportMessage[];
  reset(): void;
}

export const TICKET_PREFIX: Readonly<Record<TenantId, string>> = { aupark: 'AUP', galerieharfa: 'GHA', novoplaza: 'NPL', europasc: 'ESC', beta: 'BET' };

export function createFormsStore(): FormsStore {
  let inbox = new Map<TenantId, SupportMessage[]>();
  let nextId = 1;
  return {
    addSupportMessage(tenant, entry, now) {
      const id = nextId++;
      const message: SupportMessage = {
        ...entry,
        id,
        ticket_number: `${TICKET_PREFIX[tenant]}-${String(id).padStart(6, '0')}`,
        created_at: now.toISOString(),
      };
      const messages = inbox.get(tenant) ?? [];
      messages.push(message);
      inbox.set(tenant, messages);
      return { ...message };
    },
    supportMessages: (tenant) => (inbox.get(tenant) ?? []).map((m) => ({ ...m })),
    reset() {
      inbox = new Map();
      nextId = 1;
    },
  };
}
