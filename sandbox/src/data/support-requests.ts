import type { Account } from '../members/store';
import type { TenantId } from '../tenancy';
import { isDemoAccount } from './payments';
import { TICKET_PREFIX } from './newsletter';

// A member's support requests (spec §7 "Support": `support`, sent with the member's token; the list
// `me/support` and the fields are our choice, in CONTRACT.md). The platform takes the member's name
// and e-mail address from the account; the member says what it is about, a subject and a message.

export const SUPPORT_CATEGORIES = ['account', 'points', 'receipts', 'rewards', 'purchases', 'parking', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export interface SupportRequest {
  id: number;
  ticket_number: string;
  category: SupportCategory;
  subject: string;
  message: string;
  /** open: waiting for the mall; answered: the mall replied by e-mail; closed. */
  status: 'open' | 'answered' | 'closed';
  /** ISO date-time. */
  created_at: string;
}

export interface SupportRequests {
  requests: SupportRequest[];
  next: number;
}

const DAY = 86_400_000;

/** What the demo members once wrote, in their own language (the mall's). */
const EARLIER: Readonly<Record<'sk' | 'cz', readonly [SupportCategory, string, string][]>> = {
  sk: [
    ['parking', 'Závora neprijala parkovací kód', 'Pri výjazde z parkoviska závora neprijala kód z aplikácie a parkovanie bolo treba zaplatiť pri automate.'],
    ['receipts', 'Chýbajúce body za bloček', 'Bloček z drogérie nahratý pred dvoma týždňami stále čaká na schválenie. Môžete to, prosím, skontrolovať?'],
  ],
  cz: [
    ['parking', 'Závora nepřijala parkovací kód', 'Při výjezdu z parkoviště závora nepřijala kód z aplikace a parkování bylo nutné zaplatit u automatu.'],
    ['receipts', 'Chybějící body za účtenku', 'Účtenka z drogerie nahraná před dvěma týdny pořád čeká na schválení. Můžete to prosím zkontrolovat?'],
  ],
};

/** The language a mall's members write in (its country's). */
export const MALL_LANGUAGE: Readonly<Record<TenantId, 'sk' | 'cz'>> = { aupark: 'sk', europasc: 'sk', galerieharfa: 'cz', novoplaza: 'cz', beta: 'cz' };

export const ticketNumber = (account: Account, n: number) => `${TICKET_PREFIX[account.tenant]}-${String(account.id * 1000 + n).padStart(6, '0')}`;

/** The demo accounts' earlier requests (one closed, one answered), relative to `now`; others have none. */
export function seedSupportRequests(account: Account, now: Date): SupportRequests {
  if (!isDemoAccount(account)) return { requests: [], next: 1 };
  const [closed, answered] = EARLIER[MALL_LANGUAGE[account.tenant]];
  const made = (n: number, [category, subject, message]: readonly [SupportCategory, string, string], daysAgo: number, status: SupportRequest['status']): SupportRequest => ({
    id: account.id * 1000 + n,
    ticket_number: ticketNumber(account, n),
    category,
    subject,
    message,
    status,
    created_at: new Date(now.getTime() - daysAgo * DAY).toISOString(),
  });
  return { requests: [made(2, answered!, 38, 'answered'), made(1, closed!, 205, 'closed')], next: 3 };
}
