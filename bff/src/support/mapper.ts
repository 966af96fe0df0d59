import { supportCategories } from '@mall/site/forms';
import type { SupportRequest, SupportRequestStatus } from '../graphql/generated';
import { mallDateTime, parseTimestamp } from '../shared/mall-time';
import type { UpstreamSupportRequest } from './upstream';

const statuses: readonly SupportRequestStatus[] = ['open', 'answered', 'closed'];

/**
 * A request as the page lists it: the day and time on the mall's clock; a category the form does not
 * know reads as "other", a status it does not know as "open" (it is still the mall's to answer).
 */
export function toSupportRequest(request: UpstreamSupportRequest, timeZone: string): SupportRequest | null {
  const at = parseTimestamp(request.created_at);
  if (Number.isNaN(at.getTime())) return null;
  const { date, time } = mallDateTime(at, timeZone);
  const category = (supportCategories as readonly string[]).includes(request.category ?? '') ? request.category! : 'other';
  const status = statuses.find((s) => s === request.status) ?? 'open';
  return { id: request.id, ticketNumber: request.ticket_number, category, subject: request.subject, status, date, time };
}
