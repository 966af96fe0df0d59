// The mall record (spec §3 "Mall detail"). `/v1/malls` answers a list whose first item is the mall.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { BRANDS } from './brand';
import { LOCALES, translations, type Locale, type Translation } from './i18n';
import { closedDaysFor, type ClosedDay } from './closed-days';
import { week, type WeekHours } from './opening-hours';
import { mallGallery, mallPageTexts, type MallPageTexts } from './mall-pages';
import { withLegalTexts } from './legal';

export type Zone = 'default' | 'hypermarket' | 'restaurants' | 'cinema' | 'parking';

export interface OpeningHoursEntry {
  zone: Zone;
  status: 'open' | 'closed';
  translations: Translation<{ name: string }>[];
  days: WeekHours;
}

export interface Manager {
  name: string;
  role: string;
  email: string;
  phone: string;
}

export interface MallText {
  name: string;
  description: string;
  opening_hours_description: string;
  parking_description: string;
}

/** With the texts of the mall's own pages (mall-pages.ts). */
type MallTextWithPages = MallText & Partial<MallPageTexts>;

type Social = 'instagram' | 'facebook' | 'twitter' | 'telegram' | 'whatsapp' | 'viber' | 'youtube' | 'tiktok' | 'linkedin' | 'pinterest';

export type Mall = {
  id: number;
  name: string;
  image: string;
  image_wide: string;
  image_inverted: string;
  image_wide_inverted: string;
  image_icon: string;
  date_format: string;
  time_format: string;
  management: Manager[];
  /** A JSON string for some tenants, an object for others (spec §3); novoplaza's is invalid JSON on purpose. */
  property_management: string | Record<string, string>;
  legal_name: string;
  purchase_order_number: string;
  billing_email: string;
  registration_number: string;
  vat_registration_number: string;
  address: string;
  address_2: string | null;
  city: string;
  state: string;
  country: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  currency: string;
  opening_hours: OpeningHoursEntry[];
  /** Public holidays on which the centre is closed, this year's and next year's (data/closed-days.ts). */
  closed_days: ClosedDay[];
  supported_languages: { locale: string }[];
  /** Photos of the centre (mall-pages.ts). */
  gallery: string[];
  translations: Translation<MallTextWithPages>[];
} & Record<Social, string | null>;

const ZONE_NAMES: Record<Zone, Record<(typeof LOCALES)[number], { name: string }>> = {
  default: { en: { name: 'Shopping centre' }, cz: { name: 'Nákupní centrum' }, sk: { name: 'Nákupné centrum' }, de: { name: 'Einkaufszentrum' } },
  hypermarket: { en: { name: 'Hypermarket' }, cz: { name: 'Hypermarket' }, sk: { name: 'Hypermarket' }, de: { name: 'Hypermarkt' } },
  restaurants: { en: { name: 'Restaurants' }, cz: { name: 'Restaurace' }, sk: { name: 'Reštaurácie' }, de: { name: 'Restaurants' } },
  cinema: { en: { name: 'Cinema' }, cz: { name: 'Kino' }, sk: { name: 'Kino' }, de: { name: 'Kino' } },
  parking: { en: { name: 'Car park' }, cz: { name: 'Parkoviště' }, sk: { name: 'Parkovisko' }, de: { name: 'Parkhaus' } },
};

function zone(zoneId: Zone, days: WeekHours, status: 'open' | 'closed' = 'open'): OpeningHoursEntry {
  return { zone: zoneId, status, translations: translations(ZONE_NAMES[zoneId]), days };
}

const OPENING_HOURS: Record<TenantId, OpeningHoursEntry[]> = {
  aupark: [
    zone('default', week(['10:00', '21:00'], ['09:00', '21:00'], ['09:00', '21:00'])),
    zone('restaurants', week(['10:00', '22:00'], ['10:00', '22:00'], ['10:00', '21:00'])),
    zone('cinema', week(['12:00', '23:30'], ['10:00', '23:59'], ['10:00', '23:00'])),
    zone('parking', week(['06:00', '23:59'], ['06:00', '23:59'], ['07:00', '23:59'])),
  ],
  galerieharfa: [
    zone('default', week(['09:00', '21:00'], ['09:00', '21:00'], ['10:00', '20:00'])),
    zone('restaurants', week(['09:00', '22:00'], ['09:00', '22:00'], ['10:00', '21:00'])),
    zone('parking', week(['07:00', '23:00'], ['07:00', '23:00'], ['08:00', '22:00'])),
  ],
  novoplaza: [
    zone('default', week(['09:00', '20:00'], ['09:00', '20:00'], ['10:00', '18:00'])),
    zone('hypermarket', week(['06:00', '22:00'], ['06:00', '22:00'], ['07:00', '22:00'])),
  ],
  europasc: [
    zone('default', week(['09:00', '21:00'], ['09:00', '21:00'], ['09:00', '19:00'])),
    // A day closed inside a zone: the cinema rests on Mondays.
    zone('cinema', { ...week(['14:00', '23:00'], ['10:00', '23:30'], ['10:00', '22:00']), monday: { from: null, to: null, is_closed: true } }),
    zone('parking', week(['07:00', '23:30'], ['07:00', '23:30'], ['08:00', '23:00'])),
  ],
  // The default zone is closed on purpose: spec §4 "Today's hours" must then show none.
  beta: [
    zone('default', week(['09:00', '20:00'], ['09:00', '18:00'], 'closed'), 'closed'),
    zone('restaurants', week(['11:00', '22:00'], ['11:00', '22:00'], ['11:00', '20:00'])),
  ],
};

/** A tenant's opening hours by zone, as the mall record carries them (booking's times are computed from them). */
export function openingHoursFor(tenant: TenantId): readonly OpeningHoursEntry[] {
  return OPENING_HOURS[tenant];
}

interface MallSeed {
  legal_name: string;
  registration_number: string;
  vat_registration_number: string;
  address: string;
  address_2: string | null;
  city: string;
  state: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  phone: string;
  date_format: string;
  manager: [name: string, email: string, phone: string];
  property_management: string | Record<string, string>;
  social: Record<Social, string | null>;
  descriptions: { en: string; cz: string; sk: string; de: string };
}

const noSocial: Record<Social, null> = {
  instagram: null, facebook: null, twitter: null, telegram: null, whatsapp: null,
  viber: null, youtube: null, tiktok: null, linkedin: null, pinterest: null,
};

const SEEDS: Record<TenantId, MallSeed> = {
  aupark: {
    legal_name: 'Aupark Shopping Center s.r.o.',
    registration_number: '35 812 347',
    vat_registration_number: 'SK2020271234',
    address: 'Einsteinova 18',
    address_2: null,
    city: 'Bratislava',
    state: 'Bratislavský kraj',
    zip_code: '851 01',
    latitude: 48.1334,
    longitude: 17.1078,
    phone: '+421 2 6826 2222',
    date_format: 'd.m.Y',
    manager: ['Zuzana Kováčová', 'zuzana.kovacova@aupark.test', '+421 905 111 222'],
    property_management: JSON.stringify({ name: 'Unibail-Rodamco-Westfield Slovakia', email: 'pm@aupark.test', phone: '+421 2 6826 2200' }),
    social: { ...noSocial, instagram: 'https://www.instagram.com/auparkbratislava', facebook: 'https://www.facebook.com/auparkbratislava', youtube: 'https://www.youtube.com/@aupark', tiktok: 'https://www.tiktok.com/@aupark' },
    descriptions: {
      en: 'The shopping centre by the Danube with more than 200 shops, restaurants and a cinema.',
      cz: 'Nákupní centrum u Dunaje s více než 200 obchody, restauracemi a kinem.',
      sk: 'Nákupné centrum pri Dunaji s viac ako 200 obchodmi, reštauráciami a kinom.',
      de: 'Das Einkaufszentrum an der Donau mit mehr als 200 Geschäften, Restaurants und einem Kino.',
    },
  },
  galerieharfa: {
    legal_name: 'Galerie Harfa, a.s.',
    registration_number: '27 123 456',
    vat_registration_number: 'CZ27123456',
    address: 'Českomoravská 2420/15a',
    address_2: 'Praha 9 – Libeň',
    city: 'Praha',
    state: 'Hlavní město Praha',
    zip_code: '190 00',
    latitude: 50.1047,
    longitude: 14.4936,
    phone: '+420 226 222 111',
    date_format: 'd.m.Y',
    manager: ['Petra Svobodová', 'petra.svobodova@galerieharfa.test', '+420 602 123 456'],
    property_management: { name: 'CPI Property Group', email: 'pm@galerieharfa.test', phone: '+420 226 222 100' },
    social: { ...noSocial, instagram: 'https://www.instagram.com/galerieharfa', facebook: 'https://www.facebook.com/galerieharfa', linkedin: 'https://www.linkedin.com/company/galerie-harfa', pinterest: 'https://www.pinterest.com/galerieharfa' },
    descriptions: {
      en: 'Fashion, a food court and entertainment next to the O2 arena in Prague 9.',
      cz: 'Móda, food court a zábava vedle O2 areny v Praze 9.',
      sk: 'Móda, food court a zábava vedľa O2 arény v Prahe 9.',
      de: 'Mode, Food Court und Unterhaltung neben der O2 Arena in Prag 9.',
    },
  },
  novoplaza: {
    legal_name: 'Novo Plaza Praha s.r.o.',
    registration_number: '28 765 432',
    vat_registration_number: 'CZ28765432',
    address: 'Kutnohorská 1',
    address_2: 'Praha 10 – Dolní Měcholupy',
    city: 'Praha',
    state: 'Hlavní město Praha',
    zip_code: '109 00',
    latitude: 50.0569,
    longitude: 14.5658,
    phone: '+420 271 000 333',
    date_format: 'd.m.Y',
    manager: ['Tomáš Dvořák', 'tomas.dvorak@novoplaza.test', '+420 731 222 333'],
    // Invalid JSON on purpose (missing closing brace): spec §5 says it is logged and ignored.
    property_management: '{"name": "Novo Plaza Management", "email": "pm@novoplaza.test"',
    social: { ...noSocial, facebook: 'https://www.facebook.com/novoplaza', whatsapp: 'https://wa.me/420271000333', viber: 'viber://chat?number=420271000333' },
    descriptions: {
      en: 'Everyday shopping, services and a hypermarket in Prague 10.',
      cz: 'Každodenní nákupy, služby a hypermarket v Praze 10.',
      sk: 'Každodenné nákupy, služby a hypermarket v Prahe 10.',
      de: 'Alltägliche Einkäufe, Dienstleistungen und ein Hypermarkt in Prag 10.',
    },
  },
  europasc: {
    legal_name: 'EUROPA SC, a.s.',
    registration_number: '36 654 321',
    vat_registration_number: 'SK2022654321',
    address: 'Na Troskách 25',
    address_2: null,
    city: 'Banská Bystrica',
    state: 'Banskobystrický kraj',
    zip_code: '974 01',
    latitude: 48.7343,
    longitude: 19.1459,
    phone: '+421 48 471 1111',
    date_format: 'd.m.Y',
    manager: ['Martin Horváth', 'martin.horvath@europasc.test', '+421 907 333 444'],
    property_management: { name: 'Europa Development', email: 'pm@europasc.test', phone: '+421 48 471 1100' },
    social: { ...noSocial, instagram: 'https://www.instagram.com/europasc', facebook: 'https://www.facebook.com/europasc', twitter: 'https://x.com/europasc', telegram: 'https://t.me/europasc', youtube: 'https://www.youtube.com/@europasc' },
    descriptions: {
      en: 'Shops, a cinema, restaurants and parking in the heart of Banská Bystrica.',
      cz: 'Obchody, kino, restaurace a parkování v srdci Banské Bystrice.',
      sk: 'Obchody, kino, reštaurácie a parkovanie v srdci Banskej Bystrice.',
      de: 'Geschäfte, ein Kino, Restaurants und Parkplätze im Herzen von Banská Bystrica.',
    },
  },
  beta: {
    legal_name: 'Beta Mall Demo s.r.o.',
    registration_number: '01 234 567',
    vat_registration_number: 'CZ01234567',
    address: 'Ukázková 1',
    address_2: null,
    city: 'Praha',
    state: 'Hlavní město Praha',
    zip_code: '110 00',
    latitude: 50.0875,
    longitude: 14.4213,
    phone: '+420 222 000 000',
    date_format: 'Y-m-d',
    manager: ['Jan Demo', 'jan.demo@beta.test', '+420 700 000 000'],
    property_management: JSON.stringify({ name: 'Beta Property Services', email: 'pm@beta.test' }),
    social: { ...noSocial },
    descriptions: {
      en: 'A demo mall for trying the platform.',
      cz: 'Ukázkové nákupní centrum pro vyzkoušení platformy.',
      sk: 'Ukážkové nákupné centrum na vyskúšanie platformy.',
      de: 'Ein Demo-Einkaufszentrum zum Ausprobieren der Plattform.',
    },
  },
};

const HOURS_TEXT = {
  en: 'Opening hours may differ on public holidays.',
  cz: 'Ve státní svátky se otevírací doba může lišit.',
  sk: 'Počas štátnych sviatkov sa otváracie hodiny môžu líšiť.',
  de: 'An Feiertagen können die Öffnungszeiten abweichen.',
};

const PARKING_TEXT = {
  en: 'The first 2 hours of parking are free.',
  cz: 'První 2 hodiny parkování zdarma.',
  sk: 'Prvé 2 hodiny parkovania zadarmo.',
  de: 'Die ersten 2 Stunden Parken sind kostenlos.',
};

/** Where the languages knob keeps a tenant's `supported_languages` (members/store.ts's per-tenant state; routes/language-knobs.ts). */
export const MALL_LANGUAGES_AREA = 'mall-languages';

/** `languages`: the mall's `supported_languages` (the languages knob's); all four, the seed's, when absent. */
export function mallFor(tenant: TenantId, image: ImageUrl, languages: readonly Locale[] = LOCALES): Mall {
  const seed = SEEDS[tenant];
  const { index, country, currency } = TENANTS[tenant];
  const name = BRANDS[tenant].name;
  const [managerName, managerEmail, managerPhone] = seed.manager;
  return {
    id: index,
    name,
    image: image('logo', 'mall', name),
    image_wide: image('logo-wide', 'mall', name),
    image_inverted: image('logo-inverted', 'mall', name),
    image_wide_inverted: image('logo-inverted-wide', 'mall', name),
    image_icon: image('icon', 'mall', name),
    date_format: seed.date_format,
    time_format: 'H:i',
    management: [
      { name: managerName, role: 'Centre manager', email: managerEmail, phone: managerPhone },
      { name: 'Marketing team', role: 'Marketing', email: `marketing@${tenant}.test`, phone: seed.phone },
    ],
    property_management: seed.property_management,
    legal_name: seed.legal_name,
    purchase_order_number: `PO-2026-${String(index).padStart(4, '0')}`,
    billing_email: `billing@${tenant}.test`,
    registration_number: seed.registration_number,
    vat_registration_number: seed.vat_registration_number,
    address: seed.address,
    address_2: seed.address_2,
    city: seed.city,
    state: seed.state,
    country,
    zip_code: seed.zip_code,
    latitude: seed.latitude,
    longitude: seed.longitude,
    phone: seed.phone,
    email: `info@${tenant}.test`,
    currency,
    opening_hours: OPENING_HOURS[tenant],
    closed_days: closedDaysFor(tenant, [new Date().getUTCFullYear(), new Date().getUTCFullYear() + 1]),
    gallery: mallGallery(tenant, image, name),
    supported_languages: languages.map((locale) => ({ locale })),
    ...seed.social,
    // With the mall's `cookies` and `operating_rules` (spec §3 translation records; legal.ts).
    translations: withLegalTexts(translations({
      en: { name, description: seed.descriptions.en, opening_hours_description: HOURS_TEXT.en, parking_description: PARKING_TEXT.en, ...mallPageTexts(tenant, 'en') },
      cz: { name, description: seed.descriptions.cz, opening_hours_description: HOURS_TEXT.cz, parking_description: PARKING_TEXT.cz, ...mallPageTexts(tenant, 'cz') },
      sk: { name, description: seed.descriptions.sk, opening_hours_description: HOURS_TEXT.sk, parking_description: PARKING_TEXT.sk, ...mallPageTexts(tenant, 'sk') },
      de: { name, description: seed.descriptions.de, opening_hours_description: HOURS_TEXT.de, parking_description: PARKING_TEXT.de, ...mallPageTexts(tenant, 'de') },
    }), { mall: name, legalName: seed.legal_name, address: seed.address, zip: seed.zip_code, city: seed.city, country, registration: seed.registration_number, vat: seed.vat_registration_number, email: `info@${tenant}.test`, phone: seed.phone, origin: TENANTS[tenant].origin, tenant }),
  };
}
