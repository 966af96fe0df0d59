import { randomBytes } from 'node:crypto';
import type { MailLocale } from '../data/account-mails';
import { SEEDED_SUBSCRIBERS, type Subscription } from '../data/newsletter';
import type { Mail, MemberStore, NewsletterMailKind } from '../members/store';
import type { TenantId } from '../tenancy';
import { linkWithToken, makeLinkToken, readLinkToken } from './links';
import { newsletterMailSubject } from './mails';

// The platform's newsletter list (issue 17, "Anyone can unsubscribe any address"; our choice,
// CONTRACT.md "newsletters"). Nothing here changes the list on an address alone:
//
// - Subscribing is double opt-in: a request makes the address pending and mails it a link to confirm
//   (valid CONFIRM_LINK_DAYS); only that link puts it on the list. A request for an address already on
//   the list mails it that it is, and changes nothing. Whoever asks learns nothing either way.
// - Unsubscribing takes the address's signed unsubscribe link, which every newsletter mail carries
//   (and the confirmation too). Asked with an address alone, the platform mails that address its link.
//
// The list keeps what the site gave with a request (the mails' language, the site's pages the links
// lead to), so later newsletters link the right page in the right language.

/** How long a confirmation link stands (the issue's "say 7 days"). */
export const CONFIRM_LINK_DAYS = 7;
const confirmLinkMs = CONFIRM_LINK_DAYS * 86_400_000;

interface Pending {
  email: string;
  name: string | null;
  locale: MailLocale;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** The request's own: its confirmation links carry it; confirmed or replaced, they are spent. */
  nonce: string;
  requestedAt: Date;
  expiresAt: Date;
}

export interface SubscribeRequest {
  email: string;
  name: string | null;
  locale: MailLocale;
  /** The site's page that confirms (`token` is added). */
  confirmUrl: string;
  /** The site's page that unsubscribes (`token` is added). */
  unsubscribeUrl: string;
}

/** Why a link was refused: `link_invalid` (altered, forged, another mall's or purpose's), `link_expired`, `link_used` (confirmed already, or replaced). */
export type LinkRefusal = 'link_invalid' | 'link_expired' | 'link_used';

export type LinkResult = { ok: true; email: string; at: Date } | { ok: false; reason: LinkRefusal };

const key = (email: string) => email.trim().toLowerCase();

export class NewsletterList {
  private lists = new Map<TenantId, Map<string, Subscription>>();
  private pending = new Map<TenantId, Map<string, Pending>>();

  /** `signingKey`: the platform's own key for its links (a new one per sandbox: its state does not outlive it either). */
  constructor(
    private readonly mails: Pick<MemberStore, 'send' | 'time'>,
    private readonly signingKey: Buffer = randomBytes(32),
  ) {}

  private listOf(tenant: TenantId): Map<string, Subscription> {
    let list = this.lists.get(tenant);
    if (!list) {
      list = new Map(SEEDED_SUBSCRIBERS[tenant].map((s) => [key(s.email), { ...s }]));
      this.lists.set(tenant, list);
    }
    return list;
  }

  private pendingOf(tenant: TenantId): Map<string, Pending> {
    let pending = this.pending.get(tenant);
    if (!pending) this.pending.set(tenant, (pending = new Map()));
    return pending;
  }

  private unsubscribeLink(tenant: TenantId, email: string, unsubscribeUrl: string): string {
    return linkWithToken(unsubscribeUrl, makeLinkToken(this.signingKey, { purpose: 'unsubscribe', tenant, email }));
  }

  /** Every newsletter mail carries the address's unsubscribe link, in its body and as RFC 8058's one-click header. */
  private send(tenant: TenantId, to: string, kind: NewsletterMailKind, locale: MailLocale, unsubscribe: string, links: Record<string, string> = {}): Mail {
    return this.mails.send(tenant, to, kind, newsletterMailSubject(kind, tenant, locale), null, {
      links: { ...links, unsubscribe },
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  /** A subscription asked for: the address confirms it from its inbox (or hears that it is on the list already). */
  subscribe(tenant: TenantId, request: SubscribeRequest): void {
    const email = key(request.email);
    const unsubscribe = this.unsubscribeLink(tenant, email, request.unsubscribeUrl);
    if (this.listOf(tenant).has(email)) {
      this.send(tenant, email, 'newsletter-subscribed', request.locale, unsubscribe);
      return;
    }
    const now = this.mails.time();
    const earlier = this.pendingOf(tenant).get(email);
    // Two requests in a row: both mails' links stand. After an expired one, a new request starts afresh.
    const nonce = earlier && earlier.expiresAt > now ? earlier.nonce : randomBytes(12).toString('base64url');
    const entry: Pending = {
      email,
      name: request.name,
      locale: request.locale,
      confirmUrl: request.confirmUrl,
      unsubscribeUrl: request.unsubscribeUrl,
      nonce,
      requestedAt: now,
      expiresAt: new Date(now.getTime() + confirmLinkMs),
    };
    this.pendingOf(tenant).set(email, entry);
    const confirm = linkWithToken(request.confirmUrl, makeLinkToken(this.signingKey, { purpose: 'confirm', tenant, email, nonce }));
    this.send(tenant, email, 'newsletter-confirm', request.locale, unsubscribe, { confirm });
  }

  /** A confirmation link opened: the pending address goes on the list. */
  confirm(tenant: TenantId, token: unknown): LinkResult {
    const claims = readLinkToken(this.signingKey, token);
    if (!claims || claims.purpose !== 'confirm' || claims.tenant !== tenant) return { ok: false, reason: 'link_invalid' };
    const entry = this.pendingOf(tenant).get(claims.email);
    if (!entry || entry.nonce !== claims.nonce) return { ok: false, reason: 'link_used' };
    const now = this.mails.time();
    if (entry.expiresAt <= now) return { ok: false, reason: 'link_expired' };
    this.pendingOf(tenant).delete(claims.email);
    this.listOf(tenant).set(claims.email, {
      email: entry.email,
      name: entry.name,
      locale: entry.locale,
      unsubscribe_url: entry.unsubscribeUrl,
      subscribed_at: now.toISOString(),
    });
    return { ok: true, email: entry.email, at: now };
  }

  /**
   * An unsubscribe link opened: the address leaves the list (and a pending request of it is dropped).
   * Opened again, or for an address no longer on the list, it answers the same: the holder's wish holds.
   */
  unsubscribe(tenant: TenantId, token: unknown): LinkResult {
    const claims = readLinkToken(this.signingKey, token);
    if (!claims || claims.purpose !== 'unsubscribe' || claims.tenant !== tenant) return { ok: false, reason: 'link_invalid' };
    this.listOf(tenant).delete(claims.email);
    this.pendingOf(tenant).delete(claims.email);
    return { ok: true, email: claims.email, at: this.mails.time() };
  }

  /** Unsubscribing asked for with an address alone: an address on the list (or pending) gets its link; nothing changes. */
  requestUnsubscribe(tenant: TenantId, request: { email: string; locale: MailLocale; unsubscribeUrl: string }): void {
    const email = key(request.email);
    if (!this.listOf(tenant).has(email) && !this.pendingOf(tenant).has(email)) return;
    this.send(tenant, email, 'newsletter-unsubscribe', request.locale, this.unsubscribeLink(tenant, email, request.unsubscribeUrl));
  }

  /** An issue of the newsletter to every address on the list, each with its own unsubscribe link. Returns how many were sent. */
  sendIssue(tenant: TenantId): number {
    const subscribers = [...this.listOf(tenant).values()];
    for (const subscriber of subscribers) {
      this.send(tenant, subscriber.email, 'newsletter', subscriber.locale, this.unsubscribeLink(tenant, subscriber.email, subscriber.unsubscribe_url));
    }
    return subscribers.length;
  }

  /** The knob: the address's pending confirmation expires now, as if CONFIRM_LINK_DAYS had passed. False without one. */
  expire(tenant: TenantId, email: string): boolean {
    const entry = this.pendingOf(tenant).get(key(email));
    if (!entry) return false;
    entry.expiresAt = new Date(this.mails.time().getTime() - 1);
    return true;
  }

  /** What the list holds (the knob `GET /__sandbox/newsletter`). */
  state(tenant: TenantId): { subscribers: Subscription[]; pending: { email: string; requested_at: string; expires_at: string }[] } {
    return {
      subscribers: [...this.listOf(tenant).values()].map((s) => ({ ...s })),
      pending: [...this.pendingOf(tenant).values()].map((p) => ({ email: p.email, requested_at: p.requestedAt.toISOString(), expires_at: p.expiresAt.toISOString() })),
    };
  }

  isSubscribed(tenant: TenantId, email: string): boolean {
    return this.listOf(tenant).has(key(email));
  }

  /** Back to the seed (the knobs' reset). The signing key stays: links already mailed keep their meaning. */
  reset(): void {
    this.lists = new Map();
    this.pending = new Map();
  }
}
