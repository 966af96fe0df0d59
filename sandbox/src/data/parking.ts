// The mall's parking (spec §7 "Support, parking": `options/parking`). The field list is ours; the
// specification names the call and "parking option" without fields (§3). Prices are numbers in the
// mall's currency (`malls` `currency`); `rules` is HTML. Beta has no parking option: the call answers 404.

import { TENANTS, type TenantId } from '../tenancy';
import { translations, type Locale, type Translation } from './i18n';

export type PriceKind = 'free-period' | 'hour' | 'day-max' | 'lost-ticket';

export interface ParkingPrice {
  kind: PriceKind;
  amount: number;
  translations: Translation<{ label: string }>[];
}

export interface ParkingOption {
  id: number;
  capacity: number;
  levels: number;
  free_minutes: number;
  ev_chargers: number;
  disabled_spaces: number;
  family_spaces: number;
  /** Clearance of the entrance, in centimetres; null: open-air parking. */
  max_height_cm: number | null;
  prices: ParkingPrice[];
  translations: Translation<{ rules: string }>[];
}

const LABELS: Record<PriceKind, (freeHours: number) => Record<Locale, { label: string }>> = {
  'free-period': (h) => ({
    en: { label: `First ${h} hours` },
    cz: { label: `První ${h} hodiny` },
    sk: { label: `Prvé ${h} hodiny` },
    de: { label: `Die ersten ${h} Stunden` },
  }),
  hour: () => ({
    en: { label: 'Each further hour started' },
    cz: { label: 'Každá další započatá hodina' },
    sk: { label: 'Každá ďalšia začatá hodina' },
    de: { label: 'Jede weitere angefangene Stunde' },
  }),
  'day-max': () => ({
    en: { label: 'Daily maximum' },
    cz: { label: 'Denní maximum' },
    sk: { label: 'Denné maximum' },
    de: { label: 'Tageshöchstbetrag' },
  }),
  'lost-ticket': () => ({
    en: { label: 'Lost ticket' },
    cz: { label: 'Ztracený parkovací lístek' },
    sk: { label: 'Stratený parkovací lístok' },
    de: { label: 'Verlorenes Parkticket' },
  }),
};

const RULES: Record<Locale, string> = {
  en: '<ul><li>The speed limit in the car park is 10 km/h.</li><li>Keep your ticket with you; you pay before you return to your car.</li><li>Spaces for disabled drivers and for families with children are by the lifts; please leave them to those who need them.</li><li>Vehicles with LPG may park on the open-air level only.</li></ul>',
  cz: '<ul><li>Nejvyšší povolená rychlost na parkovišti je 10 km/h.</li><li>Parkovací lístek mějte u sebe; zaplaťte před návratem k autu.</li><li>Místa pro řidiče se zdravotním postižením a pro rodiny s dětmi jsou u výtahů; nechte je prosím těm, kdo je potřebují.</li><li>Vozidla na LPG smějí parkovat jen na nekrytém podlaží.</li></ul>',
  sk: '<ul><li>Najvyššia povolená rýchlosť na parkovisku je 10 km/h.</li><li>Parkovací lístok majte pri sebe; zaplaťte pred návratom k autu.</li><li>Miesta pre vodičov so zdravotným postihnutím a pre rodiny s deťmi sú pri výťahoch; nechajte ich, prosím, tým, ktorí ich potrebujú.</li><li>Vozidlá na LPG smú parkovať len na nekrytom podlaží.</li></ul>',
  de: '<ul><li>Im Parkhaus gilt höchstens 10 km/h.</li><li>Behalten Sie Ihr Ticket bei sich; bezahlen Sie, bevor Sie zum Auto zurückkehren.</li><li>Plätze für Fahrer mit Behinderung und für Familien mit Kindern liegen bei den Aufzügen; bitte lassen Sie sie denen, die sie brauchen.</li><li>Fahrzeuge mit Autogas (LPG) dürfen nur auf der offenen Ebene parken.</li></ul>',
};

const RULES_BY_LOCALE = Object.fromEntries(Object.entries(RULES).map(([l, rules]) => [l, { rules }])) as Record<Locale, { rules: string }>;

interface Seed {
  capacity: number;
  levels: number;
  ev: number;
  disabled: number;
  family: number;
  height: number | null;
  hour: number;
  dayMax: number;
  lost: number;
}

const SEEDS: Partial<Record<TenantId, Seed>> = {
  aupark: { capacity: 2300, levels: 3, ev: 12, disabled: 46, family: 60, height: 210, hour: 1.5, dayMax: 15, lost: 20 },
  galerieharfa: { capacity: 1800, levels: 4, ev: 8, disabled: 36, family: 40, height: 200, hour: 40, dayMax: 400, lost: 500 },
  novoplaza: { capacity: 1200, levels: 1, ev: 4, disabled: 24, family: 30, height: null, hour: 20, dayMax: 200, lost: 300 },
  europasc: { capacity: 800, levels: 2, ev: 6, disabled: 16, family: 20, height: 220, hour: 1, dayMax: 10, lost: 15 },
};

/** Null for a mall without a parking option on the platform (beta). */
export function parkingFor(tenant: TenantId): ParkingOption | null {
  const seed = SEEDS[tenant];
  if (!seed) return null;
  const freeMinutes = 120;
  const price = (kind: PriceKind, amount: number): ParkingPrice => ({ kind, amount, translations: translations(LABELS[kind](freeMinutes / 60)) });
  return {
    id: TENANTS[tenant].index * 1000 + 901,
    capacity: seed.capacity,
    levels: seed.levels,
    free_minutes: freeMinutes,
    ev_chargers: seed.ev,
    disabled_spaces: seed.disabled,
    family_spaces: seed.family,
    max_height_cm: seed.height,
    prices: [price('free-period', 0), price('hour', seed.hour), price('day-max', seed.dayMax), price('lost-ticket', seed.lost)],
    translations: translations(RULES_BY_LOCALE),
  };
}
