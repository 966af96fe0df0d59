// Events per tenant: the events endpoints (events, events/{id}, events/upcoming, me/events), the hero
// banner and the shop entity counts read this module. Dates are relative to the current month in the
// mall's time zone (content.ts): past months, this month, the next two, and items spanning a month
// boundary, so that lists, "upcoming" and the calendar always have something to show.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { buildContent, type ContentItem, type ContentSeed, type RelTime } from './content';

const at = (month: number, day: number, time: string): RelTime => ({ month, day, time });

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * A repeating event's week (CONTRACT.md "events": our choice, shaped like the mall's opening hours):
 * the weekdays it takes place on, each with its hours (`HH:mm`, the mall's clock, `to` after `from`).
 * It takes place on those weekdays from the day of `start_date` to the day of `end_date`; without a
 * schedule an event runs without a break from `start_date` to `end_date`.
 */
export interface EventSchedule {
  days: Partial<Record<Weekday, { from: string; to: string }>>;
}

export interface EventItem extends ContentItem {
  schedule: EventSchedule | null;
}

interface EventSeed extends ContentSeed {
  schedule?: EventSchedule;
}

const every = (days: readonly Weekday[], from: string, to: string): EventSchedule => ({ days: Object.fromEntries(days.map((day) => [day, { from, to }])) });
const daily = (from: string, to: string) => every(WEEKDAYS, from, to);

export const EVENT_SEEDS: readonly EventSeed[] = [
  {
    shopPosition: null,
    start: at(-2, 20, '10:00'),
    end: at(-2, 29, '20:00'),
    schedule: daily('10:00', '20:00'),
    texts: {
      en: { title: 'Fashion Week', description: 'Catwalk shows, styling tips and the new collections at {mall}.' },
      cz: { title: 'Týden módy', description: 'Módní přehlídky, stylingové tipy a nové kolekce v {mall}.' },
      sk: { title: 'Týždeň módy', description: 'Módne prehliadky, stylingové tipy a nové kolekcie v {mall}.' },
      de: { title: 'Modewoche', description: 'Modenschauen, Styling-Tipps und die neuen Kollektionen im {mall}.' },
    },
  },
  {
    shopPosition: null,
    start: at(-1, 3, '09:00'),
    end: at(-1, 5, '18:00'),
    schedule: daily('09:00', '18:00'),
    texts: {
      en: { title: 'Creative Workshops for Kids', description: 'Painting and crafts for children on the ground floor.' },
      cz: { title: 'Tvořivé dílničky pro děti', description: 'Malování a tvoření pro děti v přízemí.' },
      sk: { title: 'Tvorivé dielne pre deti', description: 'Maľovanie a tvorenie pre deti na prízemí.' },
      de: { title: 'Kreativwerkstatt für Kinder', description: 'Malen und Basteln für Kinder im Erdgeschoss.' },
    },
  },
  {
    shopPosition: 3,
    start: at(0, 9, '10:00'),
    end: at(0, 9, '18:00'),
    texts: {
      en: { title: 'Styling Saturday', description: 'Personal styling advice and 20 % off for loyalty members.' },
      cz: { title: 'Stylingová sobota', description: 'Osobní stylingové poradenství a sleva 20 % pro členy věrnostního programu.' },
      sk: { title: 'Stylingová sobota', description: 'Osobné stylingové poradenstvo a zľava 20 % pre členov vernostného programu.' },
      de: { title: 'Styling-Samstag', description: 'Persönliche Stilberatung und 20 % Rabatt für Mitglieder des Treueprogramms.' },
    },
  },
  {
    shopPosition: null,
    start: at(0, 1, '19:00'),
    end: at(1, 28, '22:00'),
    schedule: every(['friday'], '19:00', '22:00'),
    texts: {
      en: { title: 'Cinema Nights', description: 'Film classics on the big screen in the food court of {mall} every Friday.' },
      cz: { title: 'Filmové večery', description: 'Filmové klasiky na velkém plátně ve food courtu {mall} každý pátek.' },
      sk: { title: 'Filmové večery', description: 'Filmové klasiky na veľkom plátne vo food courte {mall} každý piatok.' },
      de: { title: 'Filmabende', description: 'Filmklassiker auf der großen Leinwand im Food Court des {mall} jeden Freitag.' },
    },
  },
  {
    shopPosition: 6,
    start: at(-3, 24, '09:00'),
    end: at(-2, 6, '21:00'),
    // No Slovak text on purpose: exercises the translation fallback (CONTRACT.md).
    texts: {
      en: { title: 'Back to School Days', description: 'Everything for the new school year, with discounts up to 30 %.' },
      cz: { title: 'Zpátky do školy', description: 'Vše pro nový školní rok se slevami až 30 %.' },
      de: { title: 'Schulanfangstage', description: 'Alles für das neue Schuljahr mit bis zu 30 % Rabatt.' },
    },
  },
  {
    shopPosition: null,
    start: at(0, 27, '10:00'),
    end: at(1, 23, '21:00'),
    schedule: daily('10:00', '21:00'),
    texts: {
      en: { title: 'Christmas Market', description: 'Mulled wine, handmade gifts and carols in front of {mall}.' },
      cz: { title: 'Vánoční trhy', description: 'Svařák, ručně vyráběné dárky a koledy před {mall}.' },
      sk: { title: 'Vianočné trhy', description: 'Varené víno, ručne vyrábané darčeky a koledy pred {mall}.' },
      de: { title: 'Weihnachtsmarkt', description: 'Glühwein, handgemachte Geschenke und Weihnachtslieder vor dem {mall}.' },
    },
  },
  {
    shopPosition: 0,
    start: at(0, 14, '11:00'),
    end: at(0, 14, '17:00'),
    texts: {
      en: { title: 'Tasting Day', description: 'Taste seasonal specialities and take home the recipes.' },
      cz: { title: 'Den ochutnávek', description: 'Ochutnejte sezónní speciality a odneste si recepty domů.' },
      sk: { title: 'Deň ochutnávok', description: 'Ochutnajte sezónne špeciality a odneste si recepty domov.' },
      de: { title: 'Verkostungstag', description: 'Probieren Sie saisonale Spezialitäten und nehmen Sie die Rezepte mit nach Hause.' },
    },
  },
  {
    shopPosition: null,
    start: at(0, 18, '08:00'),
    end: at(0, 18, '14:00'),
    texts: {
      en: { title: 'Blood Donation Day', description: 'The mobile transfusion unit parks in front of the main entrance of {mall}.' },
      cz: { title: 'Den dárců krve', description: 'Mobilní transfuzní jednotka zaparkuje před hlavním vchodem {mall}.' },
      sk: { title: 'Deň darcov krvi', description: 'Mobilná transfúzna jednotka zaparkuje pred hlavným vchodom {mall}.' },
      de: { title: 'Blutspendetag', description: 'Das mobile Blutspendeteam steht vor dem Haupteingang des {mall}.' },
    },
  },
  {
    shopPosition: 2,
    start: at(0, 21, '16:00'),
    end: at(0, 21, '18:00'),
    texts: {
      en: { title: 'Book Signing', description: 'Meet the author of this season’s bestseller and get your copy signed.' },
      cz: { title: 'Autogramiáda', description: 'Setkejte se s autorkou bestselleru sezóny a nechte si podepsat knihu.' },
      sk: { title: 'Autogramiáda', description: 'Stretnite sa s autorkou bestsellera sezóny a dajte si podpísať knihu.' },
      de: { title: 'Signierstunde', description: 'Treffen Sie die Autorin des Bestsellers der Saison und lassen Sie Ihr Buch signieren.' },
    },
  },
  {
    shopPosition: null,
    start: at(1, 7, '10:00'),
    end: at(1, 7, '18:00'),
    texts: {
      en: { title: 'Family Sunday', description: 'Face painting, a magician and a treasure hunt through {mall}.' },
      cz: { title: 'Rodinná neděle', description: 'Malování na obličej, kouzelník a hledání pokladu po celém {mall}.' },
      sk: { title: 'Rodinná nedeľa', description: 'Maľovanie na tvár, kúzelník a hľadanie pokladu po celom {mall}.' },
      de: { title: 'Familiensonntag', description: 'Kinderschminken, ein Zauberer und eine Schatzsuche durch das {mall}.' },
    },
  },
  {
    shopPosition: 5,
    start: at(1, 12, '10:00'),
    end: at(1, 12, '19:00'),
    texts: {
      en: { title: 'Beauty Day', description: 'Free skin analysis and make-up tips from our beauty advisers.' },
      cz: { title: 'Den krásy', description: 'Bezplatná analýza pleti a tipy na líčení od našich poradkyň.' },
      sk: { title: 'Deň krásy', description: 'Bezplatná analýza pleti a tipy na líčenie od našich poradkýň.' },
      de: { title: 'Beauty-Tag', description: 'Kostenlose Hautanalyse und Make-up-Tipps von unseren Beraterinnen.' },
    },
  },
  {
    shopPosition: null,
    start: at(1, 19, '18:00'),
    end: at(1, 19, '21:00'),
    texts: {
      en: { title: 'Live Music Evening', description: 'Local bands play on the stage in the central atrium.' },
      cz: { title: 'Večer živé hudby', description: 'Místní kapely hrají na pódiu v centrálním atriu.' },
      sk: { title: 'Večer živej hudby', description: 'Miestne kapely hrajú na pódiu v centrálnom átriu.' },
      de: { title: 'Livemusik-Abend', description: 'Lokale Bands spielen auf der Bühne im zentralen Atrium.' },
    },
  },
  {
    shopPosition: 8,
    start: at(0, 5, '14:00'),
    end: at(0, 6, '18:00'),
    texts: {
      en: { title: 'Building Blocks Weekend', description: 'Children build a city of bricks; the best builders win a prize.' },
      cz: { title: 'Víkend se stavebnicí', description: 'Děti staví město z kostek, nejlepší stavitelé vyhrají cenu.' },
      sk: { title: 'Víkend so stavebnicou', description: 'Deti stavajú mesto z kociek, najlepší stavitelia vyhrajú cenu.' },
      de: { title: 'Bausteine-Wochenende', description: 'Kinder bauen eine Stadt aus Steinen; die besten Baumeister gewinnen einen Preis.' },
    },
  },
  {
    shopPosition: 1,
    start: at(2, 10, '10:00'),
    end: at(2, 10, '16:00'),
    texts: {
      en: { title: 'Sports Gear Test Day', description: 'Try the new running shoes and skis before you buy.' },
      cz: { title: 'Testovací den sportovní výbavy', description: 'Vyzkoušejte nové běžecké boty a lyže ještě před nákupem.' },
      sk: { title: 'Testovací deň športovej výbavy', description: 'Vyskúšajte nové bežecké topánky a lyže ešte pred nákupom.' },
      de: { title: 'Testtag für Sportausrüstung', description: 'Probieren Sie die neuen Laufschuhe und Skier vor dem Kauf aus.' },
    },
  },
  {
    shopPosition: null,
    start: at(2, 3, '17:00'),
    end: at(2, 3, '19:00'),
    texts: {
      en: { title: 'New Year Concert', description: 'A string quartet welcomes the new year in the atrium of {mall}.' },
      cz: { title: 'Novoroční koncert', description: 'Smyčcové kvarteto vítá nový rok v atriu {mall}.' },
      sk: { title: 'Novoročný koncert', description: 'Sláčikové kvarteto víta nový rok v átriu {mall}.' },
      de: { title: 'Neujahrskonzert', description: 'Ein Streichquartett begrüßt das neue Jahr im Atrium des {mall}.' },
    },
  },
  {
    shopPosition: 4,
    start: at(0, 25, '15:00'),
    end: at(0, 25, '17:00'),
    // Markup an editor should never get through: exercises the bff's sanitising (CONTRACT.md).
    unsafe: true,
    texts: {
      en: { title: 'Coffee Workshop', description: 'Learn to brew the perfect filter coffee with our baristas.' },
      cz: { title: 'Kávový workshop', description: 'Naučte se s našimi baristy připravit dokonalou filtrovanou kávu.' },
      sk: { title: 'Kávový workshop', description: 'Naučte sa s našimi baristami pripraviť dokonalú filtrovanú kávu.' },
      de: { title: 'Kaffee-Workshop', description: 'Lernen Sie mit unseren Baristas, den perfekten Filterkaffee zuzubereiten.' },
    },
  },
  {
    shopPosition: 7,
    start: at(1, 3, '09:00'),
    end: at(1, 5, '20:00'),
    schedule: daily('09:00', '20:00'),
    texts: {
      en: { title: 'Three Days of Discounts', description: 'Up to 40 % off the whole range for three days.' },
      cz: { title: 'Tři dny slev', description: 'Slevy až 40 % na celý sortiment po tři dny.' },
      sk: { title: 'Tri dni zliav', description: 'Zľavy až 40 % na celý sortiment počas troch dní.' },
      de: { title: 'Drei Tage Rabatt', description: 'Bis zu 40 % auf das gesamte Sortiment, drei Tage lang.' },
    },
  },
  {
    shopPosition: null,
    start: at(1, 26, '10:00'),
    end: at(1, 26, '16:00'),
    texts: {
      en: { title: 'Toy Swap', description: 'Bring the toys your children have outgrown and swap them for others.' },
      cz: { title: 'Burza hraček', description: 'Přineste hračky, ze kterých vaše děti vyrostly, a vyměňte je za jiné.' },
      sk: { title: 'Burza hračiek', description: 'Prineste hračky, z ktorých vaše deti vyrástli, a vymeňte ich za iné.' },
      de: { title: 'Spielzeugtausch', description: 'Bringen Sie Spielzeug mit, aus dem Ihre Kinder herausgewachsen sind, und tauschen Sie es.' },
    },
  },
  {
    shopPosition: 9,
    start: at(2, 15, '12:00'),
    end: at(2, 15, '15:00'),
    texts: {
      en: { title: 'Cooking Show', description: 'A chef cooks a three-course menu live; tasting included.' },
      cz: { title: 'Kuchařská show', description: 'Šéfkuchař vaří živě tříchodové menu, ochutnávka v ceně.' },
      sk: { title: 'Kuchárska šou', description: 'Šéfkuchár varí naživo trojchodové menu, ochutnávka v cene.' },
      de: { title: 'Kochshow', description: 'Ein Küchenchef kocht live ein Drei-Gänge-Menü, Verkostung inklusive.' },
    },
  },
  {
    shopPosition: null,
    start: at(2, 22, '09:00'),
    end: at(2, 24, '20:00'),
    // A schedule the platform should never send (it ends before it starts): the bff ignores it and logs it (CONTRACT.md).
    schedule: every(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], '20:00', '09:00'),
    texts: {
      en: { title: 'Health Days', description: 'Free blood pressure checks and advice from pharmacists at {mall}.' },
      cz: { title: 'Dny zdraví', description: 'Měření tlaku zdarma a rady lékárníků v {mall}.' },
      sk: { title: 'Dni zdravia', description: 'Meranie tlaku zadarmo a rady lekárnikov v {mall}.' },
      de: { title: 'Gesundheitstage', description: 'Kostenlose Blutdruckmessung und Beratung durch Apotheker im {mall}.' },
    },
  },
];

/** The tenant's events; `now` decides the current month (tests pass a fixed one). */
export function eventsFor(tenant: TenantId, image: ImageUrl, now: Date = new Date()): EventItem[] {
  return buildContent(tenant, EVENT_SEEDS, TENANTS[tenant].index * 1000 + 100, 'event', image, now).map((item, n) => ({ ...item, schedule: EVENT_SEEDS[n]?.schedule ?? null }));
}
