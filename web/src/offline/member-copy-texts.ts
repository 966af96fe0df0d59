import { toHtmlLang, type Lang } from '@mall/site';
import cz from './locales/cz.json';
import de from './locales/de.json';
import en from './locales/en.json';
import sk from './locales/sk.json';

// The texts around a member's offline copy, in the four languages. Plain data, not an i18next namespace:
// the offline page shows them with no app, no i18next and no network (offline/member-copy-view.ts), and
// the app's screens show the very same lines. Typed from the English file: a missing key fails the check.

export type MemberCopyTexts = typeof en;

const texts: Record<Lang, MemberCopyTexts> = { en, cz, sk, de };

export function memberCopyTexts(lang: Lang): MemberCopyTexts {
  return texts[lang];
}

/** `{{name}}` placeholders filled, as i18next does (no markup: the result is set as text). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * "Copy from 28 Nov 2026, 08:40": when the copy was taken, in the reader's language and this device's
 * time zone (the clock the member sees beside it). An unreadable time says so rather than "Invalid Date".
 */
export function copyFromLine(lang: Lang, takenAt: string): string {
  const when = new Date(takenAt);
  const formatted = Number.isNaN(when.getTime()) ? '?' : new Intl.DateTimeFormat(toHtmlLang(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(when);
  return fill(memberCopyTexts(lang).copyFrom, { when: formatted });
}
