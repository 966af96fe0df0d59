// Custom website pages (spec §7 "Custom pages": `website-pages/id/{id}`, `website-pages/permalink/{permalink}`;
// the fields are our choice, see CONTRACT.md). Two kinds: `article` (shown under `/{lang}/a/{permalink}`,
// a permalink may contain slashes) and `landing` (a tenant's campaign page, `/{lang}/al|el|hl|nl/{permalink}`,
// with sections). Every tenant has the same four articles written for its own mall (one nested two levels,
// one only in English and the mall's own language); the four named tenants have one landing each.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { BRANDS } from './brand';
import { translations, type Locale, type Translation } from './i18n';

export interface LandingSection {
  title: string;
  /** HTML. */
  article: string;
}

export interface WebsitePageText {
  title: string;
  /** A plain-text summary (lead paragraph, meta description). */
  description: string;
  /** HTML, as the platform's editors write it. */
  article: string;
  /** Landings only: the campaign's sections, in order. */
  sections?: LandingSection[];
}

export interface WebsitePage {
  id: number;
  type: 'article' | 'landing';
  /** Lower-case words joined by hyphens, segments by slashes; no leading or trailing slash. */
  permalink: string;
  image: string | null;
  /** ISO 8601, UTC. */
  published_at: string;
  updated_at: string;
  /** The blog's category of an article (a post-category of type `blog`); null: in none, and landings never. */
  post_category_id: number | null;
  translations: Translation<WebsitePageText>[];
}

/** A category of the blog's articles: a post-category of type `blog` (FAQ's are type `faq`, data/faq.ts). */
export interface BlogCategory {
  id: number;
  type: 'blog';
  position: number;
  translations: Translation<{ name: string }>[];
}

type BlogCategoryKey = 'centre' | 'tips' | 'interviews';
const BLOG_CATEGORY_ORDER: readonly BlogCategoryKey[] = ['centre', 'tips', 'interviews'];
const BLOG_CATEGORY_NAMES: Record<BlogCategoryKey, Record<Locale, string>> = {
  centre: { en: 'Life at the centre', cz: 'Život v centru', sk: 'Život v centre', de: 'Leben im Center' },
  tips: { en: 'Shopping tips', cz: 'Nákupní tipy', sk: 'Nákupné tipy', de: 'Einkaufstipps' },
  // No article yet in any mall: its filter shows the blog's empty state.
  interviews: { en: 'Interviews', cz: 'Rozhovory', sk: 'Rozhovory', de: 'Interviews' },
};

/** Blog category ids: the tenant's index times 1000 plus 721 + its position (FAQ's are 701…). */
export function blogCategoryId(tenant: TenantId, key: BlogCategoryKey): number {
  return TENANTS[tenant].index * 1000 + 721 + BLOG_CATEGORY_ORDER.indexOf(key);
}

/** The blog's categories of a tenant, served by `post-categories` beside FAQ's (`filter[type]=blog`). */
export function blogCategoriesFor(tenant: TenantId): BlogCategory[] {
  return BLOG_CATEGORY_ORDER.map((key, position) => ({
    id: blogCategoryId(tenant, key),
    type: 'blog',
    position: position + 1,
    translations: translations(
      Object.fromEntries(Object.entries(BLOG_CATEGORY_NAMES[key]).map(([l, name]) => [l, { name }])) as Record<Locale, { name: string }>,
    ),
  }));
}

const CITY: Record<TenantId, Record<Locale, string>> = {
  aupark: { en: 'Bratislava', cz: 'Bratislavě', sk: 'Bratislave', de: 'Bratislava' },
  galerieharfa: { en: 'Prague', cz: 'Praze', sk: 'Prahe', de: 'Prag' },
  novoplaza: { en: 'Prague', cz: 'Praze', sk: 'Prahe', de: 'Prag' },
  europasc: { en: 'Banská Bystrica', cz: 'Banské Bystrici', sk: 'Banskej Bystrici', de: 'Banská Bystrica' },
  beta: { en: 'Prague', cz: 'Praze', sk: 'Prahe', de: 'Prag' },
};

const OPENED: Record<TenantId, string> = { aupark: '2001', galerieharfa: '2009', novoplaza: '2009', europasc: '2006', beta: '2020' };

type Texts = Record<Locale, WebsitePageText>;

function history(mall: string, city: Record<Locale, string>, year: string): Texts {
  return {
    en: {
      title: `The story of ${mall}`,
      description: `How ${mall} grew from a building site in ${city.en} into a favourite meeting place since ${year}.`,
      article: `<p>${mall} opened its doors in ${year}. Since then it has become a place where people in ${city.en} meet, shop and spend their free time.</p>
<h2>The beginnings</h2>
<p>The centre was built in less than two years. On the opening day more than 40,000 visitors came to see the new shops.</p>
<h2>Growing with the city</h2>
<ul><li>new restaurants and a family zone,</li><li>a modernised car park with electric-vehicle chargers,</li><li>a loyalty programme for regular visitors.</li></ul>
<p>Read more about what we offer today on the <a href="/en/shops-services">shops and services</a> page.</p>`,
    },
    cz: {
      title: `Příběh centra ${mall}`,
      description: `Jak se ${mall} od roku ${year} stalo oblíbeným místem setkávání v ${city.cz}.`,
      article: `<p>${mall} otevřelo své brány v roce ${year}. Od té doby se stalo místem, kde se lidé v ${city.cz} potkávají, nakupují a tráví volný čas.</p>
<h2>Začátky</h2>
<p>Centrum vyrostlo za necelé dva roky. V den otevření přišlo nové obchody obdivovat více než 40 000 návštěvníků.</p>
<h2>Rosteme s městem</h2>
<ul><li>nové restaurace a rodinná zóna,</li><li>modernizované parkoviště s nabíječkami pro elektromobily,</li><li>věrnostní program pro stálé návštěvníky.</li></ul>
<p>Co nabízíme dnes, najdete na stránce <a href="/cz/obchody-a-sluzby">obchody a služby</a>.</p>`,
    },
    sk: {
      title: `Príbeh centra ${mall}`,
      description: `Ako sa ${mall} od roku ${year} stalo obľúbeným miestom stretnutí v ${city.sk}.`,
      article: `<p>${mall} otvorilo svoje brány v roku ${year}. Odvtedy sa stalo miestom, kde sa ľudia v ${city.sk} stretávajú, nakupujú a trávia voľný čas.</p>
<h2>Začiatky</h2>
<p>Centrum vyrástlo za necelé dva roky. V deň otvorenia prišlo nové obchody obdivovať viac ako 40 000 návštevníkov.</p>
<h2>Rastieme s mestom</h2>
<ul><li>nové reštaurácie a rodinná zóna,</li><li>modernizované parkovisko s nabíjačkami pre elektromobily,</li><li>vernostný program pre stálych návštevníkov.</li></ul>
<p>Čo ponúkame dnes, nájdete na stránke <a href="/sk/obchody-a-sluzby">obchody a služby</a>.</p>`,
    },
    de: {
      title: `Die Geschichte von ${mall}`,
      description: `Wie ${mall} seit ${year} zu einem beliebten Treffpunkt in ${city.de} wurde.`,
      article: `<p>${mall} hat im Jahr ${year} eröffnet. Seitdem ist es ein Ort, an dem sich die Menschen in ${city.de} treffen, einkaufen und ihre Freizeit verbringen.</p>
<h2>Die Anfänge</h2>
<p>Das Zentrum wurde in weniger als zwei Jahren gebaut. Am Eröffnungstag kamen mehr als 40.000 Besucher, um die neuen Geschäfte zu sehen.</p>
<h2>Wachsen mit der Stadt</h2>
<ul><li>neue Restaurants und ein Familienbereich,</li><li>ein modernisiertes Parkhaus mit Ladestationen für Elektroautos,</li><li>ein Treueprogramm für Stammbesucher.</li></ul>
<p>Was wir heute bieten, finden Sie unter <a href="/de/shops-services">Geschäfte und Dienstleistungen</a>.</p>`,
    },
  };
}

function giftIdeas(mall: string): Texts {
  return {
    en: {
      title: 'Christmas gift ideas',
      description: `Ten tips for Christmas presents you will find under one roof at ${mall}.`,
      article: `<p>Still looking for the right present? Our shops have gifts for every budget.</p>
<h2>For the little ones</h2>
<ul><li>building sets and board games,</li><li>picture books in several languages,</li><li>warm winter pyjamas.</li></ul>
<h2>For grown-ups</h2>
<ul><li>perfume and cosmetics gift sets,</li><li>a good book and a voucher for coffee,</li><li>headphones or a smart watch.</li></ul>
<h2>Not sure? Give a gift card</h2>
<p>The ${mall} gift card can be used in most of our shops and restaurants. Gift wrapping is free at the information desk until 24 December.</p>`,
    },
    cz: {
      title: 'Tipy na vánoční dárky',
      description: `Deset tipů na vánoční dárky, které najdete pod jednou střechou v centru ${mall}.`,
      article: `<p>Ještě hledáte ten pravý dárek? Naše obchody mají dárky pro každý rozpočet.</p>
<h2>Pro nejmenší</h2>
<ul><li>stavebnice a společenské hry,</li><li>obrázkové knížky v několika jazycích,</li><li>teplá zimní pyžama.</li></ul>
<h2>Pro dospělé</h2>
<ul><li>dárkové sady parfémů a kosmetiky,</li><li>dobrá kniha a poukaz na kávu,</li><li>sluchátka nebo chytré hodinky.</li></ul>
<h2>Nevíte si rady? Darujte dárkovou kartu</h2>
<p>Dárkovou kartu ${mall} lze použít ve většině našich obchodů a restaurací. Balení dárků je na informacích zdarma až do 24. prosince.</p>`,
    },
    sk: {
      title: 'Tipy na vianočné darčeky',
      description: `Desať tipov na vianočné darčeky, ktoré nájdete pod jednou strechou v centre ${mall}.`,
      article: `<p>Ešte hľadáte ten pravý darček? Naše obchody majú darčeky pre každý rozpočet.</p>
<h2>Pre najmenších</h2>
<ul><li>stavebnice a spoločenské hry,</li><li>obrázkové knižky v niekoľkých jazykoch,</li><li>teplé zimné pyžamá.</li></ul>
<h2>Pre dospelých</h2>
<ul><li>darčekové sady parfumov a kozmetiky,</li><li>dobrá kniha a poukážka na kávu,</li><li>slúchadlá alebo inteligentné hodinky.</li></ul>
<h2>Neviete si rady? Darujte darčekovú kartu</h2>
<p>Darčekovú kartu ${mall} možno použiť vo väčšine našich obchodov a reštaurácií. Balenie darčekov je na informáciách zadarmo až do 24. decembra.</p>`,
    },
    de: {
      title: 'Geschenkideen für Weihnachten',
      description: `Zehn Tipps für Weihnachtsgeschenke, die Sie bei ${mall} unter einem Dach finden.`,
      article: `<p>Suchen Sie noch das passende Geschenk? Unsere Geschäfte haben Geschenke für jedes Budget.</p>
<h2>Für die Kleinen</h2>
<ul><li>Bausätze und Brettspiele,</li><li>Bilderbücher in mehreren Sprachen,</li><li>warme Winterschlafanzüge.</li></ul>
<h2>Für Erwachsene</h2>
<ul><li>Geschenksets mit Parfum und Kosmetik,</li><li>ein gutes Buch und ein Kaffeegutschein,</li><li>Kopfhörer oder eine Smartwatch.</li></ul>
<h2>Unentschlossen? Verschenken Sie eine Geschenkkarte</h2>
<p>Die Geschenkkarte von ${mall} gilt in den meisten unserer Geschäfte und Restaurants. Das Einpacken am Informationsschalter ist bis zum 24. Dezember kostenlos.</p>`,
    },
  };
}

function accessibility(mall: string): Texts {
  return {
    en: {
      title: 'Accessible shopping',
      description: `Step-free entrances, lifts, accessible toilets and help on request: how ${mall} welcomes every visitor.`,
      article: `<p>We want everyone to feel at home at ${mall}.</p>
<h2>Getting around</h2>
<ul><li>all entrances are step-free and every floor is reachable by lift,</li><li>reserved parking spaces are next to the entrances on every parking level,</li><li>wheelchairs can be borrowed free of charge at the information desk.</li></ul>
<h2>Facilities</h2>
<p>Accessible toilets are on every floor; a changing place with an adult-sized bench is on the ground floor.</p>
<h2>Help on request</h2>
<p>Call the information desk before your visit and our staff will meet you at the entrance. Assistance dogs are welcome everywhere.</p>`,
    },
    cz: {
      title: 'Nakupování bez bariér',
      description: `Bezbariérové vstupy, výtahy, přístupné toalety a pomoc na požádání: jak ${mall} vítá každého návštěvníka.`,
      article: `<p>Chceme, aby se v centru ${mall} cítil dobře každý.</p>
<h2>Pohyb po centru</h2>
<ul><li>všechny vstupy jsou bezbariérové a do každého patra vede výtah,</li><li>vyhrazená parkovací místa jsou u vstupů na každém podlaží parkoviště,</li><li>na informacích si můžete zdarma zapůjčit invalidní vozík.</li></ul>
<h2>Vybavení</h2>
<p>Bezbariérové toalety jsou v každém patře; v přízemí najdete hygienickou místnost s přebalovacím lehátkem pro dospělé.</p>
<h2>Pomoc na požádání</h2>
<p>Zavolejte před návštěvou na informace a náš personál vás vyzvedne u vchodu. Asistenční psi jsou vítáni všude.</p>`,
    },
    sk: {
      title: 'Nakupovanie bez bariér',
      description: `Bezbariérové vstupy, výťahy, prístupné toalety a pomoc na požiadanie: ako ${mall} víta každého návštevníka.`,
      article: `<p>Chceme, aby sa v centre ${mall} cítil dobre každý.</p>
<h2>Pohyb po centre</h2>
<ul><li>všetky vstupy sú bezbariérové a na každé poschodie vedie výťah,</li><li>vyhradené parkovacie miesta sú pri vstupoch na každom podlaží parkoviska,</li><li>na informáciách si môžete bezplatne požičať invalidný vozík.</li></ul>
<h2>Vybavenie</h2>
<p>Bezbariérové toalety sú na každom poschodí; na prízemí nájdete hygienickú miestnosť s prebaľovacím lôžkom pre dospelých.</p>
<h2>Pomoc na požiadanie</h2>
<p>Zavolajte pred návštevou na informácie a náš personál vás vyzdvihne pri vchode. Asistenčné psy sú vítané všade.</p>`,
    },
    de: {
      title: 'Barrierefrei einkaufen',
      description: `Stufenlose Eingänge, Aufzüge, barrierefreie Toiletten und Hilfe auf Anfrage: So empfängt ${mall} alle Besucher.`,
      article: `<p>Bei ${mall} soll sich jeder wohlfühlen.</p>
<h2>Unterwegs im Zentrum</h2>
<ul><li>alle Eingänge sind stufenlos und jede Etage ist mit dem Aufzug erreichbar,</li><li>reservierte Parkplätze befinden sich auf jeder Parkebene neben den Eingängen,</li><li>Rollstühle können am Informationsschalter kostenlos ausgeliehen werden.</li></ul>
<h2>Ausstattung</h2>
<p>Barrierefreie Toiletten gibt es auf jeder Etage; im Erdgeschoss befindet sich ein Pflegeraum mit einer Liege für Erwachsene.</p>
<h2>Hilfe auf Anfrage</h2>
<p>Rufen Sie vor Ihrem Besuch den Informationsschalter an, und unser Personal holt Sie am Eingang ab. Assistenzhunde sind überall willkommen.</p>`,
    },
  };
}

/** Only in English and the mall's own language: the translation fallback (spec §5) shows it elsewhere. */
function sustainability(mall: string, local: 'cz' | 'sk'): Partial<Texts> {
  const localText: WebsitePageText =
    local === 'cz'
      ? {
          title: 'Udržitelné centrum',
          description: `Jak ${mall} šetří energii, vodu a třídí odpad.`,
          article: `<p>Od roku 2024 odebíráme elektřinu pouze z obnovitelných zdrojů.</p>
<h2>Co děláme</h2>
<ul><li>LED osvětlení ve všech společných prostorách,</li><li>dešťová voda pro splachování toalet,</li><li>třídění odpadu z obchodů i restaurací, včetně bioodpadu.</li></ul>
<p>Více o programu se dozvíte na <a href="https://www.breeam.com">webu certifikace BREEAM</a>.</p>`,
        }
      : {
          title: 'Udržateľné centrum',
          description: `Ako ${mall} šetrí energiu, vodu a triedi odpad.`,
          article: `<p>Od roku 2024 odoberáme elektrinu iba z obnoviteľných zdrojov.</p>
<h2>Čo robíme</h2>
<ul><li>LED osvetlenie vo všetkých spoločných priestoroch,</li><li>dažďová voda na splachovanie toaliet,</li><li>triedenie odpadu z obchodov aj reštaurácií vrátane bioodpadu.</li></ul>
<p>Viac o programe sa dozviete na <a href="https://www.breeam.com">webe certifikácie BREEAM</a>.</p>`,
        };
  return {
    en: {
      title: 'A sustainable centre',
      description: `How ${mall} saves energy and water and sorts its waste.`,
      article: `<p>Since 2024 all our electricity comes from renewable sources.</p>
<h2>What we do</h2>
<ul><li>LED lighting in all common areas,</li><li>rainwater for flushing toilets,</li><li>waste sorting for shops and restaurants, food waste included.</li></ul>
<p>Learn more about the programme on the <a href="https://www.breeam.com">BREEAM certification website</a>.</p>`,
    },
    [local]: localText,
  };
}

interface LandingSeed {
  permalink: string;
  texts: Texts;
}

const section = (title: string, article: string): LandingSection => ({ title, article });

/** Each named tenant's campaign (the route of its own landings: aupark al, europasc el, galerieharfa hl, novoplaza nl). */
const LANDINGS: Partial<Record<TenantId, LandingSeed>> = {
  aupark: {
    permalink: 'christmas-2026',
    texts: {
      en: {
        title: 'Christmas at Aupark',
        description: 'Christmas market, late shopping and a gift-wrapping corner, from 27 November to 23 December.',
        article: '<p>The centre by the Danube puts on its festive lights. Come and enjoy the season with us.</p>',
        sections: [
          section('Christmas market', '<p>Mulled wine, honey cakes and handmade gifts on the terrace every day from 14:00.</p>'),
          section('Late shopping', '<p>Every Friday in December the shops stay open until <strong>22:00</strong>.</p>'),
          section('Gift wrapping', '<ul><li>free with a receipt from any shop,</li><li>at the information desk on the ground floor.</li></ul>'),
        ],
      },
      cz: {
        title: 'Vánoce v Auparku',
        description: 'Vánoční trh, večerní nakupování a koutek balení dárků od 27. listopadu do 23. prosince.',
        article: '<p>Centrum u Dunaje rozsvítí sváteční světla. Užijte si s námi adventní čas.</p>',
        sections: [
          section('Vánoční trh', '<p>Svařené víno, perníčky a ručně vyráběné dárky na terase každý den od 14:00.</p>'),
          section('Večerní nakupování', '<p>Každý prosincový pátek mají obchody otevřeno až do <strong>22:00</strong>.</p>'),
          section('Balení dárků', '<ul><li>zdarma s účtenkou z kteréhokoli obchodu,</li><li>na informacích v přízemí.</li></ul>'),
        ],
      },
      sk: {
        title: 'Vianoce v Auparku',
        description: 'Vianočné trhy, večerné nakupovanie a kútik balenia darčekov od 27. novembra do 23. decembra.',
        article: '<p>Centrum pri Dunaji rozsvieti sviatočné svetlá. Užite si s nami adventný čas.</p>',
        sections: [
          section('Vianočné trhy', '<p>Varené víno, medovníky a ručne vyrábané darčeky na terase každý deň od 14:00.</p>'),
          section('Večerné nakupovanie', '<p>Každý decembrový piatok majú obchody otvorené až do <strong>22:00</strong>.</p>'),
          section('Balenie darčekov', '<ul><li>zadarmo s bločkom z ktoréhokoľvek obchodu,</li><li>na informáciách na prízemí.</li></ul>'),
        ],
      },
      de: {
        title: 'Weihnachten im Aupark',
        description: 'Weihnachtsmarkt, langer Einkaufsabend und eine Geschenkverpackungsecke vom 27. November bis 23. Dezember.',
        article: '<p>Das Zentrum an der Donau erstrahlt im festlichen Licht. Genießen Sie die Adventszeit mit uns.</p>',
        sections: [
          section('Weihnachtsmarkt', '<p>Glühwein, Lebkuchen und handgemachte Geschenke täglich ab 14:00 Uhr auf der Terrasse.</p>'),
          section('Langer Einkaufsabend', '<p>Jeden Freitag im Dezember haben die Geschäfte bis <strong>22:00 Uhr</strong> geöffnet.</p>'),
          section('Geschenkverpackung', '<ul><li>kostenlos mit einem Kassenbon aus jedem Geschäft,</li><li>am Informationsschalter im Erdgeschoss.</li></ul>'),
        ],
      },
    },
  },
  europasc: {
    permalink: 'back-to-school',
    texts: {
      en: {
        title: 'Back to school at Europa',
        description: 'Everything for the new school year in one place, with a 10 % discount for loyalty members until 15 September.',
        article: '<p>Satchels, stationery, sports gear and new shoes: get ready for school in Banská Bystrica.</p>',
        sections: [
          section('School supplies', '<p>Exercise books, pencil cases and calculators in the stationery shops on the first floor.</p>'),
          section('Member discount', '<p>Show your digital card and get <strong>10 %</strong> off in participating shops.</p>'),
          section('Workshops for kids', '<ul><li>Saturday 10:00 – book covers,</li><li>Sunday 14:00 – drawing timetables.</li></ul>'),
        ],
      },
      cz: {
        title: 'Zpátky do školy v Europě',
        description: 'Vše pro nový školní rok na jednom místě, se slevou 10 % pro členy věrnostního programu do 15. září.',
        article: '<p>Aktovky, psací potřeby, sportovní vybavení i nové boty: připravte se na školu v Banské Bystrici.</p>',
        sections: [
          section('Školní potřeby', '<p>Sešity, penály a kalkulačky v papírnictvích v prvním patře.</p>'),
          section('Sleva pro členy', '<p>Ukažte svou digitální kartu a získejte <strong>10 %</strong> slevu v zapojených obchodech.</p>'),
          section('Dílny pro děti', '<ul><li>sobota 10:00 – obaly na knihy,</li><li>neděle 14:00 – kreslení rozvrhů.</li></ul>'),
        ],
      },
      sk: {
        title: 'Späť do školy v Europe',
        description: 'Všetko pre nový školský rok na jednom mieste, so zľavou 10 % pre členov vernostného programu do 15. septembra.',
        article: '<p>Aktovky, písacie potreby, športové vybavenie aj nové topánky: pripravte sa na školu v Banskej Bystrici.</p>',
        sections: [
          section('Školské potreby', '<p>Zošity, peračníky a kalkulačky v papiernictvách na prvom poschodí.</p>'),
          section('Zľava pre členov', '<p>Ukážte svoju digitálnu kartu a získajte <strong>10 %</strong> zľavu v zapojených obchodoch.</p>'),
          section('Dielne pre deti', '<ul><li>sobota 10:00 – obaly na knihy,</li><li>nedeľa 14:00 – kreslenie rozvrhov.</li></ul>'),
        ],
      },
      de: {
        title: 'Zurück in die Schule im Europa',
        description: 'Alles für das neue Schuljahr an einem Ort, mit 10 % Rabatt für Mitglieder des Treueprogramms bis zum 15. September.',
        article: '<p>Schulranzen, Schreibwaren, Sportausrüstung und neue Schuhe: Machen Sie sich in Banská Bystrica bereit für die Schule.</p>',
        sections: [
          section('Schulbedarf', '<p>Hefte, Federmäppchen und Taschenrechner in den Schreibwarengeschäften im ersten Stock.</p>'),
          section('Mitgliederrabatt', '<p>Zeigen Sie Ihre digitale Karte und erhalten Sie <strong>10 %</strong> Rabatt in teilnehmenden Geschäften.</p>'),
          section('Workshops für Kinder', '<ul><li>Samstag 10:00 – Buchumschläge,</li><li>Sonntag 14:00 – Stundenpläne zeichnen.</li></ul>'),
        ],
      },
    },
  },
  galerieharfa: {
    permalink: 'spring-fashion-week',
    texts: {
      en: {
        title: 'Spring Fashion Week',
        description: 'New collections, styling advice and a fashion show on the central square of Galerie Harfa.',
        article: '<p>Spring arrives in Prague 9 with a week full of fashion.</p>',
        sections: [
          section('Fashion show', '<p>Saturday at 16:00 on the central square: this season\'s collections from our shops.</p>'),
          section('Personal styling', '<p>Book a free 30-minute session with a stylist at the information desk.</p>'),
          section('Prize draw', '<p>Upload a receipt over 1,000 CZK and win one of ten gift cards.</p>'),
        ],
      },
      cz: {
        title: 'Jarní týden módy',
        description: 'Nové kolekce, stylingové poradenství a módní přehlídka na centrálním náměstí Galerie Harfa.',
        article: '<p>Jaro přichází do Prahy 9 s týdnem plným módy.</p>',
        sections: [
          section('Módní přehlídka', '<p>V sobotu v 16:00 na centrálním náměstí: kolekce této sezóny z našich obchodů.</p>'),
          section('Osobní styling', '<p>Na informacích si zarezervujte bezplatnou třicetiminutovou konzultaci se stylistkou.</p>'),
          section('Soutěž', '<p>Nahrajte účtenku nad 1 000 Kč a vyhrajte jednu z deseti dárkových karet.</p>'),
        ],
      },
      sk: {
        title: 'Jarný týždeň módy',
        description: 'Nové kolekcie, stylingové poradenstvo a módna prehliadka na centrálnom námestí Galerie Harfa.',
        article: '<p>Jar prichádza do Prahy 9 s týždňom plným módy.</p>',
        sections: [
          section('Módna prehliadka', '<p>V sobotu o 16:00 na centrálnom námestí: kolekcie tejto sezóny z našich obchodov.</p>'),
          section('Osobný styling', '<p>Na informáciách si zarezervujte bezplatnú tridsaťminútovú konzultáciu so stylistkou.</p>'),
          section('Súťaž', '<p>Nahrajte bloček nad 1 000 Kč a vyhrajte jednu z desiatich darčekových kariet.</p>'),
        ],
      },
      de: {
        title: 'Frühlings-Modewoche',
        description: 'Neue Kollektionen, Stilberatung und eine Modenschau auf dem zentralen Platz der Galerie Harfa.',
        article: '<p>Der Frühling kommt mit einer Woche voller Mode nach Prag 9.</p>',
        sections: [
          section('Modenschau', '<p>Samstag um 16:00 Uhr auf dem zentralen Platz: die Kollektionen dieser Saison aus unseren Geschäften.</p>'),
          section('Persönliche Stilberatung', '<p>Buchen Sie am Informationsschalter eine kostenlose 30-minütige Beratung mit einer Stylistin.</p>'),
          section('Gewinnspiel', '<p>Laden Sie einen Kassenbon über 1.000 CZK hoch und gewinnen Sie eine von zehn Geschenkkarten.</p>'),
        ],
      },
    },
  },
  novoplaza: {
    permalink: 'family-weekend',
    texts: {
      en: {
        title: 'Family weekend at Novo Plaza',
        description: 'Face painting, a puppet theatre and a children\'s menu in every restaurant, on the last weekend of the month.',
        article: '<p>A weekend for the whole family in Prague 10, free of charge.</p>',
        sections: [
          section('Puppet theatre', '<p>Shows at 10:00 and 15:00 in the family zone on the ground floor.</p>'),
          section('Creative corner', '<p>Face painting, balloon animals and colouring for children of all ages.</p>'),
          section('Family lunch', '<p>Children eat for half price in participating restaurants with an adult menu.</p>'),
        ],
      },
      cz: {
        title: 'Rodinný víkend v Novo Plaza',
        description: 'Malování na obličej, loutkové divadlo a dětské menu v každé restauraci o posledním víkendu v měsíci.',
        article: '<p>Víkend pro celou rodinu v Praze 10, vstup zdarma.</p>',
        sections: [
          section('Loutkové divadlo', '<p>Představení v 10:00 a 15:00 v rodinné zóně v přízemí.</p>'),
          section('Tvořivý koutek', '<p>Malování na obličej, zvířátka z balonků a omalovánky pro děti všech věků.</p>'),
          section('Rodinný oběd', '<p>Děti jedí za poloviční cenu v zapojených restauracích k menu pro dospělého.</p>'),
        ],
      },
      sk: {
        title: 'Rodinný víkend v Novo Plaza',
        description: 'Maľovanie na tvár, bábkové divadlo a detské menu v každej reštaurácii počas posledného víkendu v mesiaci.',
        article: '<p>Víkend pre celú rodinu v Prahe 10, vstup zadarmo.</p>',
        sections: [
          section('Bábkové divadlo', '<p>Predstavenia o 10:00 a 15:00 v rodinnej zóne na prízemí.</p>'),
          section('Tvorivý kútik', '<p>Maľovanie na tvár, zvieratká z balónov a omaľovánky pre deti všetkých vekov.</p>'),
          section('Rodinný obed', '<p>Deti jedia za polovičnú cenu v zapojených reštauráciách k menu pre dospelého.</p>'),
        ],
      },
      de: {
        title: 'Familienwochenende im Novo Plaza',
        description: 'Kinderschminken, Puppentheater und ein Kindermenü in jedem Restaurant am letzten Wochenende des Monats.',
        article: '<p>Ein Wochenende für die ganze Familie in Prag 10, bei freiem Eintritt.</p>',
        sections: [
          section('Puppentheater', '<p>Vorstellungen um 10:00 und 15:00 Uhr im Familienbereich im Erdgeschoss.</p>'),
          section('Kreativecke', '<p>Kinderschminken, Ballontiere und Malvorlagen für Kinder jeden Alters.</p>'),
          section('Familienmittagessen', '<p>Kinder essen in teilnehmenden Restaurants zum halben Preis zu einem Erwachsenenmenü.</p>'),
        ],
      },
    },
  },
};

const LOCAL: Record<TenantId, 'cz' | 'sk'> = { aupark: 'sk', galerieharfa: 'cz', novoplaza: 'cz', europasc: 'sk', beta: 'cz' };

/** A tenant's website pages; ids `index×1000 + 601…` (tenant-scoped, as every entity's). */
export function websitePagesFor(tenant: TenantId, image: ImageUrl): WebsitePage[] {
  const mall = BRANDS[tenant].name;
  const base = TENANTS[tenant].index * 1000 + 600;
  const year = OPENED[tenant];
  const page = (
    n: number,
    type: WebsitePage['type'],
    permalink: string,
    texts: Partial<Texts>,
    date: string,
    category: BlogCategoryKey | null,
    withImage = true,
  ): WebsitePage => ({
    id: base + n,
    type,
    permalink,
    image: withImage ? image('cover', `page-${permalink.replaceAll('/', '-')}`, texts.en?.title ?? mall) : null,
    published_at: date,
    updated_at: date,
    post_category_id: category ? blogCategoryId(tenant, category) : null,
    translations: translations(texts),
  });
  const pages = [
    page(1, 'article', 'about-us/history', history(mall, CITY[tenant], year), '2026-01-12T09:00:00Z', 'centre'),
    page(2, 'article', 'guides/christmas/gift-ideas', giftIdeas(mall), '2026-11-20T08:00:00Z', 'tips'),
    // Without an image: the page shows none and its head falls back to the mall's.
    page(3, 'article', 'accessibility', accessibility(mall), '2026-03-05T08:00:00Z', 'tips', false),
    page(4, 'article', 'sustainability', sustainability(mall, LOCAL[tenant]), '2026-04-22T07:00:00Z', 'centre'),
  ];
  const landing = LANDINGS[tenant];
  if (landing) pages.push(page(5, 'landing', landing.permalink, landing.texts, '2026-09-01T07:00:00Z', null));
  return pages;
}
