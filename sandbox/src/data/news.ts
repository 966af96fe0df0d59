// News per tenant: the news endpoints (news, news/{id}, me/news), the hero banner and the shop entity
// counts read this module. Publication dates are relative to the current month in the mall's time
// zone (content.ts): none lies in the future, the newest is from the first of this month.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { buildContent, type ContentItem, type ContentSeed, type RelTime } from './content';

const at = (month: number, day: number, time: string): RelTime => ({ month, day, time });

export const NEWS_SEEDS: readonly ContentSeed[] = [
  {
    shopPosition: null,
    start: at(0, 1, '08:00'),
    end: at(1, 10, '22:00'),
    texts: {
      en: { title: 'Opening hours during the holidays', description: 'See how {mall} is open on public holidays this month.' },
      cz: { title: 'Otevírací doba o svátcích', description: 'Podívejte se, jak má {mall} otevřeno o svátcích tento měsíc.' },
      sk: { title: 'Otváracie hodiny počas sviatkov', description: 'Pozrite sa, ako má {mall} otvorené počas sviatkov tento mesiac.' },
      de: { title: 'Öffnungszeiten an Feiertagen', description: 'So hat das {mall} an den Feiertagen in diesem Monat geöffnet.' },
    },
  },
  {
    shopPosition: 1,
    start: at(-1, 12, '08:00'),
    end: at(0, 12, '22:00'),
    texts: {
      en: { title: 'Store reopened after renovation', description: 'A brighter store with a wider range awaits you on floor 1.' },
      cz: { title: 'Prodejna znovu otevřena po rekonstrukci', description: 'Světlejší prodejna s širším sortimentem na vás čeká v 1. patře.' },
      sk: { title: 'Predajňa opäť otvorená po rekonštrukcii', description: 'Svetlejšia predajňa so širším sortimentom na vás čaká na 1. poschodí.' },
      de: { title: 'Geschäft nach Umbau wiedereröffnet', description: 'Ein helleres Geschäft mit größerem Sortiment erwartet Sie im 1. Stock.' },
    },
  },
  {
    shopPosition: null,
    start: at(-1, 20, '08:00'),
    end: at(2, 28, '22:00'),
    // No Czech text on purpose: exercises the translation fallback (CONTRACT.md).
    texts: {
      en: { title: 'New parking system', description: 'Licence plate recognition: no more tickets at {mall}.' },
      sk: { title: 'Nový parkovací systém', description: 'Rozpoznávanie ŠPZ: v {mall} už žiadne parkovacie lístky.' },
      de: { title: 'Neues Parksystem', description: 'Kennzeichenerkennung: keine Parktickets mehr im {mall}.' },
    },
  },
  {
    shopPosition: null,
    start: at(-2, 2, '08:00'),
    end: at(6, 30, '22:00'),
    texts: {
      en: { title: 'Our loyalty programme has a new look', description: 'Collect points for every receipt and swap them for rewards.' },
      cz: { title: 'Věrnostní program v novém', description: 'Sbírejte body za každou účtenku a měňte je za odměny.' },
      sk: { title: 'Vernostný program v novom', description: 'Zbierajte body za každý bloček a vymeňte ich za odmeny.' },
      de: { title: 'Unser Treueprogramm im neuen Look', description: 'Sammeln Sie Punkte für jeden Kassenbon und tauschen Sie sie gegen Prämien.' },
    },
  },
  {
    shopPosition: 4,
    start: at(-2, 15, '08:00'),
    end: at(-1, 31, '22:00'),
    texts: {
      en: { title: 'End-of-season sale', description: 'Last season’s collection up to 50 % off while stocks last.' },
      cz: { title: 'Výprodej na konci sezóny', description: 'Kolekce minulé sezóny se slevou až 50 %, dokud zásoby vystačí.' },
      sk: { title: 'Výpredaj na konci sezóny', description: 'Kolekcia minulej sezóny so zľavou až 50 %, kým zásoby vystačia.' },
      de: { title: 'Saisonschlussverkauf', description: 'Kollektion der letzten Saison bis zu 50 % reduziert, solange der Vorrat reicht.' },
    },
  },
  {
    shopPosition: 2,
    start: at(-1, 3, '08:00'),
    end: at(1, 3, '22:00'),
    texts: {
      en: { title: 'New autumn and winter collection', description: 'Warm coats, knitwear and boots have arrived in store.' },
      cz: { title: 'Nová podzimní a zimní kolekce', description: 'Do prodejny dorazily teplé kabáty, pletené svetry a boty.' },
      sk: { title: 'Nová jesenná a zimná kolekcia', description: 'Do predajne dorazili teplé kabáty, pletené svetre a čižmy.' },
      de: { title: 'Neue Herbst- und Winterkollektion', description: 'Warme Mäntel, Strickwaren und Stiefel sind eingetroffen.' },
    },
  },
  {
    shopPosition: null,
    start: at(-1, 8, '08:00'),
    end: at(2, 8, '22:00'),
    texts: {
      en: { title: 'Free Wi-Fi throughout the centre', description: 'Connect to the new network anywhere in {mall}, with no registration.' },
      cz: { title: 'Wi-Fi zdarma v celém centru', description: 'Připojte se k nové síti kdekoli v {mall}, bez registrace.' },
      sk: { title: 'Wi-Fi zadarmo v celom centre', description: 'Pripojte sa k novej sieti kdekoľvek v {mall}, bez registrácie.' },
      de: { title: 'Kostenloses WLAN im ganzen Center', description: 'Verbinden Sie sich überall im {mall} mit dem neuen Netz, ohne Registrierung.' },
    },
  },
  {
    shopPosition: 5,
    start: at(-1, 16, '08:00'),
    end: at(0, 16, '22:00'),
    texts: {
      en: { title: 'Loyalty card now in the app', description: 'Show the card on your phone at the till and collect points.' },
      cz: { title: 'Věrnostní karta nově v aplikaci', description: 'Ukažte kartu v telefonu u pokladny a sbírejte body.' },
      sk: { title: 'Vernostná karta po novom v aplikácii', description: 'Ukážte kartu v telefóne pri pokladni a zbierajte body.' },
      de: { title: 'Kundenkarte jetzt in der App', description: 'Zeigen Sie die Karte an der Kasse auf dem Handy und sammeln Sie Punkte.' },
    },
  },
  {
    shopPosition: null,
    start: at(-1, 24, '08:00'),
    end: at(1, 24, '22:00'),
    texts: {
      en: { title: 'New children’s corner', description: 'A play area with slides and a reading nook is open on floor 2.' },
      cz: { title: 'Nový dětský koutek', description: 'Ve 2. patře je otevřený hrací koutek se skluzavkami a čtenářským koutkem.' },
      sk: { title: 'Nový detský kútik', description: 'Na 2. poschodí je otvorený hrací kútik so šmykľavkami a čitateľským kútikom.' },
      de: { title: 'Neue Kinderecke', description: 'Im 2. Stock hat ein Spielbereich mit Rutschen und einer Leseecke geöffnet.' },
    },
  },
  {
    shopPosition: 0,
    start: at(-2, 6, '08:00'),
    end: at(-1, 6, '22:00'),
    texts: {
      en: { title: 'Longer opening hours', description: 'We are now open until 22:00 every day.' },
      cz: { title: 'Prodloužená otevírací doba', description: 'Nově máme otevřeno každý den až do 22:00.' },
      sk: { title: 'Predĺžené otváracie hodiny', description: 'Po novom máme otvorené každý deň až do 22:00.' },
      de: { title: 'Längere Öffnungszeiten', description: 'Wir haben jetzt täglich bis 22:00 Uhr geöffnet.' },
    },
  },
  {
    shopPosition: null,
    start: at(-2, 18, '08:00'),
    end: at(0, 18, '22:00'),
    texts: {
      en: { title: 'Charging stations for electric cars', description: 'Eight new charging points in the car park of {mall}.' },
      cz: { title: 'Nabíjecí stanice pro elektromobily', description: 'Osm nových nabíjecích míst na parkovišti {mall}.' },
      sk: { title: 'Nabíjacie stanice pre elektromobily', description: 'Osem nových nabíjacích miest na parkovisku {mall}.' },
      de: { title: 'Ladestationen für Elektroautos', description: 'Acht neue Ladepunkte im Parkhaus des {mall}.' },
    },
  },
  {
    shopPosition: 3,
    start: at(-2, 25, '08:00'),
    end: at(-1, 25, '22:00'),
    // Markup an editor should never get through: exercises the bff's sanitising (CONTRACT.md).
    unsafe: true,
    texts: {
      en: { title: 'Click and collect', description: 'Order online and pick your purchase up in store the same day.' },
      cz: { title: 'Objednejte a vyzvedněte', description: 'Objednejte online a nákup si vyzvedněte na prodejně ještě týž den.' },
      sk: { title: 'Objednajte a vyzdvihnite', description: 'Objednajte online a nákup si vyzdvihnite v predajni ešte v ten istý deň.' },
      de: { title: 'Online bestellen, im Geschäft abholen', description: 'Bestellen Sie online und holen Sie Ihren Einkauf noch am selben Tag ab.' },
    },
  },
  {
    shopPosition: null,
    start: at(-3, 10, '08:00'),
    end: at(-2, 10, '22:00'),
    texts: {
      en: { title: 'Bicycle stands at every entrance', description: 'Cyclists can now lock their bikes at every entrance of {mall}.' },
      cz: { title: 'Stojany na kola u každého vchodu', description: 'Cyklisté si nově mohou zamknout kolo u každého vchodu {mall}.' },
      sk: { title: 'Stojany na bicykle pri každom vchode', description: 'Cyklisti si po novom môžu zamknúť bicykel pri každom vchode {mall}.' },
      de: { title: 'Fahrradständer an jedem Eingang', description: 'Radfahrer können ihr Rad jetzt an jedem Eingang des {mall} abschließen.' },
    },
  },
  {
    shopPosition: 7,
    start: at(-3, 20, '08:00'),
    end: at(-2, 20, '22:00'),
    texts: {
      en: { title: 'Gift wrapping service', description: 'We wrap your gifts for free at the till.' },
      cz: { title: 'Balení dárků', description: 'Vaše dárky u pokladny zabalíme zdarma.' },
      sk: { title: 'Balenie darčekov', description: 'Vaše darčeky pri pokladni zabalíme zadarmo.' },
      de: { title: 'Geschenkverpackung', description: 'Wir verpacken Ihre Geschenke kostenlos an der Kasse.' },
    },
  },
];

/** The tenant's news; `now` decides the current month (tests pass a fixed one). */
export function newsFor(tenant: TenantId, image: ImageUrl, now: Date = new Date()): ContentItem[] {
  return buildContent(tenant, NEWS_SEEDS, TENANTS[tenant].index * 1000 + 200, 'news', image, now);
}
