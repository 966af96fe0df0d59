// The platform's member side, as the sandbox keeps it (issue 10): accounts, session tokens and the
// e-mails the platform would send, per tenant, in memory for as long as the sandbox runs. Each area of
// the member side (points, receipts, rewards, likes …) keeps its own state per account through
// `areaState`, seeded on first use, so the demo accounts of the README come with a history.
//
// Passwords are kept as scrypt hashes, as a platform would; tokens are opaque. A demo account's token is
// stable (see data/members.ts), so a restarted sandbox still accepts the bff's cookies; every other
// session gets a random one.

import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { demoMembers, memberToken } from '../data/members';
import { TENANT_IDS, type TenantId } from '../tenancy';

export interface Account {
  /** Unique across tenants. */
  id: number;
  tenant: TenantId;
  email: string;
  /** null: the account signs in through SSO only (no password yet). */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  city: string | null;
  /** Consent to the mall's newsletter. */
  newsletter: boolean;
  /** The e-mail address is confirmed (registration's code). SSO accounts are. */
  verified: boolean;
  /** Created through SSO (firebase-login). */
  sso: boolean;
  /** ISO date-time. */
  createdAt: string;
  /** The profile picture's URL, or null. */
  profilePicture: string | null;
}

/** The e-mails about an account (issue 10): each carries a 6-digit code. */
export type AccountMailKind = 'verification' | 'password-reset';
/**
 * The newsletter's e-mails (issue 17, newsletter/list.ts): a subscription to confirm, a note that the
 * address is already on the list, a link to unsubscribe that was asked for, and an issue of the
 * newsletter. Each carries links (`links.unsubscribe` always), no code.
 */
export type NewsletterMailKind = 'newsletter-confirm' | 'newsletter-subscribed' | 'newsletter-unsubscribe' | 'newsletter';
/** Booking's e-mails (issue 21, members/booking.ts): each carries the order's code (`BK-…`). */
export type BookingMailKind = 'booking-confirmed' | 'booking-cancelled';
export type MailKind = AccountMailKind | NewsletterMailKind | BookingMailKind;

/** An e-mail the platform would have sent; tests and the README's demo read them (GET /__sandbox/outbox). */
export interface Mail {
  id: number;
  tenant: TenantId;
  to: string;
  kind: MailKind;
  /** The code the message carries (6 digits; a booking's `BK-…`), or null for a mail without one (the newsletter's). */
  code: string | null;
  subject: string;
  /** The addresses the message links to by name (`confirm`, `unsubscribe`), when it has any. */
  links?: Record<string, string>;
  /** Header fields the message carries besides the usual ones (`List-Unsubscribe`, RFC 8058). */
  headers?: Record<string, string>;
  /** ISO date-time. */
  at: string;
}

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}

export function passwordMatches(hash: string | null, password: string): boolean {
  if (!hash) return false;
  const [, salt, expected] = hash.split('$');
  if (!salt || !expected) return false;
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), 32);
  const wanted = Buffer.from(expected, 'base64');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

const key = (tenant: TenantId, email: string) => `${tenant}:${email.trim().toLowerCase()}`;

export class MemberStore {
  private readonly accounts = new Map<string, Account>();
  private readonly byId = new Map<number, Account>();
  private readonly tokens = new Map<string, { tenant: TenantId; accountId: number }>();
  private readonly areas = new Map<string, Map<number, unknown>>();
  private readonly tenantAreas = new Map<string, Map<TenantId, unknown>>();
  private readonly mails: Mail[] = [];
  private nextId = 1;
  private nextMailId = 1;

  constructor(private readonly now: () => Date = () => new Date()) {
    this.seed();
  }

  /** The demo accounts of the README, one per tenant, verified, each with its stable token. */
  private seed(): void {
    for (const demo of demoMembers) {
      const [firstName = demo.name, ...rest] = demo.name.split(' ');
      const account = this.add({
        tenant: demo.tenant,
        email: demo.email,
        passwordHash: hashPassword(demo.password),
        firstName,
        lastName: rest.join(' '),
        phone: '+421 900 123 456',
        birthDate: '1990-05-14',
        city: null,
        newsletter: true,
        verified: true,
        sso: false,
        createdAt: new Date(this.now().getTime() - 400 * 86_400_000).toISOString(),
        profilePicture: null,
      });
      this.tokens.set(memberToken(demo), { tenant: demo.tenant, accountId: account.id });
    }
  }

  add(fields: Omit<Account, 'id'>): Account {
    const account: Account = { ...fields, email: fields.email.trim(), id: this.nextId++ };
    this.accounts.set(key(account.tenant, account.email), account);
    this.byId.set(account.id, account);
    return account;
  }

  find(tenant: TenantId, email: string): Account | null {
    return this.accounts.get(key(tenant, email)) ?? null;
  }

  get(id: number): Account | null {
    return this.byId.get(id) ?? null;
  }

  /** The account a bearer token stands for on this tenant, or null (unknown, expired, another tenant's). */
  forToken(tenant: TenantId, token: string | null | undefined): Account | null {
    if (!token) return null;
    const session = this.tokens.get(token);
    if (!session || session.tenant !== tenant) return null;
    return this.byId.get(session.accountId) ?? null;
  }

  /** A new session token for the account. */
  issueToken(account: Account): string {
    const token = `sbx.${account.tenant}.${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { tenant: account.tenant, accountId: account.id });
    return token;
  }

  /** Ends sessions: one token, or every token of an account, or of a tenant (the knob "sessions expire"). */
  revoke(filter: { token?: string; accountId?: number; tenant?: TenantId }): number {
    let count = 0;
    for (const [token, session] of this.tokens) {
      const match =
        (filter.token === undefined || filter.token === token) &&
        (filter.accountId === undefined || filter.accountId === session.accountId) &&
        (filter.tenant === undefined || filter.tenant === session.tenant);
      if (match) {
        this.tokens.delete(token);
        count += 1;
      }
    }
    return count;
  }

  /** Removes an account, its sessions and every area's state of it. */
  remove(account: Account): void {
    this.revoke({ accountId: account.id });
    this.accounts.delete(key(account.tenant, account.email));
    this.byId.delete(account.id);
    for (const state of this.areas.values()) state.delete(account.id);
  }

  /** Changes an account's e-mail key (the address itself is in `account.email`). */
  rekey(account: Account, previousEmail: string): void {
    this.accounts.delete(key(account.tenant, previousEmail));
    this.accounts.set(key(account.tenant, account.email), account);
  }

  /**
   * An area's state of one account (points, receipts, likes …): made by `seed` the first time it is
   * asked for, then kept and changed in place for as long as the sandbox runs.
   */
  areaState<T>(area: string, account: Account, seed: (account: Account) => T): T {
    let states = this.areas.get(area);
    if (!states) this.areas.set(area, (states = new Map()));
    if (!states.has(account.id)) states.set(account.id, seed(account));
    return states.get(account.id) as T;
  }

  /** Every account's state of an area, for a rule that counts across members (booking's places per time). */
  areaStates<T>(area: string): T[] {
    return [...(this.areas.get(area)?.values() ?? [])] as T[];
  }

  /** An area's state of a whole tenant (what is not one member's: booking's places the mall itself took). */
  tenantState<T>(area: string, tenant: TenantId, seed: () => T): T {
    let states = this.tenantAreas.get(area);
    if (!states) this.tenantAreas.set(area, (states = new Map()));
    if (!states.has(tenant)) states.set(tenant, seed());
    return states.get(tenant) as T;
  }

  /** Drops an area's state of every account and tenant (the knobs' reset): the next use seeds it again. */
  clearArea(area: string): void {
    this.areas.delete(area);
    this.tenantAreas.delete(area);
  }

  send(tenant: TenantId, to: string, kind: MailKind, subject: string, code: string | null, extra: Pick<Mail, 'links' | 'headers'> = {}): Mail {
    const mail: Mail = { id: this.nextMailId++, tenant, to: to.trim().toLowerCase(), kind, subject, code, ...extra, at: this.now().toISOString() };
    this.mails.push(mail);
    // Bounded: a long-running sandbox keeps the newest.
    if (this.mails.length > 1000) this.mails.splice(0, this.mails.length - 1000);
    return mail;
  }

  outbox(filter: { tenant?: TenantId; to?: string } = {}): Mail[] {
    return this.mails.filter((m) => (filter.tenant === undefined || m.tenant === filter.tenant) && (filter.to === undefined || m.to === filter.to.trim().toLowerCase()));
  }

  time(): Date {
    return this.now();
  }
}

export function isTenant(value: unknown): value is TenantId {
  return typeof value === 'string' && (TENANT_IDS as readonly string[]).includes(value);
}
