// Frequently asked questions and their post-categories (spec §7 "Content": `faq`, `post-categories`).
// The field lists are ours; the specification shows none (§3). Each question names its category by
// `post_category_id`; the answer is HTML, as the platform's editors write it. The questions are the
// same kind for every mall, their answers carry each mall's own facts (prices, Wi-Fi name, pets).

import { TENANTS, type TenantId } from '../tenancy';
import { BRANDS } from './brand';
import { translations, type Locale, type Translation } from './i18n';

export interface PostCategory {
  id: number;
  /** What the category groups; the FAQ screen reads `faq` ones. */
  type: 'faq';
  position: number;
  translations: Translation<{ name: string }>[];
}

export interface FaqItem {
  id: number;
  post_category_id: number | null;
  position: number;
  translations: Translation<{ question: string; answer: string }>[];
}

type Lang4<T> = Record<Locale, T>;
type CategoryKey = 'visit' | 'parking' | 'gift-cards' | 'loyalty';

const CATEGORY_NAMES: Record<CategoryKey, Lang4<string>> = {
  visit: { en: 'Visiting the centre', cz: 'Návštěva centra', sk: 'Návšteva centra', de: 'Besuch im Center' },
  parking: { en: 'Parking', cz: 'Parkování', sk: 'Parkovanie', de: 'Parken' },
  'gift-cards': { en: 'Gift cards', cz: 'Dárkové karty', sk: 'Darčekové karty', de: 'Geschenkkarten' },
  loyalty: { en: 'Loyalty programme', cz: 'Věrnostní program', sk: 'Vernostný program', de: 'Treueprogramm' },
};
const CATEGORY_ORDER: readonly CategoryKey[] = ['visit', 'parking', 'gift-cards', 'loyalty'];

/** What the answers say differently per mall. */
interface Facts {
  mall: string;
  wifi: string;
  /** Price of each further hour after the free time, in the mall's currency, as written in text. */
  hourly: Lang4<string>;
  petsAllowed: boolean;
  evChargers: number;
  /** What one point costs, as written in text. */
  pointRate: Lang4<string>;
  /** The smallest and largest value of a gift card, as written in text. */
  giftRange: Lang4<string>;
  /** Questions this mall answers, by key, in this order within their category. */
  questions: readonly QuestionKey[];
}

type QuestionKey =
  | 'holidays' | 'lost-found' | 'wifi' | 'strollers' | 'pets'
  | 'parking-price' | 'ev' | 'lost-ticket'
  | 'gift-buy' | 'gift-balance' | 'gift-validity'
  | 'points' | 'join' | 'points-expiry';

const ALL: readonly QuestionKey[] = [
  'holidays', 'lost-found', 'wifi', 'strollers', 'pets', 'parking-price', 'ev', 'lost-ticket',
  'gift-buy', 'gift-balance', 'gift-validity', 'points', 'join', 'points-expiry',
];

const FACTS: Record<TenantId, Facts> = {
  aupark: {
    mall: BRANDS.aupark.name, wifi: 'Aupark_Free_WiFi', petsAllowed: true, evChargers: 12,
    pointRate: { en: 'Every €1 spent earns 1 point', cz: 'Za každé utracené 1 € získáte 1 bod', sk: 'Za každé minuté 1 € získate 1 bod', de: 'Für jeden ausgegebenen Euro erhalten Sie 1 Punkt' },
    giftRange: { en: 'from €10 to €500', cz: 'od 10 € do 500 €', sk: 'od 10 € do 500 €', de: 'von 10 € bis 500 €' },
    hourly: { en: '€1.50', cz: '1,50 €', sk: '1,50 €', de: '1,50 €' },
    questions: ALL,
  },
  galerieharfa: {
    mall: BRANDS.galerieharfa.name, wifi: 'Harfa_WiFi', petsAllowed: false, evChargers: 8,
    pointRate: { en: 'Every CZK 10 spent earns 1 point', cz: 'Za každých utracených 10 Kč získáte 1 bod', sk: 'Za každých minutých 10 Kč získate 1 bod', de: 'Für je 10 CZK Einkaufswert erhalten Sie 1 Punkt' },
    giftRange: { en: 'from CZK 200 to CZK 10,000', cz: 'od 200 Kč do 10 000 Kč', sk: 'od 200 Kč do 10 000 Kč', de: 'von 200 CZK bis 10.000 CZK' },
    hourly: { en: 'CZK 40', cz: '40 Kč', sk: '40 Kč', de: '40 CZK' },
    questions: ALL.filter((q) => q !== 'points-expiry'),
  },
  novoplaza: {
    mall: BRANDS.novoplaza.name, wifi: 'NovoPlaza_Guest', petsAllowed: true, evChargers: 4,
    pointRate: { en: 'Every CZK 10 spent earns 1 point', cz: 'Za každých utracených 10 Kč získáte 1 bod', sk: 'Za každých minutých 10 Kč získate 1 bod', de: 'Für je 10 CZK Einkaufswert erhalten Sie 1 Punkt' },
    giftRange: { en: 'from CZK 200 to CZK 10,000', cz: 'od 200 Kč do 10 000 Kč', sk: 'od 200 Kč do 10 000 Kč', de: 'von 200 CZK bis 10.000 CZK' },
    hourly: { en: 'CZK 20', cz: '20 Kč', sk: '20 Kč', de: '20 CZK' },
    questions: ['holidays', 'lost-found', 'wifi', 'pets', 'parking-price', 'lost-ticket', 'gift-buy', 'gift-balance', 'points', 'join'],
  },
  europasc: {
    mall: BRANDS.europasc.name, wifi: 'EuropaSC_Free', petsAllowed: false, evChargers: 6,
    pointRate: { en: 'Every €1 spent earns 1 point', cz: 'Za každé utracené 1 € získáte 1 bod', sk: 'Za každé minuté 1 € získate 1 bod', de: 'Für jeden ausgegebenen Euro erhalten Sie 1 Punkt' },
    giftRange: { en: 'from €10 to €500', cz: 'od 10 € do 500 €', sk: 'od 10 € do 500 €', de: 'von 10 € bis 500 €' },
    hourly: { en: '€1.00', cz: '1,00 €', sk: '1,00 €', de: '1,00 €' },
    questions: ALL.filter((q) => q !== 'lost-ticket' && q !== 'strollers'),
  },
  // Beta has no parking option on the platform: no parking questions.
  beta: {
    mall: BRANDS.beta.name, wifi: 'Beta_Guest', petsAllowed: true, evChargers: 0,
    pointRate: { en: 'Every CZK 10 spent earns 1 point', cz: 'Za každých utracených 10 Kč získáte 1 bod', sk: 'Za každých minutých 10 Kč získate 1 bod', de: 'Für je 10 CZK Einkaufswert erhalten Sie 1 Punkt' },
    giftRange: { en: 'from CZK 200 to CZK 10,000', cz: 'od 200 Kč do 10 000 Kč', sk: 'od 200 Kč do 10 000 Kč', de: 'von 200 CZK bis 10.000 CZK' },
    hourly: { en: 'CZK 30', cz: '30 Kč', sk: '30 Kč', de: '30 CZK' },
    questions: ['holidays', 'lost-found', 'wifi', 'strollers', 'gift-buy', 'gift-validity', 'points', 'join'],
  },
};

const CATEGORY_OF: Record<QuestionKey, CategoryKey> = {
  holidays: 'visit', 'lost-found': 'visit', wifi: 'visit', strollers: 'visit', pets: 'visit',
  'parking-price': 'parking', ev: 'parking', 'lost-ticket': 'parking',
  'gift-buy': 'gift-cards', 'gift-balance': 'gift-cards', 'gift-validity': 'gift-cards',
  points: 'loyalty', join: 'loyalty', 'points-expiry': 'loyalty',
};

type QA = { question: string; answer: string };

function texts(key: QuestionKey, f: Facts): Lang4<QA> {
  switch (key) {
    case 'holidays':
      return {
        en: { question: 'Are you open on public holidays?', answer: `<p>On most public holidays ${f.mall} is open as usual. On the days the law closes large shops (for example 25 and 26 December and 1 January) the centre is closed; restaurants and the cinema may keep their own hours.</p><p>The coming closed days are listed on the opening hours page.</p>` },
        cz: { question: 'Máte otevřeno o státních svátcích?', answer: `<p>O většině státních svátků má ${f.mall} otevřeno jako obvykle. Ve dny, kdy zákon velkým obchodům prodej zakazuje (například 25. a 26. prosince a 1. ledna), je centrum zavřené; restaurace a kino mohou mít vlastní otevírací dobu.</p><p>Nejbližší zavřené dny najdete na stránce s otevírací dobou.</p>` },
        sk: { question: 'Máte otvorené počas štátnych sviatkov?', answer: `<p>Počas väčšiny štátnych sviatkov má ${f.mall} otvorené ako zvyčajne. V dňoch, keď zákon veľkým obchodom predaj zakazuje (napríklad 25. a 26. decembra a 1. januára), je centrum zatvorené; reštaurácie a kino môžu mať vlastné otváracie hodiny.</p><p>Najbližšie zatvorené dni nájdete na stránke s otváracími hodinami.</p>` },
        de: { question: 'Haben Sie an Feiertagen geöffnet?', answer: `<p>An den meisten Feiertagen hat ${f.mall} wie gewohnt geöffnet. An den Tagen, an denen große Geschäfte gesetzlich schließen müssen (zum Beispiel am 25. und 26. Dezember und am 1. Januar), bleibt das Center geschlossen; Restaurants und das Kino können eigene Öffnungszeiten haben.</p><p>Die nächsten Schließtage finden Sie auf der Seite mit den Öffnungszeiten.</p>` },
      };
    case 'lost-found':
      return {
        en: { question: 'I lost something. Where can I ask?', answer: '<p>Ask at the information desk on the ground floor. Things found in the centre are kept there for 30 days, then handed over to the municipal lost and found office.</p>' },
        cz: { question: 'Něco jsem ztratil/a. Kde se mám zeptat?', answer: '<p>Zeptejte se na informacích v přízemí. Nalezené věci tam uchováváme 30 dní, poté je předáváme na obecní ztráty a nálezy.</p>' },
        sk: { question: 'Niečo som stratil/a. Kde sa mám opýtať?', answer: '<p>Opýtajte sa na informáciách na prízemí. Nájdené veci tam uchovávame 30 dní, potom ich odovzdávame na mestské straty a nálezy.</p>' },
        de: { question: 'Ich habe etwas verloren. Wo kann ich nachfragen?', answer: '<p>Fragen Sie an der Information im Erdgeschoss. Fundsachen bewahren wir dort 30 Tage auf und übergeben sie danach dem städtischen Fundbüro.</p>' },
      };
    case 'wifi':
      return {
        en: { question: 'Is there free Wi-Fi?', answer: `<p>Yes. Connect to the network <strong>${f.wifi}</strong> and confirm the terms on the page that opens. No password is needed.</p>` },
        cz: { question: 'Je v centru Wi-Fi zdarma?', answer: `<p>Ano. Připojte se k síti <strong>${f.wifi}</strong> a na stránce, která se otevře, potvrďte podmínky. Heslo není potřeba.</p>` },
        sk: { question: 'Je v centre Wi-Fi zadarmo?', answer: `<p>Áno. Pripojte sa k sieti <strong>${f.wifi}</strong> a na stránke, ktorá sa otvorí, potvrďte podmienky. Heslo nie je potrebné.</p>` },
        de: { question: 'Gibt es kostenloses WLAN?', answer: `<p>Ja. Verbinden Sie sich mit dem Netz <strong>${f.wifi}</strong> und bestätigen Sie die Bedingungen auf der Seite, die sich öffnet. Ein Passwort ist nicht nötig.</p>` },
      };
    case 'strollers':
      return {
        en: { question: 'Can I borrow a stroller or a wheelchair?', answer: '<p>Yes, free of charge at the information desk, for as long as you are in the centre. Please bring an ID card.</p>' },
        cz: { question: 'Mohu si zapůjčit kočárek nebo invalidní vozík?', answer: '<p>Ano, zdarma na informacích, na celou dobu vaší návštěvy. Vezměte si s sebou prosím občanský průkaz.</p>' },
        sk: { question: 'Môžem si požičať kočík alebo invalidný vozík?', answer: '<p>Áno, zadarmo na informáciách, na celý čas vašej návštevy. Vezmite si so sebou, prosím, občiansky preukaz.</p>' },
        de: { question: 'Kann ich einen Kinderwagen oder Rollstuhl ausleihen?', answer: '<p>Ja, kostenlos an der Information, für die Dauer Ihres Besuchs. Bitte bringen Sie einen Ausweis mit.</p>' },
      };
    case 'pets':
      return f.petsAllowed
        ? {
            en: { question: 'Can I bring my dog?', answer: '<p>Yes, dogs on a short lead are welcome in the common areas. Each shop decides for itself whether dogs may come in; look for the sticker at the entrance.</p>' },
            cz: { question: 'Mohu přijít se psem?', answer: '<p>Ano, psi na krátkém vodítku jsou ve společných prostorách vítáni. Zda smějí i do obchodu, rozhoduje každý obchod sám; sledujte nálepku u vchodu.</p>' },
            sk: { question: 'Môžem prísť so psom?', answer: '<p>Áno, psy na krátkej vôdzke sú v spoločných priestoroch vítané. Či smú aj do obchodu, rozhoduje každý obchod sám; sledujte nálepku pri vchode.</p>' },
            de: { question: 'Darf ich meinen Hund mitbringen?', answer: '<p>Ja, Hunde an kurzer Leine sind in den Gemeinschaftsbereichen willkommen. Ob sie in ein Geschäft dürfen, entscheidet jedes Geschäft selbst; achten Sie auf den Aufkleber am Eingang.</p>' },
          }
        : {
            en: { question: 'Can I bring my dog?', answer: '<p>Only assistance dogs may enter the centre. Other pets cannot come in, for the comfort and safety of all visitors.</p>' },
            cz: { question: 'Mohu přijít se psem?', answer: '<p>Do centra mohou jen asistenční psi. Ostatní zvířata sem z ohledu na pohodlí a bezpečnost všech návštěvníků nesmějí.</p>' },
            sk: { question: 'Môžem prísť so psom?', answer: '<p>Do centra môžu len asistenčné psy. Ostatné zvieratá sem z ohľadu na pohodlie a bezpečnosť všetkých návštevníkov nesmú.</p>' },
            de: { question: 'Darf ich meinen Hund mitbringen?', answer: '<p>Nur Assistenzhunde dürfen ins Center. Andere Tiere müssen aus Rücksicht auf die Sicherheit und den Komfort aller Besucher draußen bleiben.</p>' },
          };
    case 'parking-price':
      return {
        en: { question: 'How much does parking cost?', answer: `<p>The first 2 hours are free. Each further hour started costs ${f.hourly.en}. You pay at the pay stations by the lifts or at the exit barrier by card.</p>` },
        cz: { question: 'Kolik stojí parkování?', answer: `<p>První 2 hodiny jsou zdarma. Každá další započatá hodina stojí ${f.hourly.cz}. Platit můžete v automatech u výtahů nebo kartou u výjezdové závory.</p>` },
        sk: { question: 'Koľko stojí parkovanie?', answer: `<p>Prvé 2 hodiny sú zadarmo. Každá ďalšia začatá hodina stojí ${f.hourly.sk}. Platiť môžete v automatoch pri výťahoch alebo kartou pri výjazdovej závore.</p>` },
        de: { question: 'Was kostet das Parken?', answer: `<p>Die ersten 2 Stunden sind kostenlos. Jede weitere angefangene Stunde kostet ${f.hourly.de}. Sie zahlen an den Kassenautomaten bei den Aufzügen oder mit Karte an der Ausfahrtsschranke.</p>` },
      };
    case 'ev':
      return {
        en: { question: 'Can I charge my electric car?', answer: `<p>Yes, there are ${f.evChargers} charging points on the first parking level. You pay for the charging in the operator's app; parking is charged as usual.</p>` },
        cz: { question: 'Mohu nabít elektromobil?', answer: `<p>Ano, v prvním podlaží parkoviště je ${f.evChargers} nabíjecích míst. Nabíjení zaplatíte v aplikaci provozovatele, parkování se platí jako obvykle.</p>` },
        sk: { question: 'Môžem nabiť elektromobil?', answer: `<p>Áno, na prvom podlaží parkoviska je ${f.evChargers} nabíjacích miest. Nabíjanie zaplatíte v aplikácii prevádzkovateľa, parkovanie sa platí ako zvyčajne.</p>` },
        de: { question: 'Kann ich mein Elektroauto laden?', answer: `<p>Ja, auf der ersten Parkebene gibt es ${f.evChargers} Ladepunkte. Das Laden bezahlen Sie in der App des Betreibers, das Parken wie gewohnt.</p>` },
      };
    case 'lost-ticket':
      return {
        en: { question: 'What if I lose my parking ticket?', answer: '<p>Go to the information desk or call the number on the pay station. A replacement ticket is charged at the lost-ticket rate shown on the parking page.</p>' },
        cz: { question: 'Co když ztratím parkovací lístek?', answer: '<p>Obraťte se na informace nebo zavolejte na číslo uvedené na platebním automatu. Náhradní lístek se platí podle sazby za ztracený lístek uvedené na stránce o parkování.</p>' },
        sk: { question: 'Čo ak stratím parkovací lístok?', answer: '<p>Obráťte sa na informácie alebo zavolajte na číslo uvedené na platobnom automate. Náhradný lístok sa platí podľa sadzby za stratený lístok uvedenej na stránke o parkovaní.</p>' },
        de: { question: 'Was tun, wenn ich mein Parkticket verliere?', answer: '<p>Wenden Sie sich an die Information oder rufen Sie die Nummer am Kassenautomaten an. Ein Ersatzticket kostet den Betrag für verlorene Tickets, der auf der Parkseite steht.</p>' },
      };
    case 'gift-buy':
      return {
        en: { question: 'Where can I buy a gift card?', answer: `<p>At the information desk of ${f.mall}, by card or in cash, for any amount ${f.giftRange.en}. Companies can order larger quantities by e-mail.</p>` },
        cz: { question: 'Kde koupím dárkovou kartu?', answer: `<p>Na informacích v ${f.mall}, kartou nebo v hotovosti, v libovolné hodnotě ${f.giftRange.cz}. Firmy mohou větší množství objednat e-mailem.</p>` },
        sk: { question: 'Kde kúpim darčekovú kartu?', answer: `<p>Na informáciách v ${f.mall}, kartou alebo v hotovosti, v ľubovoľnej hodnote ${f.giftRange.sk}. Firmy môžu väčšie množstvo objednať e-mailom.</p>` },
        de: { question: 'Wo kann ich eine Geschenkkarte kaufen?', answer: `<p>An der Information von ${f.mall}, mit Karte oder bar, in jedem Wert ${f.giftRange.de}. Firmen können größere Mengen per E-Mail bestellen.</p>` },
      };
    case 'gift-balance':
      return {
        en: { question: 'How do I check the balance of my gift card?', answer: '<p>Ask at the information desk or at the till of any shop that accepts it; the balance is also printed on every receipt paid with the card.</p>' },
        cz: { question: 'Jak zjistím zůstatek na dárkové kartě?', answer: '<p>Zeptejte se na informacích nebo u pokladny kteréhokoli obchodu, který kartu přijímá; zůstatek je vytištěný také na každé účtence zaplacené kartou.</p>' },
        sk: { question: 'Ako zistím zostatok na darčekovej karte?', answer: '<p>Opýtajte sa na informáciách alebo pri pokladni ktoréhokoľvek obchodu, ktorý kartu prijíma; zostatok je vytlačený aj na každom bločku zaplatenom kartou.</p>' },
        de: { question: 'Wie erfahre ich das Guthaben meiner Geschenkkarte?', answer: '<p>Fragen Sie an der Information oder an der Kasse eines Geschäfts, das die Karte annimmt; das Guthaben steht auch auf jedem Beleg, der mit der Karte bezahlt wurde.</p>' },
      };
    case 'gift-validity':
      return {
        en: { question: 'How long is a gift card valid?', answer: '<p>12 months from the day of purchase. The date is printed on the back of the card. An expired card cannot be topped up or exchanged.</p>' },
        cz: { question: 'Jak dlouho platí dárková karta?', answer: '<p>12 měsíců ode dne nákupu. Datum je vytištěné na zadní straně karty. Kartu po skončení platnosti nelze dobít ani vyměnit.</p>' },
        sk: { question: 'Ako dlho platí darčeková karta?', answer: '<p>12 mesiacov odo dňa nákupu. Dátum je vytlačený na zadnej strane karty. Kartu po skončení platnosti nemožno dobiť ani vymeniť.</p>' },
        de: { question: 'Wie lange ist eine Geschenkkarte gültig?', answer: '<p>12 Monate ab dem Kaufdatum. Das Datum steht auf der Rückseite der Karte. Eine abgelaufene Karte kann weder aufgeladen noch umgetauscht werden.</p>' },
      };
    case 'points':
      return {
        en: { question: 'How do I collect loyalty points?', answer: `<p>Scan the receipt of any purchase in the centre in the app or upload it on the website within 7 days. ${f.pointRate.en}.</p>` },
        cz: { question: 'Jak sbírám věrnostní body?', answer: `<p>Účtenku z jakéhokoli nákupu v centru naskenujte v aplikaci nebo ji do 7 dní nahrajte na webu. ${f.pointRate.cz}.</p>` },
        sk: { question: 'Ako zbieram vernostné body?', answer: `<p>Bloček z akéhokoľvek nákupu v centre naskenujte v aplikácii alebo ho do 7 dní nahrajte na webe. ${f.pointRate.sk}.</p>` },
        de: { question: 'Wie sammle ich Treuepunkte?', answer: `<p>Scannen Sie den Beleg jedes Einkaufs im Center in der App oder laden Sie ihn innerhalb von 7 Tagen auf der Website hoch. ${f.pointRate.de}.</p>` },
      };
    case 'join':
      return {
        en: { question: 'How do I join the loyalty programme?', answer: `<p>Register on the ${f.mall} website or in the app with your e-mail address. Membership is free, and you start in the first tier at once.</p>` },
        cz: { question: 'Jak se přihlásím do věrnostního programu?', answer: `<p>Zaregistrujte se na webu ${f.mall} nebo v aplikaci pomocí e-mailové adresy. Členství je zdarma a hned začínáte v první úrovni.</p>` },
        sk: { question: 'Ako sa prihlásim do vernostného programu?', answer: `<p>Zaregistrujte sa na webe ${f.mall} alebo v aplikácii pomocou e-mailovej adresy. Členstvo je zadarmo a hneď začínate v prvej úrovni.</p>` },
        de: { question: 'Wie trete ich dem Treueprogramm bei?', answer: `<p>Registrieren Sie sich auf der Website von ${f.mall} oder in der App mit Ihrer E-Mail-Adresse. Die Mitgliedschaft ist kostenlos, und Sie starten sofort in der ersten Stufe.</p>` },
      };
    case 'points-expiry':
      return {
        en: { question: 'Do my points expire?', answer: '<p>Points are valid until the end of the calendar year after the year you collected them. Your profile shows when each batch expires.</p>' },
        cz: { question: 'Propadají body?', answer: '<p>Body platí do konce kalendářního roku následujícího po roce, kdy jste je nasbírali. V profilu vidíte, kdy která část vyprší.</p>' },
        sk: { question: 'Prepadajú body?', answer: '<p>Body platia do konca kalendárneho roka nasledujúceho po roku, keď ste ich nazbierali. V profile vidíte, kedy ktorá časť vyprší.</p>' },
        de: { question: 'Verfallen meine Punkte?', answer: '<p>Punkte gelten bis zum Ende des Kalenderjahres, das auf das Jahr ihrer Sammlung folgt. In Ihrem Profil sehen Sie, wann welcher Teil verfällt.</p>' },
      };
  }
}

/** Category ids: the tenant's index times 1000 plus 700 + its position. */
export function postCategoryId(tenant: TenantId, key: CategoryKey): number {
  return TENANTS[tenant].index * 1000 + 701 + CATEGORY_ORDER.indexOf(key);
}

export function postCategoriesFor(tenant: TenantId): PostCategory[] {
  const used = new Set(FACTS[tenant].questions.map((q) => CATEGORY_OF[q]));
  return CATEGORY_ORDER.filter((key) => used.has(key)).map((key, position) => ({
    id: postCategoryId(tenant, key),
    type: 'faq',
    position: position + 1,
    translations: translations(Object.fromEntries(Object.entries(CATEGORY_NAMES[key]).map(([l, name]) => [l, { name }])) as Lang4<{ name: string }>),
  }));
}

/**
 * Deliberate quirk (CONTRACT.md): aupark's Wi-Fi answer carries a script, an event handler and a
 * `javascript:` link, as a careless editor's paste would, for the bff's sanitising.
 */
function withQuirks(tenant: TenantId, key: QuestionKey, byLocale: Lang4<QA>): Lang4<QA> {
  if (tenant !== 'aupark' || key !== 'wifi') return byLocale;
  const dirty = '<p onclick="steal()">Terms: <a href="javascript:alert(1)">read</a>.</p><script>alert(1)</script>';
  return Object.fromEntries(Object.entries(byLocale).map(([l, qa]) => [l, { ...qa, answer: qa.answer + dirty }])) as Lang4<QA>;
}

export function faqFor(tenant: TenantId): FaqItem[] {
  const facts = FACTS[tenant];
  const base = TENANTS[tenant].index * 1000 + 750;
  return facts.questions.map((key, position) => ({
    id: base + ALL.indexOf(key) + 1,
    post_category_id: postCategoryId(tenant, CATEGORY_OF[key]),
    position: position + 1,
    translations: translations(withQuirks(tenant, key, texts(key, facts))),
  }));
}
