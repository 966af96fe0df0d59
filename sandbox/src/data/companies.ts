// Shops (the platform calls them companies). The field list is ours; the specification shows
// none (§3). `slug` is deliberately absent: the bff computes it by the specification's slug rule.

import type { BrandColors, ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { BRANDS } from './brand';
import { CATEGORIES_BY_ID } from './categories';
import { translations, without, type Locale, type Translation } from './i18n';
import { week, type WeekHours } from './opening-hours';

export interface CompanyText {
  description: string;
  company_category: string;
}

export interface Company {
  id: number;
  name: string;
  logo: string;
  image: string;
  category_ids: number[];
  floor: number;
  unit: string;
  phone: string;
  email: string;
  website: string | null;
  /** The shop's online store (the `eshops` page), `{tld}` resolved; null: it sells in the mall only. Some lack a scheme on purpose (spec §5). */
  eshop_url: string | null;
  /** Photos of the shop for its detail page's carousel (absolute URLs), in order. */
  gallery: string[];
  /** Social profiles, as the mall's (spec §3 "Mall detail"): absolute URLs or null. */
  facebook: string | null;
  instagram: string | null;
  tiktok: string | null;
  youtube: string | null;
  /** The shop takes part in the mall's loyalty programme (shown when is_loyalty_program_displayed_on_shop). */
  is_loyalty_partner: boolean;
  is_featured: boolean;
  /** null: the shop keeps the mall's hours. */
  opening_hours: WeekHours | null;
  translations: Translation<CompanyText>[];
  created_at: string;
}

interface BrandSeed {
  name: string;
  /** The brand's main colour and its second one: its logo and photos are drawn in them. */
  colors: BrandColors;
  categories: number[];
  /** `{tld}` becomes cz or sk. Some have no scheme on purpose (spec §5 URL normalisation). */
  website: string | null;
  /** The online store, `{tld}` as in `website`; absent: none. Some have no scheme, one is not an address at all (CONTRACT.md). */
  eshop?: string;
  hours?: WeekHours;
}

const GROCERY_HOURS = week(['07:00', '22:00'], ['07:00', '22:00'], ['08:00', '21:00']);
const OFFICE_HOURS = week(['09:00', '19:00'], ['09:00', '13:00'], 'closed');
const CINEMA_HOURS = week(['12:00', '23:30'], ['10:00', '23:59'], ['10:00', '23:00']);

const CATALOGUE = {
  'marks-spencer': { name: 'Marks & Spencer', colors: ['#0b3b2e', '#c8b273'], categories: [11, 12, 23], website: 'https://www.marksandspencer.com', eshop: 'https://www.marksandspencer.com/{tld}/' },
  kaufland: { name: 'Kaufland', colors: ['#e10915', '#ffffff'], categories: [23], website: 'www.kaufland.{tld}', hours: GROCERY_HOURS },
  dm: { name: 'dm drogerie markt', colors: ['#002878', '#ffd400'], categories: [31], website: 'https://www.dm.{tld}', eshop: 'www.mojadm.{tld}' },
  dracik: { name: 'Dráčik', colors: ['#e4032e', '#ffcc00'], categories: [7, 13], website: 'www.dracik.sk', eshop: 'www.dracik.sk/eshop' },
  posta: { name: 'Pošta', colors: ['#ffcc00', '#1a1a1a'], categories: [81], website: null, hours: OFFICE_HOURS },
  tchibo: { name: 'Tchibo', colors: ['#0b2a4a', '#c8a45a'], categories: [22, 5], website: 'https://www.tchibo.{tld}', eshop: 'https://www.tchibo.{tld}/shop' },
  deichmann: { name: 'Deichmann', colors: ['#006a3a', '#ffffff'], categories: [14], website: 'https://www.deichmann.com' },
  hm: { name: 'H&M', colors: ['#e50010', '#ffffff'], categories: [11, 12, 13], website: 'https://www2.hm.com', eshop: 'https://www2.hm.com' },
  ludovit: { name: 'Café Bistro Ľudovít', colors: ['#5b3a29', '#e8c9a0'], categories: [22], website: 'cafe-ludovit.sk', eshop: 'objednávky na telefóne' },
  ruza: { name: 'Kvetinárstvo Ruža', colors: ['#c2185b', '#f8bbd0'], categories: [82], website: null },
  dobrovsky: { name: 'Knihy Dobrovský', colors: ['#1d1d1b', '#e30613'], categories: [7], website: 'https://www.knihydobrovsky.cz', eshop: 'knihydobrovsky.cz' },
  drmax: { name: 'Lékárna Dr.Max', colors: ['#00873e', '#ffffff'], categories: [32], website: 'https://www.drmax.cz' },
  stefanik: { name: 'Optika Štefánik', colors: ['#1e3a5f', '#9fc5e8'], categories: [32], website: 'optika-stefanik.sk' },
  reserved: { name: 'Reserved', colors: ['#111111', '#d9d9d9'], categories: [11, 12], website: 'https://www.reserved.com', eshop: 'https://www.reserved.com' },
  ccc: { name: 'CCC', colors: ['#e30613', '#ffffff'], categories: [14], website: 'https://ccc.eu' },
  sportisimo: { name: 'Sportisimo', colors: ['#d7141a', '#1a1a1a'], categories: [6], website: 'https://www.sportisimo.{tld}', eshop: 'www.sportisimo.{tld}' },
  datart: { name: 'Datart', colors: ['#e2001a', '#1a1a1a'], categories: [4], website: 'www.datart.{tld}', eshop: 'https://www.datart.{tld}' },
  nay: { name: 'Nay Elektrodom', colors: ['#e30613', '#0054a6'], categories: [4], website: 'https://www.nay.sk', eshop: 'www.nay.sk' },
  albert: { name: 'Albert', colors: ['#00508c', '#e30613'], categories: [23], website: 'https://www.albert.cz', hours: GROCERY_HOURS },
  tesco: { name: 'Tesco Hypermarket', colors: ['#00539f', '#ee1c2e'], categories: [23], website: 'https://www.itesco.cz', hours: week(['06:00', '22:00'], ['06:00', '22:00'], ['07:00', '22:00']) },
  billa: { name: 'Billa', colors: ['#ffe500', '#e30613'], categories: [23], website: 'https://www.billa.sk', hours: GROCERY_HOURS },
  starbucks: { name: 'Starbucks', colors: ['#00704a', '#ffffff'], categories: [22], website: 'https://www.starbucks.{tld}' },
  kfc: { name: 'KFC', colors: ['#a3080c', '#ffffff'], categories: [21], website: 'https://www.kfc.{tld}' },
  bageterie: { name: 'Bageterie Boulevard', colors: ['#2b2b2b', '#f2a900'], categories: [21], website: 'www.bageterie.cz' },
  nonna: { name: 'Pizzeria Da Nonna', colors: ['#008c45', '#cd212a'], categories: [21], website: null },
  zara: { name: 'Zara', colors: ['#000000', '#ffffff'], categories: [11, 12, 13], website: 'https://www.zara.com', eshop: 'https://www.zara.com' },
  newyorker: { name: 'New Yorker', colors: ['#1a1a1a', '#e0e0e0'], categories: [11, 12], website: 'https://www.newyorker.de' },
  pandora: { name: 'Pandora', colors: ['#1a1a1a', '#f4c7c9'], categories: [14], website: 'https://www.pandora.net', eshop: 'https://www.pandora.net/shop' },
  rossmann: { name: 'Rossmann', colors: ['#c3002f', '#ffffff'], categories: [31], website: 'https://www.rossmann.cz' },
  sephora: { name: 'Sephora', colors: ['#000000', '#ffffff'], categories: [31], website: 'https://www.sephora.cz', eshop: 'sephora.cz' },
  alza: { name: 'Alza.cz', colors: ['#2d3848', '#42b549'], categories: [4], website: 'https://www.alza.cz', eshop: 'https://www.alza.cz' },
  pompo: { name: 'Hračky Pompo', colors: ['#f39200', '#0072bc'], categories: [7, 13], website: 'www.pompo.cz' },
  jysk: { name: 'JYSK', colors: ['#143c8c', '#ffffff'], categories: [5], website: 'https://jysk.{tld}', eshop: 'jysk.{tld}/eshop' },
  intersport: { name: 'Intersport', colors: ['#003a80', '#e30613'], categories: [6], website: 'https://www.intersport.{tld}', eshop: 'https://www.intersport.{tld}' },
  cinemacity: { name: 'Cinema City', colors: ['#1a1a1a', '#f7b500'], categories: [9], website: 'https://www.cinemacity.{tld}', hours: CINEMA_HOURS },
  tatrabanka: { name: 'Tatra banka', colors: ['#000000', '#c7a25a'], categories: [81], website: 'https://www.tatrabanka.sk', hours: OFFICE_HOURS },
  csas: { name: 'Česká spořitelna', colors: ['#2870ed', '#ffffff'], categories: [81], website: 'https://www.csas.cz', hours: OFFICE_HOURS },
  lenka: { name: 'Kadeřnictví Lenka & spol.', colors: ['#6a1b9a', '#f3e5f5'], categories: [8], website: 'kadernictvi-lenka.cz' },
  pekaren: { name: 'Pekáreň u Jána', colors: ['#8d5524', '#f4d03f'], categories: [23, 22], website: null },
  sushi: { name: 'Sushi Point', colors: ['#c62828', '#1a1a1a'], categories: [21], website: 'https://www.sushipoint.sk' },
  gamezone: { name: 'Game Zone Arkády', colors: ['#311b92', '#00e5ff'], categories: [9], website: 'gamezone-arkady.cz' },
  herna: { name: 'Happy Kids Herňa', colors: ['#ff7043', '#ffeb3b'], categories: [9, 13], website: null },
  orange: { name: 'Orange', colors: ['#ff7900', '#000000'], categories: [4, 8], website: 'https://www.orange.sk' },
  o2: { name: 'O2', colors: ['#0019a5', '#ffffff'], categories: [4, 8], website: 'https://www.o2.cz' },
  pepco: { name: 'Pepco', colors: ['#003c78', '#ffffff'], categories: [5, 13], website: 'https://pepco.cz' },
  hervis: { name: 'Hervis', colors: ['#e30613', '#ffffff'], categories: [6], website: 'https://www.hervis.sk' },
  // Names that start with a letter with a diacritic: the A–Z list folds them (Ľ under L, Š under S).
  ludova: { name: 'Ľudová tvorba', colors: ['#8e1b1b', '#f5e6c8'], categories: [7], website: 'ludova-tvorba.sk' },
  sperky: { name: 'Šperky Koruna', colors: ['#1a1a1a', '#d4af37'], categories: [14], website: null },
} satisfies Record<string, BrandSeed>;

type BrandKey = keyof typeof CATALOGUE;

interface TenantShops {
  shops: BrandKey[];
  featured: BrandKey[];
  /** Shops left without one locale on purpose (CONTRACT.md "Deliberate data quirks"). */
  missing: Partial<Record<BrandKey, Locale>>;
}

const TENANT_SHOPS: Record<TenantId, TenantShops> = {
  aupark: {
    shops: ['marks-spencer', 'dm', 'dracik', 'posta', 'tchibo', 'deichmann', 'hm', 'ludovit', 'ruza', 'stefanik', 'reserved', 'ccc', 'sportisimo', 'nay', 'starbucks', 'kfc', 'zara', 'pandora', 'cinemacity', 'tatrabanka', 'billa', 'orange', 'herna', 'sushi'],
    featured: ['marks-spencer', 'hm', 'zara', 'ludovit', 'cinemacity', 'sportisimo', 'pandora'],
    missing: { dracik: 'de' },
  },
  galerieharfa: {
    shops: ['kaufland', 'dobrovsky', 'drmax', 'hm', 'reserved', 'ccc', 'deichmann', 'datart', 'albert', 'starbucks', 'kfc', 'bageterie', 'zara', 'newyorker', 'rossmann', 'sephora', 'alza', 'pompo', 'sportisimo', 'csas', 'o2', 'tchibo', 'posta', 'lenka'],
    featured: ['hm', 'zara', 'sephora', 'alza', 'dobrovsky', 'starbucks', 'datart', 'newyorker'],
    missing: { pompo: 'de', bageterie: 'sk' },
  },
  novoplaza: {
    shops: ['tesco', 'dm', 'deichmann', 'drmax', 'posta', 'tchibo', 'dobrovsky', 'datart', 'jysk', 'kfc', 'nonna', 'bageterie', 'ccc', 'pepco', 'pompo', 'rossmann', 'csas', 'o2', 'sperky'],
    featured: ['tesco', 'dm', 'datart', 'jysk', 'kfc', 'pepco'],
    missing: { nonna: 'de' },
  },
  europasc: {
    shops: ['kaufland', 'dm', 'dracik', 'posta', 'deichmann', 'hm', 'reserved', 'stefanik', 'nay', 'intersport', 'hervis', 'cinemacity', 'pekaren', 'ludovit', 'ruza', 'tatrabanka', 'jysk', 'gamezone', 'orange', 'pandora', 'ludova'],
    featured: ['kaufland', 'hm', 'intersport', 'cinemacity', 'nay', 'pekaren', 'reserved'],
    missing: { pekaren: 'de' },
  },
  beta: {
    shops: ['marks-spencer', 'kaufland', 'dm', 'tchibo', 'hm', 'dobrovsky', 'drmax', 'reserved', 'ccc', 'sportisimo', 'datart', 'starbucks', 'nonna', 'posta', 'ruza', 'gamezone'],
    featured: ['marks-spencer', 'hm', 'dobrovsky', 'starbucks', 'sportisimo', 'gamezone'],
    missing: { ruza: 'de' },
  },
};

const FLOORS = [0, 1, 0, 2, 1, -1, 0, 1, 2] as const;
const UNIT_LETTER: Record<number, string> = { [-1]: 'U', 0: 'A', 1: 'B', 2: 'C' };

function categoryName(id: number, locale: Locale): string {
  return CATEGORIES_BY_ID.get(id)?.translations.find((t) => t.locale === locale)?.name ?? '';
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Descriptions are rich text (HTML written by the mall's editors), as the platform's are. A few carry
// markup the bff must drop (CONTRACT.md "Deliberate data quirks": a script and an event handler).
function descriptions(name: string, mall: string, categoryId: number, unsafe: boolean): Record<Locale, CompanyText> {
  const cat = (locale: Locale) => escapeHtml(categoryName(categoryId, locale));
  const n = escapeHtml(name);
  const m = escapeHtml(mall);
  const extra = unsafe ? '<script>alert("x")</script><p onclick="alert(1)">★</p>' : '';
  const html = (intro: string, visit: string, list: [string, string]) =>
    `<p>${intro}</p><p>${visit}</p><ul><li>${list[0]}</li><li>${list[1]}</li></ul>${extra}`;
  return {
    en: {
      description: html(`<strong>${n}</strong> welcomes you at ${m}.`, `Visit us for ${cat('en').toLowerCase()}.`, ['Friendly staff', 'New collections every season']),
      company_category: categoryName(categoryId, 'en'),
    },
    cz: {
      description: html(`<strong>${n}</strong> vás vítá v centru ${m}.`, `Navštivte nás – ${cat('cz').toLowerCase()}.`, ['Ochotný personál', 'Novinky každou sezónu']),
      company_category: categoryName(categoryId, 'cz'),
    },
    sk: {
      description: html(`<strong>${n}</strong> vás víta v centre ${m}.`, `Navštívte nás – ${cat('sk').toLowerCase()}.`, ['Ochotný personál', 'Novinky každú sezónu']),
      company_category: categoryName(categoryId, 'sk'),
    },
    de: {
      description: html(`<strong>${n}</strong> begrüßt Sie im ${m}.`, `Besuchen Sie uns – ${cat('de')}.`, ['Freundliches Personal', 'Neue Kollektionen jede Saison']),
      company_category: categoryName(categoryId, 'de'),
    },
  };
}

function emailSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Ids are `tenant index × 1000 + position`, so an id leaking across tenants is easy to spot. */
export function companyId(tenant: TenantId, position: number): number {
  return TENANTS[tenant].index * 1000 + position + 1;
}

export function companiesFor(tenant: TenantId, image: ImageUrl): Company[] {
  const { shops, featured, missing } = TENANT_SHOPS[tenant];
  const { country } = TENANTS[tenant];
  const tld = country.toLowerCase();
  const mall = BRANDS[tenant].name;
  return shops.map((key, position) => {
    const seed: BrandSeed = CATALOGUE[key];
    const id = companyId(tenant, position);
    const floor = FLOORS[position % FLOORS.length] ?? 0;
    // The fourth shop of every tenant carries unsafe markup in its description (a deliberate quirk).
    const texts = descriptions(seed.name, mall, seed.categories[0] ?? 0, position === 3);
    const missingLocale = missing[key];
    const slug = emailSlug(seed.name);
    const phoneTail = String(100 + position).padStart(3, '0');
    return {
      id,
      name: seed.name,
      logo: image('logo', `shop-${id}`, seed.name, seed.colors),
      image: image('cover', `shop-${id}`, seed.name, seed.colors),
      category_ids: [...seed.categories],
      floor,
      unit: `${UNIT_LETTER[floor] ?? 'A'}-${String(position * 3 + 10).padStart(3, '0')}`,
      phone: country === 'SK' ? `+421 2 6820 1${phoneTail}` : `+420 226 2${phoneTail.slice(0, 2)} ${phoneTail}`,
      email: `${slug}@${tenant}.shops.test`,
      website: seed.website === null ? null : seed.website.replace('{tld}', tld),
      eshop_url: seed.eshop === undefined ? null : seed.eshop.replace('{tld}', tld),
      // Its front, then two of its products: photographs, with no text in them.
      gallery: [1, 2, 3].map((n) => image('picture', `shop-${id}-${n}`, '', seed.colors)),
      // Social profiles for most shops; every fifth has none (the block is then left out).
      facebook: position % 5 === 4 ? null : `https://www.facebook.com/${slug}`,
      instagram: position % 5 === 4 ? null : `https://www.instagram.com/${slug.replace(/-/g, '')}`,
      tiktok: position % 3 === 0 ? `https://www.tiktok.com/@${slug.replace(/-/g, '')}` : null,
      youtube: null,
      is_loyalty_partner: position % 2 === 0,
      is_featured: featured.includes(key),
      opening_hours: seed.hours ?? null,
      translations: translations(missingLocale ? without(texts, missingLocale) : texts),
      created_at: `2026-01-${String((position % 28) + 1).padStart(2, '0')}T09:00:00.000000Z`,
    };
  });
}
