// Tiers of the loyalty programme (spec §7 "Loyalty": `tiers`). The field list is ours; the
// specification shows none (§3) and says the thresholds are the platform's business (§9 "Other
// business limits … not shown"). A member reaches a tier at `points_from` points collected in the
// last 12 months; `benefits` is HTML (a list), as the platform's editors write it.

import { TENANTS, type TenantId } from '../tenancy';
import { translations, type Locale, type Translation } from './i18n';

export interface Tier {
  id: number;
  position: number;
  points_from: number;
  /** A colour for the tier's badge, #rrggbb. */
  color: string;
  translations: Translation<{ name: string; benefits: string }>[];
}

type Level = 'bronze' | 'silver' | 'gold' | 'platinum';

const NAMES: Record<Level, Record<Locale, string>> = {
  bronze: { en: 'Bronze', cz: 'Bronzová', sk: 'Bronzová', de: 'Bronze' },
  silver: { en: 'Silver', cz: 'Stříbrná', sk: 'Strieborná', de: 'Silber' },
  gold: { en: 'Gold', cz: 'Zlatá', sk: 'Zlatá', de: 'Gold' },
  platinum: { en: 'Platinum', cz: 'Platinová', sk: 'Platinová', de: 'Platin' },
};

const COLORS: Record<Level, string> = { bronze: '#8c5a2b', silver: '#5f6b76', gold: '#8a6d00', platinum: '#3d4a5c' };

const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const BENEFITS: Record<Level, Record<Locale, string>> = {
  bronze: {
    en: list(['Points for every purchase in the centre', 'Rewards from the rewards catalogue', 'Birthday surprise at the information desk']),
    cz: list(['Body za každý nákup v centru', 'Odměny z katalogu odměn', 'Narozeninové překvapení na informacích']),
    sk: list(['Body za každý nákup v centre', 'Odmeny z katalógu odmien', 'Narodeninové prekvapenie na informáciách']),
    de: list(['Punkte für jeden Einkauf im Center', 'Prämien aus dem Prämienkatalog', 'Geburtstagsüberraschung an der Information']),
  },
  silver: {
    en: list(['Everything in Bronze', '10% more points on every receipt', 'One extra free hour of parking each month']),
    cz: list(['Vše z úrovně Bronzová', 'O 10 % více bodů za každou účtenku', 'Jedna hodina parkování zdarma navíc každý měsíc']),
    sk: list(['Všetko z úrovne Bronzová', 'O 10 % viac bodov za každý bloček', 'Jedna hodina parkovania zadarmo navyše každý mesiac']),
    de: list(['Alles aus Bronze', '10 % mehr Punkte für jeden Beleg', 'Jeden Monat eine zusätzliche kostenlose Parkstunde']),
  },
  gold: {
    en: list(['Everything in Silver', '25% more points on every receipt', 'Invitations to members-only shopping evenings', 'Free gift wrapping at the information desk']),
    cz: list(['Vše z úrovně Stříbrná', 'O 25 % více bodů za každou účtenku', 'Pozvánky na nákupní večery jen pro členy', 'Balení dárků zdarma na informacích']),
    sk: list(['Všetko z úrovne Strieborná', 'O 25 % viac bodov za každý bloček', 'Pozvánky na nákupné večery len pre členov', 'Balenie darčekov zadarmo na informáciách']),
    de: list(['Alles aus Silber', '25 % mehr Punkte für jeden Beleg', 'Einladungen zu Shopping-Abenden nur für Mitglieder', 'Kostenlose Geschenkverpackung an der Information']),
  },
  platinum: {
    en: list(['Everything in Gold', 'Double points on every receipt', 'Free parking on weekends', 'A personal shopper by appointment']),
    cz: list(['Vše z úrovně Zlatá', 'Dvojnásobné body za každou účtenku', 'Parkování o víkendech zdarma', 'Osobní nákupní poradce po domluvě']),
    sk: list(['Všetko z úrovne Zlatá', 'Dvojnásobné body za každý bloček', 'Parkovanie cez víkendy zadarmo', 'Osobný nákupný poradca po dohode']),
    de: list(['Alles aus Gold', 'Doppelte Punkte für jeden Beleg', 'Kostenloses Parken am Wochenende', 'Persönliche Einkaufsberatung nach Vereinbarung']),
  },
};

/** Thresholds by tenant: 3 or 4 tiers; the first always starts at 0 (every member is in it). */
const THRESHOLDS: Record<TenantId, Partial<Record<Level, number>>> = {
  aupark: { bronze: 0, silver: 500, gold: 2000, platinum: 5000 },
  galerieharfa: { bronze: 0, silver: 1000, gold: 4000 },
  novoplaza: { bronze: 0, silver: 800, gold: 3000 },
  europasc: { bronze: 0, silver: 400, gold: 1500, platinum: 4000 },
  beta: { bronze: 0, silver: 100, gold: 1000 },
};

const ORDER: readonly Level[] = ['bronze', 'silver', 'gold', 'platinum'];

/** In the order the platform sends them: not sorted by threshold on purpose (the bff sorts). */
export function tiersFor(tenant: TenantId): Tier[] {
  const thresholds = THRESHOLDS[tenant];
  const tiers = ORDER.flatMap((level, position) => {
    const points = thresholds[level];
    if (points === undefined) return [];
    const text = Object.fromEntries((Object.keys(NAMES[level]) as Locale[]).map((l) => [l, { name: NAMES[level][l], benefits: BENEFITS[level][l] }]));
    return [{ id: TENANTS[tenant].index * 1000 + 801 + position, position: position + 1, points_from: points, color: COLORS[level], translations: translations<{ name: string; benefits: string }>(text) }];
  });
  // The platform lists the highest tier first for galerieharfa (order is not a contract).
  return tenant === 'galerieharfa' ? tiers.reverse() : tiers;
}
