// Offer (product) categories: `GET categories?filter[type]=product`. The platform keeps one category
// table with a type (company, product …); shops and offers are classified apart, because a shop sells
// across many of them. The same tree for every tenant, as the shop categories.

import { translations, type Translation } from './i18n';

export interface OfferCategoryNode {
  id: number;
  parent_id: number | null;
  type: 'product';
  icon: string;
  translations: Translation<{ name: string }>[];
  subcategory: OfferCategoryNode[];
}

type Names = [en: string, cz: string, sk: string, de: string];

interface Seed {
  id: number;
  icon: string;
  names: Names;
  children?: Seed[];
}

// Ids from 101 up, so that they never meet a shop category's id.
const SEEDS: Seed[] = [
  {
    id: 101,
    icon: 'mdi:tshirt-crew',
    names: ['Clothing', 'Oblečení', 'Oblečenie', 'Bekleidung'],
    children: [
      { id: 111, icon: 'mdi:human-female', names: ['Women’s clothing', 'Dámské oblečení', 'Dámske oblečenie', 'Damenbekleidung'] },
      { id: 112, icon: 'mdi:human-male', names: ['Men’s clothing', 'Pánské oblečení', 'Pánske oblečenie', 'Herrenbekleidung'] },
    ],
  },
  { id: 102, icon: 'mdi:shoe-sneaker', names: ['Shoes & Bags', 'Boty a kabelky', 'Topánky a kabelky', 'Schuhe & Taschen'] },
  { id: 103, icon: 'mdi:lipstick', names: ['Beauty & Health', 'Krása a zdraví', 'Krása a zdravie', 'Schönheit & Gesundheit'] },
  { id: 104, icon: 'mdi:cellphone', names: ['Electronics', 'Elektronika', 'Elektronika', 'Elektronik'] },
  { id: 105, icon: 'mdi:food-fork-drink', names: ['Food & Drinks', 'Jídlo a pití', 'Jedlo a nápoje', 'Essen & Trinken'] },
  { id: 106, icon: 'mdi:sofa', names: ['Home & Living', 'Domov a bydlení', 'Domov a bývanie', 'Wohnen'] },
  { id: 107, icon: 'mdi:run', names: ['Sports & Outdoor', 'Sport a outdoor', 'Šport a outdoor', 'Sport & Outdoor'] },
  { id: 108, icon: 'mdi:teddy-bear', names: ['Kids & Toys', 'Děti a hračky', 'Deti a hračky', 'Kinder & Spielwaren'] },
  { id: 109, icon: 'mdi:gift', names: ['Gifts & Books', 'Dárky a knihy', 'Darčeky a knihy', 'Geschenke & Bücher'] },
];

function build(seed: Seed, parentId: number | null): OfferCategoryNode {
  const [en, cz, sk, de] = seed.names;
  return {
    id: seed.id,
    parent_id: parentId,
    type: 'product',
    icon: seed.icon,
    translations: translations({ en: { name: en }, cz: { name: cz }, sk: { name: sk }, de: { name: de } }),
    subcategory: (seed.children ?? []).map((child) => build(child, seed.id)),
  };
}

export const OFFER_CATEGORY_TREE: readonly OfferCategoryNode[] = SEEDS.map((seed) => build(seed, null));

function flatten(nodes: readonly OfferCategoryNode[]): OfferCategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.subcategory)]);
}

export const OFFER_CATEGORIES_BY_ID: ReadonlyMap<number, OfferCategoryNode> = new Map(flatten(OFFER_CATEGORY_TREE).map((n) => [n.id, n]));

/** A category and its descendants: filtering offers by 'Clothing' includes women's and men's. */
export function offerCategoryWithDescendants(id: number): number[] {
  const node = OFFER_CATEGORIES_BY_ID.get(id);
  return node ? flatten([node]).map((n) => n.id) : [];
}
