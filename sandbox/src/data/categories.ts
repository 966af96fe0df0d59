// Shop categories, the same tree for every tenant. `icon` is an Iconify name: the web fetches
// icon sets from public icon hosts (spec §7), so the upstream only names the icon.

import { translations, type Translation } from './i18n';

export interface CategoryName {
  name: string;
}

export interface CategoryNode {
  id: number;
  parent_id: number | null;
  /** Shops' categories here; rewards and amenities have their own (data/rewards.ts, data/amenities.ts). */
  type: 'company' | 'reward' | 'amenity';
  icon: string;
  translations: Translation<CategoryName>[];
  subcategory: CategoryNode[];
}

type Names = [en: string, cz: string, sk: string, de: string];

interface Seed {
  id: number;
  icon: string;
  names: Names;
  children?: Seed[];
}

const SEEDS: Seed[] = [
  {
    id: 1,
    icon: 'mdi:hanger',
    names: ['Fashion', 'Móda', 'Móda', 'Mode'],
    children: [
      { id: 11, icon: 'mdi:human-female', names: ['Women', 'Dámská móda', 'Dámska móda', 'Damenmode'] },
      { id: 12, icon: 'mdi:human-male', names: ['Men', 'Pánská móda', 'Pánska móda', 'Herrenmode'] },
      { id: 13, icon: 'mdi:human-child', names: ['Kids', 'Dětská móda', 'Detská móda', 'Kindermode'] },
      { id: 14, icon: 'mdi:shoe-heel', names: ['Shoes & Accessories', 'Obuv a doplňky', 'Obuv a doplnky', 'Schuhe & Accessoires'] },
    ],
  },
  {
    id: 2,
    icon: 'mdi:silverware-fork-knife',
    names: ['Food & Drinks', 'Jídlo a pití', 'Jedlo a nápoje', 'Essen & Trinken'],
    children: [
      { id: 21, icon: 'mdi:food', names: ['Restaurants', 'Restaurace', 'Reštaurácie', 'Restaurants'] },
      { id: 22, icon: 'mdi:coffee', names: ['Cafés', 'Kavárny', 'Kaviarne', 'Cafés'] },
      { id: 23, icon: 'mdi:cart', names: ['Groceries', 'Potraviny', 'Potraviny', 'Lebensmittel'] },
    ],
  },
  {
    id: 3,
    icon: 'mdi:lipstick',
    names: ['Health & Beauty', 'Zdraví a krása', 'Zdravie a krása', 'Gesundheit & Schönheit'],
    children: [
      { id: 31, icon: 'mdi:spray-bottle', names: ['Drugstore & Cosmetics', 'Drogerie a kosmetika', 'Drogéria a kozmetika', 'Drogerie & Kosmetik'] },
      { id: 32, icon: 'mdi:pill', names: ['Pharmacy & Optics', 'Lékárna a optika', 'Lekáreň a optika', 'Apotheke & Optik'] },
    ],
  },
  { id: 4, icon: 'mdi:laptop', names: ['Electronics', 'Elektronika', 'Elektronika', 'Elektronik'] },
  { id: 5, icon: 'mdi:sofa', names: ['Home & Garden', 'Dům a zahrada', 'Dom a záhrada', 'Haus & Garten'] },
  { id: 6, icon: 'mdi:basketball', names: ['Sports', 'Sport', 'Šport', 'Sport'] },
  {
    id: 7,
    icon: 'mdi:gift',
    names: ['Books, Gifts & Toys', 'Knihy, dárky a hračky', 'Knihy, darčeky a hračky', 'Bücher, Geschenke & Spielwaren'],
  },
  {
    id: 8,
    icon: 'mdi:room-service',
    names: ['Services', 'Služby', 'Služby', 'Dienstleistungen'],
    children: [
      { id: 81, icon: 'mdi:email', names: ['Post & Banking', 'Pošta a banky', 'Pošta a banky', 'Post & Banken'] },
      { id: 82, icon: 'mdi:flower', names: ['Florists', 'Květinářství', 'Kvetinárstva', 'Blumenläden'] },
    ],
  },
  { id: 9, icon: 'mdi:movie-open', names: ['Entertainment', 'Zábava', 'Zábava', 'Unterhaltung'] },
];

function build(seed: Seed, parentId: number | null): CategoryNode {
  const [en, cz, sk, de] = seed.names;
  return {
    id: seed.id,
    parent_id: parentId,
    type: 'company',
    icon: seed.icon,
    translations: translations({ en: { name: en }, cz: { name: cz }, sk: { name: sk }, de: { name: de } }),
    subcategory: (seed.children ?? []).map((child) => build(child, seed.id)),
  };
}

export const CATEGORY_TREE: readonly CategoryNode[] = SEEDS.map((seed) => build(seed, null));

function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.subcategory)]);
}

export const CATEGORIES_BY_ID: ReadonlyMap<number, CategoryNode> = new Map(flatten(CATEGORY_TREE).map((n) => [n.id, n]));

/** A category and all its descendants' ids: filtering shops by 'Fashion' includes 'Women'. */
export function categoryWithDescendants(id: number): number[] {
  const node = CATEGORIES_BY_ID.get(id);
  return node ? flatten([node]).map((n) => n.id) : [];
}
