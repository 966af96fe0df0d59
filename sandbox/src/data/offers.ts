// Offers, which the platform calls products (spec §7 `products`, `me/products`). The field list is
// ours (the specification shows none, §3, except `customer_like`): see CONTRACT.md "products".
// Seeded from templates: each template names the shops that could give it, in order of preference,
// and a tenant gets it from the first of them it has. Dates are fixed (no Date.now): most offers run
// for years, two ended in 2026 (the bff must not list them) and one starts in 2027.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { companiesFor } from './companies';
import { LOCALES, translations, type Locale, type Translation } from './i18n';

export interface OfferText {
  name: string;
  /** HTML, as the platform's editors produce it (the bff sanitises it). */
  description: string;
}

export interface Offer {
  id: number;
  company_id: number;
  category_ids: number[];
  /** The main picture (cards, Open Graph). */
  image: string;
  /** Every picture of the offer, the main one first. */
  images: string[];
  /** Decimal strings, as the platform sends money; null: an offer without a price (e.g. "2 for 1"). */
  price: string | null;
  original_price: string | null;
  /** Whole percent; the platform's own figure, set when there is no price to compute it from. */
  discount: number | null;
  currency: 'EUR' | 'CZK';
  /** Dates (YYYY-MM-DD) in the mall's time zone; `valid_to` null: until further notice. */
  valid_from: string;
  valid_to: string | null;
  is_featured: boolean;
  /** null for a visitor; `{ reaction }` on `me/products` for an offer the member likes (spec §3, §4). */
  customer_like: null | { reaction: string };
  translations: Translation<OfferText>[];
  created_at: string;
  updated_at: string;
}

type Texts = Partial<Record<Locale, OfferText>>;

interface Template {
  shops: string[];
  categories: number[];
  /** [EUR, CZK] */
  price: [number, number] | null;
  original: [number, number] | null;
  discount?: number;
  from: string;
  to: string | null;
  featured?: boolean;
  pictures: number;
  texts: Texts;
}

const FOREVER = '2030-12-31';

const paragraphs = (...parts: string[]) => parts.map((p) => `<p>${p}</p>`).join('');

const TEMPLATES: Template[] = [
  {
    // The galerieharfa hero banner's product (+501): same title and price.
    shops: ['Zara', 'H&M', 'Reserved', 'Marks & Spencer'],
    categories: [112],
    price: [35.99, 899],
    original: [44.99, 1199],
    from: '2026-05-01',
    to: FOREVER,
    featured: true,
    pictures: 3,
    texts: {
      en: { name: 'Linen summer shirt', description: paragraphs('Breathable linen in five colours.', 'Sizes <strong>S to XXL</strong>, relaxed fit.') },
      cz: { name: 'Letní lněná košile', description: paragraphs('Prodyšný len v pěti barvách.', 'Velikosti <strong>S až XXL</strong>, volný střih.') },
      sk: { name: 'Letná ľanová košeľa', description: paragraphs('Priedušný ľan v piatich farbách.', 'Veľkosti <strong>S až XXL</strong>, voľný strih.') },
      de: { name: 'Sommerhemd aus Leinen', description: paragraphs('Atmungsaktives Leinen in fünf Farben.', 'Größen <strong>S bis XXL</strong>, lockere Passform.') },
    },
  },
  {
    shops: ['Reserved', 'Zara', 'H&M', 'Marks & Spencer', 'New Yorker'],
    categories: [111],
    price: [69.99, 1799],
    original: [99.99, 2499],
    from: '2026-10-01',
    to: FOREVER,
    featured: true,
    pictures: 2,
    texts: {
      en: { name: 'Classic trench coat', description: paragraphs('Water-repellent cotton, belted, in beige and navy.') },
      cz: { name: 'Klasický trenčkot', description: paragraphs('Vodoodpudivá bavlna, s páskem, v béžové a tmavě modré.') },
      sk: { name: 'Klasický trenčkot', description: paragraphs('Vodoodpudivá bavlna, s opaskom, v béžovej a tmavomodrej.') },
      de: { name: 'Klassischer Trenchcoat', description: paragraphs('Wasserabweisende Baumwolle mit Gürtel, in Beige und Marine.') },
    },
  },
  {
    shops: ['Deichmann', 'CCC'],
    categories: [102],
    price: [41.99, 1049],
    original: [59.99, 1499],
    from: '2026-09-01',
    to: '2030-06-30',
    pictures: 2,
    texts: {
      en: { name: 'Everyday sneakers −30 %', description: paragraphs('White leather sneakers with a cushioned sole.') },
      cz: { name: 'Tenisky na každý den −30 %', description: paragraphs('Bílé kožené tenisky s odpruženou podrážkou.') },
      sk: { name: 'Tenisky na každý deň −30 %', description: paragraphs('Biele kožené tenisky s odpruženou podrážkou.') },
      de: { name: 'Alltags-Sneaker −30 %', description: paragraphs('Weiße Leder-Sneaker mit gedämpfter Sohle.') },
    },
  },
  {
    shops: ['CCC', 'Deichmann', 'Pandora'],
    categories: [102],
    price: [49.99, 1290],
    original: [69.99, 1790],
    from: '2026-10-15',
    to: FOREVER,
    pictures: 1,
    texts: {
      en: { name: 'Leather handbag', description: paragraphs('Genuine leather, two compartments, adjustable strap.') },
      cz: { name: 'Kožená kabelka', description: paragraphs('Pravá kůže, dvě přihrádky, nastavitelný popruh.') },
      sk: { name: 'Kožená kabelka', description: paragraphs('Pravá koža, dve priehradky, nastaviteľný popruh.') },
      de: { name: 'Ledertasche', description: paragraphs('Echtes Leder, zwei Fächer, verstellbarer Riemen.') },
    },
  },
  {
    // Its description carries a script, an inline handler and a javascript: link on purpose: the bff
    // must sanitise the platform's rich text (CONTRACT.md "Deliberate data quirks").
    shops: ['dm drogerie markt', 'Rossmann', 'Sephora', 'Lékárna Dr.Max'],
    categories: [103],
    price: [12.49, 299],
    original: [15.99, 399],
    from: '2026-11-01',
    to: FOREVER,
    featured: true,
    pictures: 1,
    texts: {
      en: {
        name: 'Vitamin C face serum',
        description: `<p onclick="alert(1)">Brightening serum, 30 ml.</p><script>alert('x')</script><p><a href="javascript:alert(1)">Read more</a> <a href="https://www.example.com/serum">Ingredients</a></p>`,
      },
      cz: {
        name: 'Pleťové sérum s vitaminem C',
        description: `<p onclick="alert(1)">Rozjasňující sérum, 30 ml.</p><script>alert('x')</script><p><a href="javascript:alert(1)">Více</a> <a href="https://www.example.com/serum">Složení</a></p>`,
      },
      sk: {
        name: 'Pleťové sérum s vitamínom C',
        description: `<p onclick="alert(1)">Rozjasňujúce sérum, 30 ml.</p><script>alert('x')</script><p><a href="javascript:alert(1)">Viac</a> <a href="https://www.example.com/serum">Zloženie</a></p>`,
      },
      de: {
        name: 'Vitamin-C-Gesichtsserum',
        description: `<p onclick="alert(1)">Aufhellendes Serum, 30 ml.</p><script>alert('x')</script><p><a href="javascript:alert(1)">Mehr</a> <a href="https://www.example.com/serum">Inhaltsstoffe</a></p>`,
      },
    },
  },
  {
    shops: ['Sephora', 'dm drogerie markt', 'Rossmann'],
    categories: [103, 109],
    price: [59, 1490],
    original: [79, 1990],
    from: '2026-11-15',
    to: '2030-01-31',
    pictures: 2,
    texts: {
      en: { name: 'Perfume gift set', description: paragraphs('Eau de parfum 50 ml with a matching body lotion, gift-wrapped.') },
      cz: { name: 'Dárková sada parfémů', description: paragraphs('Parfémová voda 50 ml s tělovým mlékem, dárkově zabalená.') },
      sk: { name: 'Darčeková sada parfumov', description: paragraphs('Parfumovaná voda 50 ml s telovým mliekom, darčekovo zabalená.') },
      de: { name: 'Parfüm-Geschenkset', description: paragraphs('Eau de Parfum 50 ml mit passender Bodylotion, als Geschenk verpackt.') },
    },
  },
  {
    shops: ['Nay Elektrodom', 'Datart', 'Alza.cz', 'Orange', 'O2'],
    categories: [104],
    price: [89, 2190],
    original: [129, 3190],
    from: '2026-10-01',
    to: FOREVER,
    featured: true,
    pictures: 3,
    texts: {
      en: { name: 'Wireless noise-cancelling headphones', description: paragraphs('Up to 30 hours of music, folding design, with a case.') },
      cz: { name: 'Bezdrátová sluchátka s potlačením hluku', description: paragraphs('Až 30 hodin hudby, skládací, s pouzdrem.') },
      sk: { name: 'Bezdrôtové slúchadlá s potlačením hluku', description: paragraphs('Až 30 hodín hudby, skladacie, s puzdrom.') },
      de: { name: 'Kabellose Kopfhörer mit Geräuschunterdrückung', description: paragraphs('Bis zu 30 Stunden Musik, faltbar, mit Etui.') },
    },
  },
  {
    shops: ['Orange', 'O2', 'Datart', 'Nay Elektrodom'],
    categories: [104],
    price: [199, 4990],
    original: [299, 7490],
    from: '2026-11-01',
    to: '2030-03-31',
    pictures: 1,
    texts: {
      en: { name: 'Smartphone with a 24-month plan', description: paragraphs('The phone at a reduced price when you sign up for any plan.') },
      cz: { name: 'Chytrý telefon s tarifem na 24 měsíců', description: paragraphs('Telefon za sníženou cenu k jakémukoli tarifu.') },
      sk: { name: 'Smartfón s programom na 24 mesiacov', description: paragraphs('Telefón za zníženú cenu k akémukoľvek programu.') },
      de: { name: 'Smartphone mit 24-Monats-Tarif', description: paragraphs('Das Telefon zum reduzierten Preis mit jedem Tarif.') },
    },
  },
  {
    shops: ['Starbucks', 'Tchibo', 'Café Bistro Ľudovít', 'Pekáreň u Jána', 'Bageterie Boulevard'],
    categories: [105],
    price: [4.9, 119],
    original: null,
    from: '2026-06-01',
    to: null,
    pictures: 1,
    texts: {
      en: { name: 'Coffee and cake of the day', description: paragraphs('Any coffee with the cake of the day, every afternoon from 2 pm.') },
      cz: { name: 'Káva a dort dne', description: paragraphs('Jakákoli káva s dortem dne, každé odpoledne od 14 hodin.') },
      sk: { name: 'Káva a koláč dňa', description: paragraphs('Akákoľvek káva s koláčom dňa, každé popoludnie od 14. hodiny.') },
      de: { name: 'Kaffee und Kuchen des Tages', description: paragraphs('Jeder Kaffee mit dem Kuchen des Tages, jeden Nachmittag ab 14 Uhr.') },
    },
  },
  {
    shops: ['KFC', 'Pizzeria Da Nonna', 'Sushi Point'],
    categories: [105],
    price: [14.99, 349],
    original: [18.99, 449],
    from: '2026-09-15',
    to: FOREVER,
    pictures: 1,
    texts: {
      en: { name: 'Family menu for four', description: paragraphs('A shared menu for four with drinks, at the food court.') },
      cz: { name: 'Rodinné menu pro čtyři', description: paragraphs('Společné menu pro čtyři s nápoji, ve food courtu.') },
      sk: { name: 'Rodinné menu pre štyroch', description: paragraphs('Spoločné menu pre štyroch s nápojmi, vo food courte.') },
      de: { name: 'Familienmenü für vier', description: paragraphs('Ein Menü für vier Personen mit Getränken, im Food Court.') },
    },
  },
  {
    shops: ['Billa', 'Kaufland', 'Albert', 'Tesco Hypermarket'],
    categories: [105],
    price: null,
    original: null,
    discount: 25,
    from: '2026-01-01',
    to: null,
    pictures: 1,
    texts: {
      en: { name: 'Fruit and vegetable Wednesday', description: paragraphs('25 % off all fruit and vegetables every Wednesday.') },
      cz: { name: 'Středa s ovocem a zeleninou', description: paragraphs('Každou středu sleva 25 % na veškeré ovoce a zeleninu.') },
      sk: { name: 'Streda s ovocím a zeleninou', description: paragraphs('Každú stredu zľava 25 % na všetko ovocie a zeleninu.') },
      de: { name: 'Obst- und Gemüse-Mittwoch', description: paragraphs('Jeden Mittwoch 25 % Rabatt auf Obst und Gemüse.') },
    },
  },
  {
    shops: ['JYSK', 'Pepco', 'Tchibo', 'Marks & Spencer'],
    categories: [106],
    price: [29.99, 749],
    original: [44.99, 1099],
    from: '2026-10-20',
    to: FOREVER,
    pictures: 2,
    texts: {
      en: { name: 'Cotton bedding set', description: paragraphs('Duvet cover and two pillowcases, 100 % cotton satin.') },
      cz: { name: 'Bavlněné povlečení', description: paragraphs('Povlak na peřinu a dva povlaky na polštáře, 100% bavlněný satén.') },
      sk: { name: 'Bavlnená posteľná bielizeň', description: paragraphs('Obliečka na perinu a dve obliečky na vankúše, 100 % bavlnený satén.') },
      de: { name: 'Bettwäsche aus Baumwolle', description: paragraphs('Bettbezug und zwei Kissenbezüge, 100 % Baumwollsatin.') },
    },
  },
  {
    shops: ['Sportisimo', 'Intersport', 'Hervis'],
    categories: [107, 102],
    price: [79.99, 1990],
    original: [109.99, 2790],
    from: '2026-08-01',
    to: FOREVER,
    featured: true,
    pictures: 2,
    texts: {
      en: { name: 'Trail running shoes', description: paragraphs('Grippy sole and a waterproof membrane for autumn runs.') },
      cz: { name: 'Trailové běžecké boty', description: paragraphs('Přilnavá podrážka a nepromokavá membrána na podzimní běh.') },
      sk: { name: 'Trailová bežecká obuv', description: paragraphs('Priľnavá podrážka a nepremokavá membrána na jesenný beh.') },
      de: { name: 'Trail-Laufschuhe', description: paragraphs('Griffige Sohle und wasserdichte Membran für Herbstläufe.') },
    },
  },
  {
    shops: ['Intersport', 'Hervis', 'Sportisimo'],
    categories: [107],
    price: [24, 590],
    original: null,
    from: '2026-11-01',
    to: '2030-04-30',
    pictures: 1,
    texts: {
      en: { name: 'Ski service: waxing and edges', description: paragraphs('Ready the next day. Bring your skis to the service desk.') },
      cz: { name: 'Servis lyží: vosk a hrany', description: paragraphs('Hotovo druhý den. Lyže přineste na servisní pult.') },
      sk: { name: 'Servis lyží: vosk a hrany', description: paragraphs('Hotové na druhý deň. Lyže doneste na servisný pult.') },
      de: { name: 'Skiservice: Wachs und Kanten', description: paragraphs('Am nächsten Tag fertig. Bringen Sie Ihre Ski zum Servicetresen.') },
    },
  },
  {
    shops: ['Dráčik', 'Hračky Pompo', 'Pepco'],
    categories: [108],
    price: [39.99, 999],
    original: [54.99, 1349],
    from: '2026-11-10',
    to: FOREVER,
    pictures: 2,
    texts: {
      en: { name: 'Building blocks: fire station', description: paragraphs('740 pieces, for ages 6 and up.') },
      cz: { name: 'Stavebnice: hasičská stanice', description: paragraphs('740 dílků, pro děti od 6 let.') },
      sk: { name: 'Stavebnica: hasičská stanica', description: paragraphs('740 dielikov, pre deti od 6 rokov.') },
      de: { name: 'Bausteine: Feuerwache', description: paragraphs('740 Teile, ab 6 Jahren.') },
    },
  },
  {
    shops: ['H&M', 'Reserved', 'Pepco', 'Dráčik'],
    categories: [108, 101],
    price: [24.99, 599],
    original: [34.99, 899],
    from: '2026-10-01',
    to: FOREVER,
    pictures: 1,
    texts: {
      en: { name: 'Kids’ winter jacket', description: paragraphs('Padded, with a hood and reflective details.') },
      cz: { name: 'Dětská zimní bunda', description: paragraphs('Prošívaná, s kapucí a reflexními prvky.') },
      sk: { name: 'Detská zimná bunda', description: paragraphs('Prešívaná, s kapucňou a reflexnými prvkami.') },
      de: { name: 'Kinder-Winterjacke', description: paragraphs('Wattiert, mit Kapuze und Reflektoren.') },
    },
  },
  {
    // No German text on purpose: exercises the translation fallback (CONTRACT.md).
    shops: ['Knihy Dobrovský', 'Dráčik'],
    categories: [109],
    price: null,
    original: null,
    discount: 50,
    from: '2026-11-01',
    to: FOREVER,
    pictures: 1,
    texts: {
      en: { name: 'Second book free', description: paragraphs('Buy two books and the cheaper one is on us.') },
      cz: { name: 'Druhá kniha zdarma', description: paragraphs('Kupte dvě knihy a tu levnější máte od nás.') },
      sk: { name: 'Druhá kniha zadarmo', description: paragraphs('Kúpte dve knihy a tú lacnejšiu máte od nás.') },
    },
  },
  {
    shops: ['Optika Štefánik', 'Lékárna Dr.Max'],
    categories: [103],
    price: [59, 1490],
    original: [89, 2190],
    from: '2026-07-01',
    to: FOREVER,
    pictures: 1,
    texts: {
      en: { name: 'Polarised sunglasses', description: paragraphs('UV400 protection, with a free eye test.') },
      cz: { name: 'Polarizační sluneční brýle', description: paragraphs('Ochrana UV400 a vyšetření zraku zdarma.') },
      sk: { name: 'Polarizačné slnečné okuliare', description: paragraphs('Ochrana UV400 a vyšetrenie zraku zadarmo.') },
      de: { name: 'Polarisierte Sonnenbrille', description: paragraphs('UV400-Schutz, mit kostenlosem Sehtest.') },
    },
  },
  {
    // Starts in 2027: listed (with its start date), as a mall announces a sale ahead.
    shops: ['Marks & Spencer', 'Reserved', 'New Yorker', 'H&M'],
    categories: [101],
    price: null,
    original: null,
    discount: 50,
    from: '2027-01-02',
    to: FOREVER,
    pictures: 1,
    texts: {
      en: { name: 'January sale: up to 50 % off', description: paragraphs('Winter collections at half price while stocks last.') },
      cz: { name: 'Lednový výprodej: až 50 % dolů', description: paragraphs('Zimní kolekce za poloviční cenu do vyprodání zásob.') },
      sk: { name: 'Januárový výpredaj: až 50 % dole', description: paragraphs('Zimné kolekcie za polovičnú cenu do vypredania zásob.') },
      de: { name: 'Januar-Sale: bis zu 50 % Rabatt', description: paragraphs('Winterkollektionen zum halben Preis, solange der Vorrat reicht.') },
    },
  },
  {
    // Ended: the bff must not list it (CONTRACT.md "products", filter[valid_on]); its page still answers.
    shops: ['H&M', 'Zara', 'Reserved', 'Deichmann', 'CCC'],
    categories: [101],
    price: null,
    original: null,
    discount: 40,
    from: '2026-07-01',
    to: '2026-08-31',
    pictures: 1,
    texts: {
      en: { name: 'Summer sale', description: paragraphs('Summer collections up to 40 % off.') },
      cz: { name: 'Letní výprodej', description: paragraphs('Letní kolekce se slevou až 40 %.') },
      sk: { name: 'Letný výpredaj', description: paragraphs('Letné kolekcie so zľavou až 40 %.') },
      de: { name: 'Sommerschlussverkauf', description: paragraphs('Sommerkollektionen bis zu 40 % reduziert.') },
    },
  },
  {
    // Ended, as above.
    shops: ['Pepco', 'Dráčik', 'Hračky Pompo', 'Tchibo', 'dm drogerie markt'],
    categories: [108, 109],
    price: [9.99, 249],
    original: [14.99, 369],
    from: '2026-08-15',
    to: '2026-09-15',
    pictures: 1,
    texts: {
      en: { name: 'School backpack', description: paragraphs('Ergonomic backpack for first-graders.') },
      cz: { name: 'Školní batoh', description: paragraphs('Ergonomický batoh pro prvňáčky.') },
      sk: { name: 'Školský batoh', description: paragraphs('Ergonomický batoh pre prvákov.') },
      de: { name: 'Schulrucksack', description: paragraphs('Ergonomischer Rucksack für Schulanfänger.') },
    },
  },
];

const money = (value: number | undefined): string | null => (value === undefined ? null : value.toFixed(2));

/** Ids are `tenant index × 1000 + 500 + n`: the hero banner's product placeholder (+501) is the first. */
export function offersFor(tenant: TenantId, image: ImageUrl): Offer[] {
  const shops = companiesFor(tenant, image);
  const { currency, index } = TENANTS[tenant];
  const column = currency === 'EUR' ? 0 : 1;
  const offers: Offer[] = [];
  for (const template of TEMPLATES) {
    const shop = template.shops.map((name) => shops.find((s) => s.name === name)).find((s) => s !== undefined);
    if (!shop) continue;
    const id = index * 1000 + 500 + offers.length + 1;
    const title = template.texts.en?.name ?? `offer ${id}`;
    let texts: Texts = template.texts;
    // Beta's ski service has no name in any language on purpose: the placeholder (spec §8 "Offer name missing").
    if (tenant === 'beta' && template.categories[0] === 107 && template.price?.[0] === 24) {
      texts = Object.fromEntries(LOCALES.flatMap((l) => (texts[l] ? [[l, { name: '', description: texts[l].description }]] : [])));
    }
    const pictures = Array.from({ length: template.pictures }, (_, n) =>
      n === 0 ? image('cover', `offer-${id}`, title) : image('picture', `offer-${id}-${n + 1}`, title),
    );
    offers.push({
      id,
      company_id: shop.id,
      category_ids: [...template.categories],
      image: pictures[0] ?? image('cover', `offer-${id}`, title),
      images: pictures,
      price: money(template.price?.[column]),
      original_price: money(template.original?.[column]),
      discount: template.discount ?? null,
      currency,
      valid_from: template.from,
      valid_to: template.to,
      is_featured: template.featured ?? false,
      customer_like: null,
      translations: translations(texts),
      created_at: `${template.from}T08:00:00.000000Z`,
      updated_at: `${template.from}T08:00:00.000000Z`,
    });
  }
  return offers;
}

/** Not ended on `day` (YYYY-MM-DD): its last day is that day or later, or it has none. */
export function runsOn(offer: Pick<Offer, 'valid_to'>, day: string): boolean {
  return offer.valid_to === null || offer.valid_to >= day;
}
