// Rewards of the loyalty programme: what a member can swap points for. The field list is ours; the
// specification shows none (§3) except `customer_like` (null, or `{ reaction }` for a member who
// liked it: always null here, the public list is not personal). Rewards have their own categories
// (`categories?filter[type]=reward`). `slug` is deliberately absent: the bff computes it.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { BRANDS } from './brand';
import type { CategoryNode } from './categories';
import { companyId } from './companies';
import { LOCALES, translations, type Locale, type Translation } from './i18n';

export interface RewardText {
  title: string;
  /** HTML, as the platform's editors produce it. */
  description: string;
}

export interface Reward {
  id: number;
  category_id: number;
  points: number;
  /** How many times one member may redeem it; null: no limit. */
  limit_per_member: number | null;
  /** How many exist in all; null: no limit. */
  limit_total: number | null;
  /** How many of `limit_total` are left; null when there is no total limit. */
  remaining: number | null;
  /** YYYY-MM-DD, the first and last day it can be redeemed; `valid_to` null: until withdrawn. */
  valid_from: string;
  valid_to: string | null;
  image: string;
  /** The shop that gives it, or null for the mall's own. */
  company_id: number | null;
  customer_like: null | { reaction: string };
  translations: Translation<RewardText>[];
  created_at: string;
}

type Names = [en: string, cz: string, sk: string, de: string];

interface CategorySeed {
  id: number;
  icon: string;
  names: Names;
}

/** Reward categories, the same for every tenant (ids apart from the shops' categories). */
export const REWARD_CATEGORY_SEEDS: readonly CategorySeed[] = [
  { id: 901, icon: 'mdi:coffee', names: ['Food & Drinks', 'Jídlo a pití', 'Jedlo a nápoje', 'Essen & Trinken'] },
  { id: 902, icon: 'mdi:ticket-percent', names: ['Shopping vouchers', 'Nákupní poukázky', 'Nákupné poukážky', 'Einkaufsgutscheine'] },
  { id: 903, icon: 'mdi:party-popper', names: ['Experiences', 'Zážitky', 'Zážitky', 'Erlebnisse'] },
  { id: 904, icon: 'mdi:spa', names: ['Beauty & Wellness', 'Krása a wellness', 'Krása a wellness', 'Schönheit & Wellness'] },
];

/** The categories as `GET categories?filter[type]=reward` answers them: a flat tree (no subcategories). */
export const REWARD_CATEGORY_TREE: readonly CategoryNode[] = REWARD_CATEGORY_SEEDS.map((seed) => {
  const [en, cz, sk, de] = seed.names;
  return {
    id: seed.id,
    parent_id: null,
    type: 'reward',
    icon: seed.icon,
    translations: translations({ en: { name: en }, cz: { name: cz }, sk: { name: sk }, de: { name: de } }),
    subcategory: [],
  };
});

interface Seed {
  category: number;
  points: number;
  perMember: number | null;
  total: number | null;
  /** How many of the total are taken. */
  taken: number;
  from: string;
  to: string | null;
  /** Position in the tenant's shop list, or null for the mall. */
  shop: number | null;
  texts: Partial<Record<Locale, RewardText>>;
}

const p = (text: string) => `<p>${text}</p>`;

// The first is the reward the hero banner shows (`+401`, hero-banners.ts): the same texts and points.
const SEEDS: readonly Seed[] = [
  {
    category: 901,
    points: 100,
    perMember: 1,
    total: 500,
    taken: 137,
    from: '2026-01-01',
    to: '2026-12-31',
    shop: null,
    texts: {
      en: { title: 'Free coffee', description: p('Swap 100 points for a coffee of your choice.') + p('Show the reward in the app at the café.') },
      cz: { title: 'Káva zdarma', description: p('Vyměňte 100 bodů za kávu dle výběru.') + p('Odměnu ukažte v aplikaci v kavárně.') },
      sk: { title: 'Káva zadarmo', description: p('Vymeňte 100 bodov za kávu podľa výberu.') + p('Odmenu ukážte v aplikácii v kaviarni.') },
      de: { title: 'Gratis Kaffee', description: p('Tauschen Sie 100 Punkte gegen einen Kaffee Ihrer Wahl.') + p('Zeigen Sie die Prämie in der App im Café.') },
    },
  },
  {
    category: 902,
    points: 500,
    perMember: 2,
    total: 200,
    taken: 200,
    from: '2026-03-01',
    to: '2026-12-31',
    shop: null,
    texts: {
      en: { title: 'Shopping voucher worth 10 €', description: p('A voucher for <strong>any shop</strong> in {mall}.') },
      cz: { title: 'Nákupní poukázka v hodnotě 250 Kč', description: p('Poukázka do <strong>libovolného obchodu</strong> v {mall}.') },
      sk: { title: 'Nákupná poukážka v hodnote 10 €', description: p('Poukážka do <strong>ľubovoľného obchodu</strong> v {mall}.') },
      de: { title: 'Einkaufsgutschein über 10 €', description: p('Ein Gutschein für <strong>jedes Geschäft</strong> im {mall}.') },
    },
  },
  {
    category: 903,
    points: 3,
    perMember: null,
    total: null,
    taken: 0,
    from: '2026-01-01',
    to: null,
    shop: null,
    texts: {
      en: { title: 'One hour of free parking', description: p('Park for an extra hour free of charge.') },
      cz: { title: 'Hodina parkování zdarma', description: p('Parkujte hodinu navíc zdarma.') },
      sk: { title: 'Hodina parkovania zadarmo', description: p('Parkujte hodinu navyše zadarmo.') },
      de: { title: 'Eine Stunde gratis parken', description: p('Parken Sie eine Stunde länger kostenlos.') },
    },
  },
  {
    category: 901,
    points: 1,
    perMember: 1,
    total: 1000,
    taken: 12,
    from: '2026-06-01',
    to: '2026-09-30',
    shop: 7,
    texts: {
      en: { title: 'Scoop of ice cream', description: p('One scoop of any flavour, for a single point.') },
      cz: { title: 'Kopeček zmrzliny', description: p('Jeden kopeček libovolné příchuti za jediný bod.') },
      sk: { title: 'Kopček zmrzliny', description: p('Jeden kopček ľubovoľnej príchute za jediný bod.') },
      de: { title: 'Eine Kugel Eis', description: p('Eine Kugel jeder Sorte für einen einzigen Punkt.') },
    },
  },
  {
    category: 904,
    points: 250,
    perMember: 1,
    total: 50,
    taken: 48,
    from: '2026-02-01',
    to: '2026-12-31',
    shop: 2,
    texts: {
      en: { title: 'Cosmetics gift set', description: p('A set of care products.') + '<ul><li>shower gel</li><li>hand cream</li><li>lip balm</li></ul>' },
      cz: { title: 'Dárková sada kosmetiky', description: p('Sada pečující kosmetiky.') + '<ul><li>sprchový gel</li><li>krém na ruce</li><li>balzám na rty</li></ul>' },
      sk: { title: 'Darčeková sada kozmetiky', description: p('Sada ošetrujúcej kozmetiky.') + '<ul><li>sprchový gél</li><li>krém na ruky</li><li>balzam na pery</li></ul>' },
      de: { title: 'Kosmetik-Geschenkset', description: p('Ein Set Pflegeprodukte.') + '<ul><li>Duschgel</li><li>Handcreme</li><li>Lippenbalsam</li></ul>' },
    },
  },
  {
    category: 903,
    points: 2,
    perMember: 4,
    total: null,
    taken: 0,
    from: '2026-01-01',
    to: '2026-12-31',
    shop: null,
    texts: {
      en: { title: 'Ride on the carousel', description: p('A ride for the little ones on the ground floor.') },
      cz: { title: 'Jízda na kolotoči', description: p('Jízda pro nejmenší v přízemí.') },
      sk: { title: 'Jazda na kolotoči', description: p('Jazda pre najmenších na prízemí.') },
      de: { title: 'Karussellfahrt', description: p('Eine Fahrt für die Kleinen im Erdgeschoss.') },
    },
  },
  {
    category: 903,
    points: 400,
    perMember: 2,
    total: 300,
    taken: 41,
    from: '2026-01-15',
    to: '2026-12-31',
    shop: null,
    texts: {
      en: { title: 'Two cinema tickets', description: p('Two tickets for any 2D screening from Monday to Thursday.') },
      cz: { title: 'Dvě vstupenky do kina', description: p('Dvě vstupenky na libovolné 2D promítání od pondělí do čtvrtka.') },
      sk: { title: 'Dve vstupenky do kina', description: p('Dve vstupenky na ľubovoľné 2D premietanie od pondelka do štvrtka.') },
      de: { title: 'Zwei Kinokarten', description: p('Zwei Karten für eine beliebige 2D-Vorstellung von Montag bis Donnerstag.') },
    },
  },
  {
    category: 901,
    points: 150,
    perMember: 3,
    total: null,
    taken: 0,
    from: '2026-01-01',
    to: '2026-12-31',
    shop: 8,
    // No German text on purpose: exercises the translation fallback (CONTRACT.md).
    texts: {
      en: { title: 'Croissant and cappuccino', description: p('Breakfast to start the day.') },
      cz: { title: 'Croissant a cappuccino', description: p('Snídaně do začátku dne.') },
      sk: { title: 'Croissant a cappuccino', description: p('Raňajky na začiatok dňa.') },
    },
  },
  {
    category: 902,
    points: 1000,
    perMember: 1,
    total: 100,
    taken: 3,
    from: '2026-04-01',
    to: '2026-12-31',
    shop: null,
    texts: {
      en: { title: 'Shopping voucher worth 25 €', description: p('A bigger voucher for any shop in {mall}.') },
      cz: { title: 'Nákupní poukázka v hodnotě 600 Kč', description: p('Větší poukázka do libovolného obchodu v {mall}.') },
      sk: { title: 'Nákupná poukážka v hodnote 25 €', description: p('Väčšia poukážka do ľubovoľného obchodu v {mall}.') },
      de: { title: 'Einkaufsgutschein über 25 €', description: p('Ein größerer Gutschein für jedes Geschäft im {mall}.') },
    },
  },
  {
    category: 904,
    points: 300,
    perMember: 1,
    total: 40,
    taken: 5,
    from: '2026-01-01',
    to: '2026-12-31',
    shop: null,
    // Markup an editor should not have pasted: the bff must sanitise it (CONTRACT.md quirks).
    texts: {
      en: { title: 'Manicure', description: p('A classic manicure.') + '<script>alert("x")</script><p onclick="steal()">Book at <a href="javascript:steal()">the salon</a>.</p>' },
      cz: { title: 'Manikúra', description: p('Klasická manikúra.') + '<script>alert("x")</script><p onclick="steal()">Objednejte se <a href="javascript:steal()">v salonu</a>.</p>' },
      sk: { title: 'Manikúra', description: p('Klasická manikúra.') + '<script>alert("x")</script><p onclick="steal()">Objednajte sa <a href="javascript:steal()">v salóne</a>.</p>' },
      de: { title: 'Maniküre', description: p('Eine klassische Maniküre.') + '<script>alert("x")</script><p onclick="steal()">Termin <a href="javascript:steal()">im Salon</a>.</p>' },
    },
  },
  {
    category: 903,
    points: 60,
    perMember: 2,
    total: null,
    taken: 0,
    from: '2026-01-01',
    to: '2026-12-31',
    shop: null,
    texts: {
      en: { title: 'Bowling lane for an hour', description: p('One lane for up to six players.') },
      cz: { title: 'Bowlingová dráha na hodinu', description: p('Jedna dráha až pro šest hráčů.') },
      sk: { title: 'Bowlingová dráha na hodinu', description: p('Jedna dráha až pre šiestich hráčov.') },
      de: { title: 'Eine Stunde Bowling', description: p('Eine Bahn für bis zu sechs Spieler.') },
    },
  },
  {
    category: 901,
    points: 80,
    perMember: 2,
    total: null,
    taken: 0,
    from: '2026-01-01',
    to: '2026-12-31',
    shop: null,
    texts: {
      en: { title: 'Fresh juice', description: p('A freshly squeezed orange juice.') },
      cz: { title: 'Čerstvý džus', description: p('Čerstvě vymačkaný pomerančový džus.') },
      sk: { title: 'Čerstvý džús', description: p('Čerstvo vytlačený pomarančový džús.') },
      de: { title: 'Frischer Saft', description: p('Ein frisch gepresster Orangensaft.') },
    },
  },
  {
    category: 902,
    points: 5,
    perMember: 1,
    total: null,
    taken: 0,
    from: '2026-01-01',
    to: '2026-12-31',
    shop: 0,
    texts: {
      en: { title: '5 % off your next purchase', description: p('A discount on one purchase in the shop that gives it.') },
      cz: { title: 'Sleva 5 % na další nákup', description: p('Sleva na jeden nákup v obchodě, který ji nabízí.') },
      sk: { title: 'Zľava 5 % na ďalší nákup', description: p('Zľava na jeden nákup v obchode, ktorý ju ponúka.') },
      de: { title: '5 % Rabatt auf den nächsten Einkauf', description: p('Ein Rabatt auf einen Einkauf im Geschäft, das ihn anbietet.') },
    },
  },
];

/** How many of the seeds each tenant shows (beta is a small demo: one page only). */
const COUNT: Record<TenantId, number> = { aupark: 13, galerieharfa: 12, novoplaza: 11, europasc: 13, beta: 4 };

export const rewardId = (tenant: TenantId, position: number): number => TENANTS[tenant].index * 1000 + 401 + position;

export function rewardsFor(tenant: TenantId, image: ImageUrl): Reward[] {
  const mall = BRANDS[tenant].name;
  return SEEDS.slice(0, COUNT[tenant]).map((seed, position) => {
    const id = rewardId(tenant, position);
    const byLocale: Partial<Record<Locale, RewardText>> = {};
    for (const locale of LOCALES) {
      const text = seed.texts[locale];
      if (text) byLocale[locale] = { title: text.title, description: text.description.replaceAll('{mall}', mall) };
    }
    const title = byLocale.en?.title ?? `Reward ${id}`;
    return {
      id,
      category_id: seed.category,
      points: seed.points,
      limit_per_member: seed.perMember,
      limit_total: seed.total,
      remaining: seed.total === null ? null : seed.total - seed.taken,
      valid_from: seed.from,
      valid_to: seed.to,
      image: image('picture', `reward-${id}`, title),
      company_id: seed.shop === null ? null : companyId(tenant, seed.shop),
      customer_like: null,
      translations: translations(byLocale),
      created_at: `${seed.from}T08:00:00.000000Z`,
    };
  });
}
