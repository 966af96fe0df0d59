// Shops (the platform calls them companies). The field list is ours; the specification shows
// none (§3). `slug` is deliberately absent: the bff computes it by the specification's slug rule.

import type { ImageUrl } from '../images';
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
  categories: number[];
  /** `{tld}` becomes cz or sk. Some have no scheme on purpose (spec §5 URL normalisation). */
  website: string | null;
  hours?: WeekHours;
}

const GROCERY_HOURS = week(['07:00', '22:00'], ['07:00', '22:00'], ['08:00', '21:00']);
const OFFICE_HOURS = week(['09:00', '19:00'], ['09:00', '13:00'], 'closed');
const CINEMA_HOURS = week(['12:00', '23:30'], ['10:00', '23:59'], ['10:00', '23:00']);

const CATALOGUE = {
  'marks-spencer': { name: 'Marks & Spencer', categories: [11, 12, 23], website: 'https://www.marksandspencer.com' },
  kaufland: { name: 'Kaufland', categories: [23], website: 'www.kaufland.{tld}', hours: GROCERY_HOURS },
  dm: { name: 'dm drogerie markt', categories: [31], website: 'https://www.dm.{tld}' },
  dracik: { name: 'Dráčik', categories: [7, 13], website: 'www.dracik.sk' },
  posta: { name: 'Pošta', categories: [81], website: null, hours: OFFICE_HOURS },
  tchibo: { name: 'Tchibo', categories: [22, 5], website: 'https://www.tchibo.{tld}' },
  deichmann: { name: 'Deichmann', categories: [14], website: 'https://www.deichmann.com' },
  hm: { name: 'H&M', categories: [11, 12, 13], website: 'https://www2.hm.com' },
  ludovit: { name: 'Café Bistro Ľudovít', categories: [22], website: 'cafe-ludovit.sk' },
  ruza: { name: 'Kvetinárstvo Ruža', categories: [82], website: null },
  dobrovsky: { name: 'Knihy Dobrovský', categories: [7], website: 'https://www.knihydobrovsky.cz' },
  drmax: { name: 'Lékárna Dr.Max', categories: [32], website: 'https://www.drmax.cz' },
  stefanik: { name: 'Optika Štefánik', categories: [32], website: 'optika-stefanik.sk' },
  reserved: { name: 'Reserved', categories: [11, 12], website: 'https://www.reserved.com' },
  ccc: { name: 'CCC', categories: [14], website: 'https://ccc.eu' },
  sportisimo: { name: 'Sportisimo', categories: [6], website: 'https://www.sportisimo.{tld}' },
  datart: { name: 'Datart', categories: [4], website: 'www.datart.{tld}' },
  nay: { name: 'Nay Elektrodom', categories: [4], website: 'https://www.nay.sk' },
  albert: { name: 'Albert', categories: [23], website: 'https://www.albert.cz', hours: GROCERY_HOURS },
  tesco: { name: 'Tesco Hypermarket', categories: [23], website: 'https://www.itesco.cz', hours: week(['06:00', '22:00'], ['06:00', '22:00'], ['07:00', '22:00']) },
  billa: { name: 'Billa', categories: [23], website: 'https://www.billa.sk', hours: GROCERY_HOURS },
  starbucks: { name: 'Starbucks', categories: [22], website: 'https://www.starbucks.{tld}' },
  kfc: { name: 'KFC', categories: [21], website: 'https://www.kfc.{tld}' },
  bageterie: { name: 'Bageterie Boulevard', categories: [21], website: 'www.bageterie.cz' },
  nonna: { name: 'Pizzeria Da Nonna', categories: [21], website: null },
  zara: { name: 'Zara', categories: [11, 12, 13], website: 'https://www.zara.com' },
  newyorker: { name: 'New Yorker', categories: [11, 12], website: 'https://www.newyorker.de' },
  pandora: { name: 'Pandora', categories: [14], website: 'https://www.pandora.net' },
  rossmann: { name: 'Rossmann', categories: [31], website: 'https://www.rossmann.cz' },
  sephora: { name: 'Sephora', categories: [31], website: 'https://www.sephora.cz' },
  alza: { name: 'Alza.cz', categories: [4], website: 'https://www.alza.cz' },
  pompo: { name: 'Hračky Pompo', categories: [7, 13], website: 'www.pompo.cz' },
  jysk: { name: 'JYSK', categories: [5], website: 'https://jysk.{tld}' },
  intersport: { name: 'Intersport', categories: [6], website: 'https://www.intersport.{tld}' },
  cinemacity: { name: 'Cinema City', categories: [9], website: 'https://www.cinemacity.{tld}', hours: CINEMA_HOURS },
  tatrabanka: { name: 'Tatra banka', categories: [81], website: 'https://www.tatrabanka.sk', hours: OFFICE_HOURS },
  csas: { name: 'Česká spořitelna', categories: [81], website: 'https://www.csas.cz', hours: OFFICE_HOURS },
  lenka: { name: 'Kadeřnictví Lenka & spol.', categories: [8], website: 'kadernictvi-lenka.cz' },
  pekaren: { name: 'Pekáreň u Jána', categories: [23, 22], website: null },
  sushi: { name: 'Sushi Point', categories: [21], website: 'https://www.sushipoint.sk' },
  gamezone: { name: 'Game Zone Arkády', categories: [9], website: 'gamezone-arkady.cz' },
  herna: { name: 'Happy Kids Herňa', categories: [9, 13], website: null },
  orange: { name: 'Orange', categories: [4, 8], website: 'https://www.orange.sk' },
  o2: { name: 'O2', categories: [4, 8], website: 'https://www.o2.cz' },
  pepco: { name: 'Pepco', categories: [5, 13], website: 'https://pepco.cz' },
  hervis: { name: 'Hervis', categories: [6], website: 'https://www.hervis.sk' },
  // Names that start with a letter with a diacritic: the A–Z list folds them (Ľ under L, Š under S).
  ludova: { name: 'Ľudová tvorba', categories: [7], website: 'ludova-tvorba.sk' },
  sperky: { name: 'Šperky Koruna', categories: [14], website: null },
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
      logo: image('logo', `shop-${id}`, seed.name),
      image: image('cover', `shop-${id}`, seed.name),
      category_ids: [...seed.categories],
      floor,
      unit: `${UNIT_LETTER[floor] ?? 'A'}-${String(position * 3 + 10).padStart(3, '0')}`,
      phone: country === 'SK' ? `+421 2 6820 1${phoneTail}` : `+420 226 2${phoneTail.slice(0, 2)} ${phoneTail}`,
      email: `${slug}@${tenant}.shops.test`,
      website: seed.website === null ? null : seed.website.replace('{tld}', tld),
      gallery: [1, 2, 3].map((n) => image('picture', `shop-${id}-${n}`, `${seed.name} ${n}`)),
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
