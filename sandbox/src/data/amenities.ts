// Amenities: the mall's services for visitors (parking, Wi-Fi, baby room, ATM …). The field list is
// ours; the specification shows none (§3). Amenities have their own categories
// (`categories?filter[type]=amenity`). Ids are `index×1000 + 301…`: the settings'
// `amenitiy_redirect_links` name the first two (parking → the parking page, Wi-Fi → an address of
// the mall's own), so those two lead there instead of to their detail.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { BRANDS } from './brand';
import type { CategoryNode } from './categories';
import { translations, type Locale, type Translation } from './i18n';
import { week, type Span, type WeekHours } from './opening-hours';

export interface AmenityText {
  title: string;
  /** HTML, as the platform's editors produce it. */
  description: string;
  /** Where in the mall, in words ("Ground floor, next to the main entrance"). */
  location: string;
}

export interface Amenity {
  id: number;
  category_id: number;
  /** An Iconify name, as the categories' icons. */
  icon: string;
  image: string;
  /** -1 … 2; null for something outside the building (a taxi stand). */
  floor: number | null;
  /** null: it follows the mall's hours (or is always available). */
  opening_hours: WeekHours | null;
  translations: Translation<AmenityText>[];
  created_at: string;
}

type Names = [en: string, cz: string, sk: string, de: string];

interface CategorySeed {
  id: number;
  icon: string;
  names: Names;
}

/** Amenity categories, the same for every tenant (ids apart from the shops' and the rewards' categories). */
export const AMENITY_CATEGORY_SEEDS: readonly CategorySeed[] = [
  { id: 951, icon: 'mdi:car', names: ['Transport & Parking', 'Doprava a parkování', 'Doprava a parkovanie', 'Verkehr & Parken'] },
  { id: 952, icon: 'mdi:human-male-female-child', names: ['Families', 'Pro rodiny', 'Pre rodiny', 'Familien'] },
  { id: 953, icon: 'mdi:room-service', names: ['Comfort & Services', 'Pohodlí a služby', 'Pohodlie a služby', 'Komfort & Service'] },
  { id: 954, icon: 'mdi:wheelchair-accessibility', names: ['Accessibility', 'Bezbariérovost', 'Bezbariérovosť', 'Barrierefreiheit'] },
];

/** The categories as `GET categories?filter[type]=amenity` answers them: a flat tree (no subcategories). */
export const AMENITY_CATEGORY_TREE: readonly CategoryNode[] = AMENITY_CATEGORY_SEEDS.map((seed) => {
  const [en, cz, sk, de] = seed.names;
  return {
    id: seed.id,
    parent_id: null,
    type: 'amenity',
    icon: seed.icon,
    translations: translations({ en: { name: en }, cz: { name: cz }, sk: { name: sk }, de: { name: de } }),
    subcategory: [],
  };
});

interface Seed {
  category: number;
  icon: string;
  floor: number | null;
  hours?: [workdays: Span, saturday: Span, sunday: Span];
  texts: Partial<Record<Locale, AmenityText>>;
}

const p = (text: string) => `<p>${text}</p>`;

const SEEDS: readonly Seed[] = [
  {
    category: 951,
    icon: 'mdi:parking',
    floor: -1,
    texts: {
      en: { title: 'Parking', description: p('Over 1,000 parking spaces under the mall.'), location: 'Underground levels -1 and -2' },
      cz: { title: 'Parkování', description: p('Přes 1 000 parkovacích míst pod centrem.'), location: 'Podzemní podlaží -1 a -2' },
      sk: { title: 'Parkovanie', description: p('Viac ako 1 000 parkovacích miest pod centrom.'), location: 'Podzemné podlažia -1 a -2' },
      de: { title: 'Parken', description: p('Über 1.000 Parkplätze unter dem Einkaufszentrum.'), location: 'Untergeschosse -1 und -2' },
    },
  },
  {
    category: 953,
    icon: 'mdi:wifi',
    floor: null,
    texts: {
      en: { title: 'Free Wi-Fi', description: p('Fast wireless internet everywhere in {mall}.'), location: 'The whole mall' },
      cz: { title: 'Wi-Fi zdarma', description: p('Rychlé bezdrátové připojení všude v {mall}.'), location: 'Celé centrum' },
      sk: { title: 'Wi-Fi zadarmo', description: p('Rýchle bezdrôtové pripojenie všade v {mall}.'), location: 'Celé centrum' },
      de: { title: 'Gratis WLAN', description: p('Schnelles WLAN überall im {mall}.'), location: 'Im ganzen Zentrum' },
    },
  },
  {
    category: 952,
    icon: 'mdi:baby-carriage',
    floor: 1,
    texts: {
      en: { title: 'Baby changing room', description: p('A quiet room with changing tables, a microwave and a nursing chair.'), location: '1st floor, next to the toilets' },
      cz: { title: 'Přebalovací místnost', description: p('Klidná místnost s přebalovacími pulty, mikrovlnkou a křeslem na kojení.'), location: '1. patro, vedle toalet' },
      sk: { title: 'Prebaľovacia miestnosť', description: p('Tichá miestnosť s prebaľovacími pultmi, mikrovlnkou a kreslom na dojčenie.'), location: '1. poschodie, vedľa toaliet' },
      de: { title: 'Wickelraum', description: p('Ein ruhiger Raum mit Wickeltischen, Mikrowelle und Stillsessel.'), location: '1. Obergeschoss, neben den Toiletten' },
    },
  },
  {
    category: 953,
    icon: 'mdi:toilet',
    floor: 0,
    texts: {
      en: { title: 'Toilets', description: p('Free toilets on every floor.'), location: 'Every floor, by the escalators' },
      cz: { title: 'Toalety', description: p('Toalety zdarma na každém patře.'), location: 'Každé patro, u eskalátorů' },
      sk: { title: 'Toalety', description: p('Toalety zadarmo na každom poschodí.'), location: 'Každé poschodie, pri eskalátoroch' },
      de: { title: 'Toiletten', description: p('Kostenlose Toiletten auf jeder Etage.'), location: 'Jede Etage, bei den Rolltreppen' },
    },
  },
  {
    category: 953,
    icon: 'mdi:cash',
    floor: 0,
    texts: {
      en: { title: 'ATM', description: p('Cash machines of two banks.'), location: 'Ground floor, main entrance' },
      cz: { title: 'Bankomat', description: p('Bankomaty dvou bank.'), location: 'Přízemí, hlavní vchod' },
      sk: { title: 'Bankomat', description: p('Bankomaty dvoch bánk.'), location: 'Prízemie, hlavný vchod' },
      de: { title: 'Geldautomat', description: p('Geldautomaten zweier Banken.'), location: 'Erdgeschoss, Haupteingang' },
    },
  },
  {
    category: 953,
    icon: 'mdi:information',
    floor: 0,
    hours: [['09:00', '21:00'], ['09:00', '21:00'], ['10:00', '20:00']],
    texts: {
      en: { title: 'Information desk', description: p('Questions, gift cards, lost and found, <strong>wheelchair</strong> and stroller loans.'), location: 'Ground floor, central atrium' },
      cz: { title: 'Informace', description: p('Dotazy, dárkové karty, ztráty a nálezy, zápůjčka <strong>vozíku</strong> a kočárku.'), location: 'Přízemí, centrální atrium' },
      sk: { title: 'Informácie', description: p('Otázky, darčekové karty, straty a nálezy, požičanie <strong>vozíka</strong> a kočíka.'), location: 'Prízemie, centrálne átrium' },
      de: { title: 'Information', description: p('Fragen, Geschenkkarten, Fundbüro, Verleih von <strong>Rollstühlen</strong> und Kinderwagen.'), location: 'Erdgeschoss, zentrales Atrium' },
    },
  },
  {
    category: 954,
    icon: 'mdi:wheelchair',
    floor: 0,
    texts: {
      en: { title: 'Wheelchair loan', description: p('Borrow a wheelchair free of charge at the information desk.'), location: 'Ground floor, information desk' },
      cz: { title: 'Zápůjčka invalidního vozíku', description: p('Vozík si zdarma půjčíte na informacích.'), location: 'Přízemí, informace' },
      sk: { title: 'Požičanie invalidného vozíka', description: p('Vozík si zadarmo požičiate na informáciách.'), location: 'Prízemie, informácie' },
      de: { title: 'Rollstuhlverleih', description: p('Leihen Sie kostenlos einen Rollstuhl an der Information.'), location: 'Erdgeschoss, Information' },
    },
  },
  {
    category: 951,
    icon: 'mdi:ev-station',
    floor: -1,
    texts: {
      en: { title: 'Charging for electric cars', description: p('Eight fast chargers, paid by card.'), location: 'Parking level -1, section B' },
      cz: { title: 'Nabíjení elektromobilů', description: p('Osm rychlonabíječek, platba kartou.'), location: 'Parkoviště -1, sekce B' },
      sk: { title: 'Nabíjanie elektromobilov', description: p('Osem rýchlonabíjačiek, platba kartou.'), location: 'Parkovisko -1, sekcia B' },
      de: { title: 'Ladestationen für E-Autos', description: p('Acht Schnellladesäulen, Zahlung mit Karte.'), location: 'Parkebene -1, Bereich B' },
    },
  },
  {
    category: 952,
    icon: 'mdi:slide',
    floor: 2,
    hours: [['10:00', '20:00'], ['09:00', '20:00'], ['09:00', '19:00']],
    texts: {
      en: { title: "Children's play area", description: p('Slides and a climbing wall for children up to 10 years.'), location: '2nd floor, food court' },
      cz: { title: 'Dětský koutek', description: p('Skluzavky a lezecká stěna pro děti do 10 let.'), location: '2. patro, food court' },
      sk: { title: 'Detský kútik', description: p('Šmykľavky a lezecká stena pre deti do 10 rokov.'), location: '2. poschodie, food court' },
      de: { title: 'Kinderspielbereich', description: p('Rutschen und eine Kletterwand für Kinder bis 10 Jahre.'), location: '2. Obergeschoss, Food Court' },
    },
  },
  {
    category: 951,
    icon: 'mdi:taxi',
    floor: null,
    // No Slovak text on purpose: exercises the translation fallback (CONTRACT.md).
    texts: {
      en: { title: 'Taxi stand', description: p('Taxis wait in front of the main entrance.'), location: 'Outside, main entrance' },
      cz: { title: 'Stanoviště taxi', description: p('Taxi čekají před hlavním vchodem.'), location: 'Venku, hlavní vchod' },
      de: { title: 'Taxistand', description: p('Taxis warten vor dem Haupteingang.'), location: 'Draußen, Haupteingang' },
    },
  },
  {
    category: 953,
    icon: 'mdi:locker',
    floor: 0,
    hours: [['09:00', '21:00'], ['09:00', '21:00'], 'closed'],
    texts: {
      en: { title: 'Lockers', description: p('Lock away your shopping while you see a film.'), location: 'Ground floor, by the cinema' },
      cz: { title: 'Úschovna zavazadel', description: p('Uschovejte si nákup, zatímco jste v kině.'), location: 'Přízemí, u kina' },
      sk: { title: 'Úschovňa batožiny', description: p('Uschovajte si nákup, kým ste v kine.'), location: 'Prízemie, pri kine' },
      de: { title: 'Schließfächer', description: p('Schließen Sie Ihre Einkäufe ein, während Sie im Kino sind.'), location: 'Erdgeschoss, beim Kino' },
    },
  },
  {
    category: 954,
    icon: 'mdi:elevator-passenger',
    floor: 0,
    texts: {
      en: { title: 'Lifts', description: p('Step-free access to every floor and the parking levels.'), location: 'Both ends of the mall' },
      cz: { title: 'Výtahy', description: p('Bezbariérový přístup do všech pater i na parkoviště.'), location: 'Na obou koncích centra' },
      sk: { title: 'Výťahy', description: p('Bezbariérový prístup na všetky poschodia aj na parkovisko.'), location: 'Na oboch koncoch centra' },
      de: { title: 'Aufzüge', description: p('Stufenloser Zugang zu allen Etagen und Parkebenen.'), location: 'An beiden Enden des Zentrums' },
    },
  },
];

/** How many of the seeds each tenant shows (beta is a small demo: one page only). */
const COUNT: Record<TenantId, number> = { aupark: 12, galerieharfa: 11, novoplaza: 12, europasc: 12, beta: 5 };

export const amenityId = (tenant: TenantId, position: number): number => TENANTS[tenant].index * 1000 + 301 + position;

export function amenitiesFor(tenant: TenantId, image: ImageUrl): Amenity[] {
  const mall = BRANDS[tenant].name;
  return SEEDS.slice(0, COUNT[tenant]).map((seed, position) => {
    const id = amenityId(tenant, position);
    const byLocale: Partial<Record<Locale, AmenityText>> = {};
    for (const [locale, text] of Object.entries(seed.texts) as [Locale, AmenityText][]) {
      byLocale[locale] = { ...text, description: text.description.replaceAll('{mall}', mall) };
    }
    const title = byLocale.en?.title ?? `Amenity ${id}`;
    return {
      id,
      category_id: seed.category,
      icon: seed.icon,
      image: image('picture', `amenity-${id}`, title),
      floor: seed.floor,
      opening_hours: seed.hours ? week(...seed.hours) : null,
      translations: translations(byLocale),
      created_at: '2026-01-10T08:00:00.000000Z',
    };
  });
}
