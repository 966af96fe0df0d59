// News per tenant. Seeded now for the hero banner and the shop entity counts; the news
// endpoints (news, me/news) come later and read this module.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { buildContent, type ContentItem, type ContentSeed } from './content';

const SEEDS: ContentSeed[] = [
  {
    shopPosition: null,
    start: '2026-01-05T08:00:00.000000Z',
    end: '2026-01-31T22:00:00.000000Z',
    texts: {
      en: { title: 'Opening hours in January', description: 'See how {mall} is open after the holidays.' },
      cz: { title: 'Otevírací doba v lednu', description: 'Podívejte se, jak má {mall} otevřeno po svátcích.' },
      sk: { title: 'Otváracie hodiny v januári', description: 'Pozrite sa, ako má {mall} otvorené po sviatkoch.' },
      de: { title: 'Öffnungszeiten im Januar', description: 'So hat das {mall} nach den Feiertagen geöffnet.' },
    },
  },
  {
    shopPosition: 1,
    start: '2026-02-12T08:00:00.000000Z',
    end: '2026-03-12T22:00:00.000000Z',
    texts: {
      en: { title: 'Store reopened after renovation', description: 'A brighter store with a wider range awaits you on floor 1.' },
      cz: { title: 'Prodejna znovu otevřena po rekonstrukci', description: 'Světlejší prodejna s širším sortimentem na vás čeká v 1. patře.' },
      sk: { title: 'Predajňa opäť otvorená po rekonštrukcii', description: 'Svetlejšia predajňa so širším sortimentom na vás čaká na 1. poschodí.' },
      de: { title: 'Geschäft nach Umbau wiedereröffnet', description: 'Ein helleres Geschäft mit größerem Sortiment erwartet Sie im 1. Stock.' },
    },
  },
  {
    shopPosition: null,
    start: '2026-02-20T08:00:00.000000Z',
    end: '2026-04-30T22:00:00.000000Z',
    // No Czech text on purpose: exercises the translation fallback (CONTRACT.md).
    texts: {
      en: { title: 'New parking system', description: 'Licence plate recognition: no more tickets at {mall}.' },
      sk: { title: 'Nový parkovací systém', description: 'Rozpoznávanie ŠPZ: v {mall} už žiadne parkovacie lístky.' },
      de: { title: 'Neues Parksystem', description: 'Kennzeichenerkennung: keine Parktickets mehr im {mall}.' },
    },
  },
  {
    shopPosition: null,
    start: '2026-03-02T08:00:00.000000Z',
    end: '2026-12-31T22:00:00.000000Z',
    texts: {
      en: { title: 'Our loyalty programme has a new look', description: 'Collect points for every receipt and swap them for rewards.' },
      cz: { title: 'Věrnostní program v novém', description: 'Sbírejte body za každou účtenku a měňte je za odměny.' },
      sk: { title: 'Vernostný program v novom', description: 'Zbierajte body za každý bloček a vymeňte ich za odmeny.' },
      de: { title: 'Unser Treueprogramm im neuen Look', description: 'Sammeln Sie Punkte für jeden Kassenbon und tauschen Sie sie gegen Prämien.' },
    },
  },
  {
    shopPosition: 4,
    start: '2026-03-15T08:00:00.000000Z',
    end: '2026-03-31T22:00:00.000000Z',
    texts: {
      en: { title: 'End-of-season sale', description: 'Winter collection up to 50 % off while stocks last.' },
      cz: { title: 'Výprodej na konci sezóny', description: 'Zimní kolekce se slevou až 50 %, dokud zásoby vystačí.' },
      sk: { title: 'Výpredaj na konci sezóny', description: 'Zimná kolekcia so zľavou až 50 %, kým zásoby vystačia.' },
      de: { title: 'Saisonschlussverkauf', description: 'Winterkollektion bis zu 50 % reduziert, solange der Vorrat reicht.' },
    },
  },
];

export function newsFor(tenant: TenantId, image: ImageUrl): ContentItem[] {
  return buildContent(tenant, SEEDS, TENANTS[tenant].index * 1000 + 200, 'news', image);
}
