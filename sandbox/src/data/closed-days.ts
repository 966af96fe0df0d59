// Days the mall is closed (opening hours, issue 9: "closed days"). The specification names no such
// list; ours is the mall record's `closed_days` (CONTRACT.md "malls"): `[{ date: 'YYYY-MM-DD',
// translations: [{ locale, name }] }]`, the public holidays on which the law closes large shops in
// the mall's country. They close the shopping centre (the default zone); other zones keep their hours.

import { TENANTS, type TenantId } from '../tenancy';
import { translations, type Locale, type Translation } from './i18n';

export interface ClosedDay {
  date: string;
  translations: Translation<{ name: string }>[];
}

type Holiday = 'new-year' | 'epiphany' | 'easter-sunday' | 'easter-monday' | 'victory' | 'statehood' | 'independence' | 'christmas' | 'st-stephen';

const NAMES: Record<Holiday, Record<Locale, string>> = {
  'new-year': { en: "New Year's Day", cz: 'Nový rok', sk: 'Nový rok', de: 'Neujahr' },
  epiphany: { en: 'Epiphany', cz: 'Tři králové', sk: 'Zjavenie Pána (Traja králi)', de: 'Heilige Drei Könige' },
  'easter-sunday': { en: 'Easter Sunday', cz: 'Velikonoční neděle', sk: 'Veľkonočná nedeľa', de: 'Ostersonntag' },
  'easter-monday': { en: 'Easter Monday', cz: 'Velikonoční pondělí', sk: 'Veľkonočný pondelok', de: 'Ostermontag' },
  victory: { en: 'Victory Day', cz: 'Den vítězství', sk: 'Deň víťazstva nad fašizmom', de: 'Tag der Befreiung' },
  statehood: { en: 'Czech Statehood Day', cz: 'Den české státnosti', sk: 'Deň českej štátnosti', de: 'Tag der tschechischen Staatlichkeit' },
  independence: { en: 'Independent Czechoslovak State Day', cz: 'Den vzniku samostatného československého státu', sk: 'Deň vzniku samostatného česko-slovenského štátu', de: 'Tag der Gründung der Tschechoslowakei' },
  christmas: { en: 'Christmas Day', cz: '1. svátek vánoční', sk: 'Prvý sviatok vianočný', de: '1. Weihnachtstag' },
  'st-stephen': { en: "St Stephen's Day", cz: '2. svátek vánoční', sk: 'Druhý sviatok vianočný', de: '2. Weihnachtstag' },
};

/** Holidays on which large shops must close: Czech law 223/2016, Slovak law 311/2001 as amended. */
const CLOSING: Record<'CZ' | 'SK', readonly Holiday[]> = {
  CZ: ['new-year', 'easter-monday', 'victory', 'statehood', 'independence', 'christmas', 'st-stephen'],
  SK: ['new-year', 'epiphany', 'easter-sunday', 'easter-monday', 'christmas', 'st-stephen'],
};

/** Easter Sunday of a year (the anonymous Gregorian algorithm), as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

function dateOf(holiday: Holiday, year: number): string {
  const [em, ed] = easterSunday(year);
  switch (holiday) {
    case 'new-year': return iso(year, 1, 1);
    case 'epiphany': return iso(year, 1, 6);
    case 'easter-sunday': return iso(year, em, ed);
    case 'easter-monday': return iso(year, em, ed + 1);
    case 'victory': return iso(year, 5, 8);
    case 'statehood': return iso(year, 9, 28);
    case 'independence': return iso(year, 10, 28);
    case 'christmas': return iso(year, 12, 25);
    case 'st-stephen': return iso(year, 12, 26);
  }
}

/** The closed days of the given years, in date order (the route passes this year and the next). */
export function closedDaysFor(tenant: TenantId, years: readonly number[]): ClosedDay[] {
  const holidays = CLOSING[TENANTS[tenant].country];
  return years
    .flatMap((year) => holidays.map((holiday) => ({ date: dateOf(holiday, year), translations: translations<{ name: string }>(Object.fromEntries(Object.entries(NAMES[holiday]).map(([l, name]) => [l, { name }]))) })))
    .sort((a, b) => a.date.localeCompare(b.date));
}
