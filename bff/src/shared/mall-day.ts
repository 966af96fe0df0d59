import { mallDateTime } from './mall-time';

// The mall's calendar day of an instant the platform gives (the member's points, receipts, badges): in
// the tenant's time zone, never the server's. A date-time without a zone is the platform's UTC.

const naive = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** An instant (ISO 8601, or `Y-m-d H:i:s` in UTC) as the mall's day (YYYY-MM-DD); a bare day as it is; null for anything else. */
export function mallDay(instant: string | null | undefined, timeZone: string): string | null {
  if (!instant) return null;
  const text = instant.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const at = new Date(naive.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(at.getTime()) ? null : mallDateTime(at, timeZone).date;
}
