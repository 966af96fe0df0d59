// Times as the mall writes them (spec §3 mall detail `time_format`): the platform gives a PHP-style
// format (`H:i`, `G:i`, `g:i A` …); the bff gives wall-clock times in the mall's time zone as HH:MM.
// (The dates' counterpart is lib/mall-date.ts; this one lives with the cinema, its only user so far.)

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `time` (HH:MM, 24 h) in the mall's `format`: H G (hour 00–23, 0–23), h g (01–12, 1–12), i (minutes),
 * s (seconds, always 00), A a (AM/PM, am/pm); a backslash keeps the next character; anything else is
 * copied. `H:i` when the mall names none. Null for a time that is not one.
 */
export function formatMallTime(time: string | null | undefined, format: string | null | undefined): string | null {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  const pattern = format?.trim() || 'H:i';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const token = pattern[i]!;
    switch (token) {
      case 'H': out += pad(hour); break;
      case 'G': out += String(hour); break;
      case 'h': out += pad(twelve); break;
      case 'g': out += String(twelve); break;
      case 'i': out += pad(minute); break;
      case 's': out += '00'; break;
      case 'A': out += hour < 12 ? 'AM' : 'PM'; break;
      case 'a': out += hour < 12 ? 'am' : 'pm'; break;
      case '\\': out += pattern[++i] ?? ''; break;
      default: out += token;
    }
  }
  return out;
}
