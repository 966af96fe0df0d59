import type { TenantId } from '../tenancy';

// The platform's newsletter list and contact-form inbox, in memory (our choice: the spec names only
// the paths `newsletters/subscription`, `newsletters/unsubscribe` and `support`). One store per
// sandbox instance, so every test's sandbox starts from the same seed; `reset()` brings it back.

export interface Subscription {
  email: string;
  name: string | null;
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

/** Already on each mall's list: subscribing them again is refused ("already subscribed"). */
export const SEEDED_SUBSCRIBERS: Readonly<Record<TenantId, readonly Subscription[]>> = {
  aupark: [{ email: 'zuzana.kovacova@aupark.test', name: 'Zuzana Kováčová', subscribed_at: '2026-03-02T08:15:00Z' }],
  galerieharfa: [{ email: 'tereza.dvorakova@galerieharfa.test', name: 'Tereza Dvořáková', subscribed_at: '2026-01-20T17:40:00Z' }],
  novoplaza: [{ email: 'jiri.prochazka@novoplaza.test', name: 'Jiří Procházka', subscribed_at: '2025-11-11T09:05:00Z' }],
  europasc: [{ email: 'michal.balaz@europasc.test', name: 'Michal Baláž', subscribed_at: '2026-02-14T12:30:00Z' }],
  beta: [{ email: 'subscriber@beta.test', name: 'Beta Subscriber', subscribed_at: '2026-04-01T10:00:00Z' }],
};

/**
 * Addresses the platform refuses for delivery (our choice): the reserved `.invalid` top-level domain
 * (RFC 2606), so a test can reach a platform-side field error with an address our own check accepts.
 */
export function isUndeliverable(email: string): boolean {
  return /\.invalid$/i.test(email.trim());
}

export interface FormsStore {
  subscriptions(tenant: TenantId): Subscription[];
  subscribe(tenant: TenantId, entry: Omit<Subscription, 'subscribed_at'>, now: Date): Subscription | 'already-subscribed';
  unsubscribe(tenant: TenantId, email: string): boolean;
  addSupportMessage(tenant: TenantId, entry: Omit<SupportMessage, 'id' | 'ticket_number' | 'created_at'>, now: Date): SupportMessage;
  supportMessages(tenant: TenantId): SupportMessage[];
  reset(): void;
}

export const TICKET_PREFIX: Readonly<Record<TenantId, string>> = { aupark: 'AUP', galerieharfa: 'GHA', novoplaza: 'NPL', europasc: 'ESC', beta: 'BET' };

export function createFormsStore(): FormsStore {
  let lists = new Map<TenantId, Map<string, Subscription>>();
  let inbox = new Map<TenantId, SupportMessage[]>();
  let nextId = 1;
  const listOf = (tenant: TenantId) => {
    let list = lists.get(tenant);
    if (!list) {
      list = new Map(SEEDED_SUBSCRIBERS[tenant].map((s) => [s.email.toLowerCase(), { ...s }]));
      lists.set(tenant, list);
    }
    return list;
  };
  return {
    subscriptions: (tenant) => [...listOf(tenant).values()].map((s) => ({ ...s })),
    subscribe(tenant, entry, now) {
      const list = listOf(tenant);
      const key = entry.email.toLowerCase();
      if (list.has(key)) return 'already-subscribed';
      const subscription = { ...entry, subscribed_at: now.toISOString() };
      list.set(key, subscription);
      return { ...subscription };
    },
    unsubscribe: (tenant, email) => listOf(tenant).delete(email.toLowerCase()),
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
      lists = new Map();
      inbox = new Map();
      nextId = 1;
    },
  };
}
