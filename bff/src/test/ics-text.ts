// Reading an .ics file back in tests: its VEVENTs as unfolded properties, and every start and end a
// VEVENT stands for (its DTSTART, and for FREQ=WEEKLY its BYDAY weekdays up to UNTIL). Enough of
// RFC 5545 for what posts/events/ics.ts writes (UTC date-times, weekly rules without INTERVAL or COUNT);
// anything else throws, so a test cannot pass by reading less than the file says.

/** The VEVENTs of a file, each as its properties (name with parameters → value), lines unfolded. */
export function vevents(text: string): Map<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const out: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT' && current) {
      out.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return out;
}

/** `20261106T180000Z` as ms since the epoch. */
export function parseIcsUtc(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** Every start and end (ms) a VEVENT stands for. */
export function expandVevent(vevent: Map<string, string>): { start: number; end: number }[] {
  const start = parseIcsUtc(vevent.get('DTSTART') ?? '');
  const length = parseIcsUtc(vevent.get('DTEND') ?? '') - start;
  const rule = vevent.get('RRULE');
  if (!rule) return [{ start, end: start + length }];
  const parts = new Map(rule.split(';').map((p) => p.split('=') as [string, string]));
  const known = ['FREQ', 'BYDAY', 'UNTIL'];
  if (parts.get('FREQ') !== 'WEEKLY' || [...parts.keys()].some((k) => !known.includes(k))) throw new Error(`a rule this reader does not know: ${rule}`);
  const days = (parts.get('BYDAY') ?? BYDAY[new Date(start).getUTCDay()]!).split(',');
  const until = parseIcsUtc(parts.get('UNTIL') ?? '');
  const out: { start: number; end: number }[] = [];
  for (let at = start; at <= until; at += 86_400_000) if (days.includes(BYDAY[new Date(at).getUTCDay()]!)) out.push({ start: at, end: at + length });
  return out;
}

/** Every time the file's events take place, by start. */
export function icsTimes(text: string): { start: number; end: number }[] {
  return vevents(text)
    .flatMap(expandVevent)
    .sort((a, b) => a.start - b.start);
}
