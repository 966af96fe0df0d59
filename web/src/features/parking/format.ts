import { toHtmlLang, type Lang } from '@mall/site';

// Quantities of the parking page as the page's language writes them (Intl: its plural forms,
// "2 hodiny", "5 hodin", its spaces and decimal commas), so no text needs its own plural keys.

/** A free period in minutes: whole hours as hours ("2 hours", "2 hodiny"), otherwise minutes. */
export function formatDuration(minutes: number, lang: Lang): string {
  const hours = minutes / 60;
  const [value, unit] = minutes >= 60 && Number.isInteger(hours) ? [hours, 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(toHtmlLang(lang), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A height in centimetres, written in metres ("2.1 m", "2,1 m"). */
export function formatHeight(centimetres: number, lang: Lang): string {
  return new Intl.NumberFormat(toHtmlLang(lang), { style: 'unit', unit: 'meter', unitDisplay: 'short', maximumFractionDigits: 2 }).format(centimetres / 100);
}

/** A count with the language's grouping ("2,300", "2 300"). */
export function formatCount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(toHtmlLang(lang)).format(value);
}
