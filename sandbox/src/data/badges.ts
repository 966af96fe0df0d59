// Badges (spec §7 "Other": `badges`; the specification shows no fields, §3). Our contract: a public
// catalogue per mall, each badge with an image, a criterion the platform counts (`kind` and `target`)
// and its texts in four languages: name, description and the criterion in words. What a member has
// earned, and how far they are towards the others, is `me/badges` (members/badges.ts).

import { TENANTS, type TenantId } from '../tenancy';
import { translations, type Locale, type Translation } from './i18n';

export type BadgeKind = 'receipts_accepted' | 'shops_visited' | 'points_earned' | 'rewards_activated' | 'membership_days' | 'active_months';

export interface Badge {
  id: number;
  key: string;
  position: number;
  /** The sandbox's badges name an icon (Iconify) rather than an image. */
  image: string | null;
  /** An Iconify name (`mdi:trophy-outline`). */
  icon: string;
  criteria: { kind: BadgeKind; target: number };
  translations: Translation<{ name: string; description: string; criteria: string }>[];
}

type Texts = Record<Locale, { name: string; description: string; criteria: string }>;

const CATALOGUE: ReadonlyArray<{ key: string; kind: BadgeKind; target: number; icon: string; texts: Texts }> = [
  {
    key: 'first-receipt',
    icon: 'mdi:receipt-text-check-outline',
    kind: 'receipts_accepted',
    target: 1,
    texts: {
      en: { name: 'First receipt', description: 'The start of your collection.', criteria: 'Have your first receipt accepted.' },
      cz: { name: 'První účtenka', description: 'Začátek vaší sbírky.', criteria: 'Nechte si schválit první účtenku.' },
      sk: { name: 'Prvý bloček', description: 'Začiatok vašej zbierky.', criteria: 'Nechajte si schváliť prvý bloček.' },
      de: { name: 'Erster Kassenbon', description: 'Der Anfang Ihrer Sammlung.', criteria: 'Lassen Sie Ihren ersten Kassenbon bestätigen.' },
    },
  },
  {
    key: 'regular',
    icon: 'mdi:cart-heart',
    kind: 'receipts_accepted',
    target: 10,
    texts: {
      en: { name: 'Regular', description: 'You shop with us again and again.', criteria: 'Have 10 receipts accepted.' },
      cz: { name: 'Štamgast', description: 'Nakupujete u nás znovu a znovu.', criteria: 'Nechte si schválit 10 účtenek.' },
      sk: { name: 'Stály zákazník', description: 'Nakupujete u nás znova a znova.', criteria: 'Nechajte si schváliť 10 bločkov.' },
      de: { name: 'Stammkunde', description: 'Sie kaufen immer wieder bei uns ein.', criteria: 'Lassen Sie 10 Kassenbons bestätigen.' },
    },
  },
  {
    key: 'explorer',
    icon: 'mdi:compass-outline',
    kind: 'shops_visited',
    target: 5,
    texts: {
      en: { name: 'Explorer', description: 'You know your way around the centre.', criteria: 'Have receipts from 5 different shops accepted.' },
      cz: { name: 'Objevitel', description: 'V centru se vyznáte.', criteria: 'Nechte si schválit účtenky z 5 různých obchodů.' },
      sk: { name: 'Objaviteľ', description: 'V centre sa vyznáte.', criteria: 'Nechajte si schváliť bločky z 5 rôznych obchodov.' },
      de: { name: 'Entdecker', description: 'Sie kennen sich im Center aus.', criteria: 'Lassen Sie Kassenbons aus 5 verschiedenen Geschäften bestätigen.' },
    },
  },
  {
    key: 'collector',
    icon: 'mdi:piggy-bank-outline',
    kind: 'points_earned',
    target: 1000,
    texts: {
      en: { name: 'Collector', description: 'A thousand points and counting.', criteria: 'Earn 1,000 points in total.' },
      cz: { name: 'Sběratel', description: 'Tisíc bodů a přibývají.', criteria: 'Získejte celkem 1 000 bodů.' },
      sk: { name: 'Zberateľ', description: 'Tisíc bodov a pribúdajú.', criteria: 'Získajte celkovo 1 000 bodov.' },
      de: { name: 'Sammler', description: 'Tausend Punkte und es werden mehr.', criteria: 'Sammeln Sie insgesamt 1.000 Punkte.' },
    },
  },
  {
    key: 'first-reward',
    icon: 'mdi:gift-open-outline',
    kind: 'rewards_activated',
    target: 1,
    texts: {
      en: { name: 'First reward', description: 'Your points turned into a treat.', criteria: 'Swap points for your first reward.' },
      cz: { name: 'První odměna', description: 'Vaše body se proměnily v radost.', criteria: 'Vyměňte body za první odměnu.' },
      sk: { name: 'Prvá odmena', description: 'Vaše body sa premenili na radosť.', criteria: 'Vymeňte body za prvú odmenu.' },
      de: { name: 'Erste Prämie', description: 'Ihre Punkte wurden zur Freude.', criteria: 'Lösen Sie Punkte für Ihre erste Prämie ein.' },
    },
  },
  {
    key: 'anniversary',
    icon: 'mdi:cake-variant-outline',
    kind: 'membership_days',
    target: 365,
    texts: {
      en: { name: 'One year together', description: 'Thank you for a year in the programme.', criteria: 'Be a member for a year.' },
      cz: { name: 'Rok spolu', description: 'Děkujeme za rok v programu.', criteria: 'Buďte členem jeden rok.' },
      sk: { name: 'Rok spolu', description: 'Ďakujeme za rok v programe.', criteria: 'Buďte členom jeden rok.' },
      de: { name: 'Ein Jahr zusammen', description: 'Danke für ein Jahr im Programm.', criteria: 'Seien Sie ein Jahr lang Mitglied.' },
    },
  },
  {
    key: 'all-year-round',
    icon: 'mdi:calendar-check-outline',
    kind: 'active_months',
    target: 12,
    texts: {
      en: { name: 'All year round', description: 'Every season is a shopping season.', criteria: 'Have receipts accepted in 12 different months.' },
      cz: { name: 'Po celý rok', description: 'Každá sezóna je nákupní.', criteria: 'Nechte si schválit účtenky ve 12 různých měsících.' },
      sk: { name: 'Celý rok', description: 'Každá sezóna je nákupná.', criteria: 'Nechajte si schváliť bločky v 12 rôznych mesiacoch.' },
      de: { name: 'Das ganze Jahr', description: 'Jede Jahreszeit ist Einkaufszeit.', criteria: 'Lassen Sie Kassenbons in 12 verschiedenen Monaten bestätigen.' },
    },
  },
  {
    key: 'points-master',
    icon: 'mdi:trophy-outline',
    kind: 'points_earned',
    target: 5000,
    texts: {
      en: { name: 'Points master', description: 'Among the programme’s best.', criteria: 'Earn 5,000 points in total.' },
      cz: { name: 'Mistr bodů', description: 'Mezi nejlepšími v programu.', criteria: 'Získejte celkem 5 000 bodů.' },
      sk: { name: 'Majster bodov', description: 'Medzi najlepšími v programe.', criteria: 'Získajte celkovo 5 000 bodov.' },
      de: { name: 'Punktemeister', description: 'Unter den Besten des Programms.', criteria: 'Sammeln Sie insgesamt 5.000 Punkte.' },
    },
  },
];

/** Ids are `tenant index × 1000 + 851…`; beta has no badge for a year of membership (it is new). */
export function badgesFor(tenant: TenantId): Badge[] {
  return CATALOGUE.filter((badge) => !(tenant === 'beta' && badge.kind === 'membership_days')).map((badge, position) => {
    const id = TENANTS[tenant].index * 1000 + 851 + CATALOGUE.indexOf(badge);
    return {
      id,
      key: badge.key,
      position: position + 1,
      image: null,
      icon: badge.icon,
      criteria: { kind: badge.kind, target: badge.target },
      translations: translations(badge.texts),
    };
  });
}
