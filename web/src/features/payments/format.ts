import { toHtmlLang, type Lang } from '@mall/site';

/** A stay's length as the page's language writes hours and minutes ("3 hr 25 min", "3 h 25 min"). */
export function formatStay(minutes: number, lang: Lang): string {
  const unit = (value: number, name: 'hour' | 'minute') => new Intl.NumberFormat(toHtmlLang(lang), { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  return [hours > 0 ? unit(hours, 'hour') : null, rest > 0 || hours === 0 ? unit(rest, 'minute') : null].filter(Boolean).join(' ');
}
