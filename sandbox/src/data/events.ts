// Events per tenant. Seeded now for the hero banner and the shop entity counts; the events
// endpoints (events, events/upcoming, me/events) come later and read this module.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { buildContent, type ContentItem, type ContentSeed } from './content';

const SEEDS: ContentSeed[] = [
  {
    shopPosition: null,
    start: '2026-03-20T10:00:00.000000Z',
    end: '2026-03-29T20:00:00.000000Z',
    texts: {
      en: { title: 'Spring Fashion Week', description: 'Catwalk shows, styling tips and spring collections at {mall}.' },
      cz: { title: 'Jarní týden módy', description: 'Módní přehlídky, stylingové tipy a jarní kolekce v {mall}.' },
      sk: { title: 'Jarný týždeň módy', description: 'Módne prehliadky, stylingové tipy a jarné kolekcie v {mall}.' },
      de: { title: 'Frühlings-Modewoche', description: 'Modenschauen, Styling-Tipps und Frühlingskollektionen im {mall}.' },
    },
  },
  {
    shopPosition: null,
    start: '2026-04-01T09:00:00.000000Z',
    end: '2026-04-05T18:00:00.000000Z',
    texts: {
      en: { title: 'Easter Workshops for Kids', description: 'Egg painting and crafts for children on the ground floor.' },
      cz: { title: 'Velikonoční dílničky pro děti', description: 'Malování kraslic a tvoření pro děti v přízemí.' },
      sk: { title: 'Veľkonočné tvorivé dielne pre deti', description: 'Maľovanie kraslíc a tvorenie pre deti na prízemí.' },
      de: { title: 'Osterwerkstatt für Kinder', description: 'Eier bemalen und Basteln für Kinder im Erdgeschoss.' },
    },
  },
  {
    shopPosition: 3,
    start: '2026-05-09T10:00:00.000000Z',
    end: '2026-05-09T18:00:00.000000Z',
    texts: {
      en: { title: 'Styling Saturday', description: 'Personal styling advice and 20 % off for loyalty members.' },
      cz: { title: 'Stylingová sobota', description: 'Osobní stylingové poradenství a sleva 20 % pro členy věrnostního programu.' },
      sk: { title: 'Stylingová sobota', description: 'Osobné stylingové poradenstvo a zľava 20 % pre členov vernostného programu.' },
      de: { title: 'Styling-Samstag', description: 'Persönliche Stilberatung und 20 % Rabatt für Mitglieder des Treueprogramms.' },
    },
  },
  {
    shopPosition: null,
    start: '2026-07-01T19:00:00.000000Z',
    end: '2026-08-31T23:00:00.000000Z',
    texts: {
      en: { title: 'Summer Cinema Nights', description: 'Open-air screenings on the terrace of {mall} every Friday.' },
      cz: { title: 'Letní kino', description: 'Promítání pod širým nebem na terase {mall} každý pátek.' },
      sk: { title: 'Letné kino', description: 'Premietanie pod holým nebom na terase {mall} každý piatok.' },
      de: { title: 'Sommerkino', description: 'Open-Air-Vorführungen auf der Terrasse des {mall} jeden Freitag.' },
    },
  },
  {
    shopPosition: 6,
    start: '2026-08-24T09:00:00.000000Z',
    end: '2026-09-06T21:00:00.000000Z',
    // No Slovak text on purpose: exercises the translation fallback (CONTRACT.md).
    texts: {
      en: { title: 'Back to School Days', description: 'Everything for the new school year, with discounts up to 30 %.' },
      cz: { title: 'Zpátky do školy', description: 'Vše pro nový školní rok se slevami až 30 %.' },
      de: { title: 'Schulanfangstage', description: 'Alles für das neue Schuljahr mit bis zu 30 % Rabatt.' },
    },
  },
  {
    shopPosition: null,
    start: '2026-11-27T10:00:00.000000Z',
    end: '2026-12-23T21:00:00.000000Z',
    texts: {
      en: { title: 'Christmas Market', description: 'Mulled wine, handmade gifts and carols in front of {mall}.' },
      cz: { title: 'Vánoční trhy', description: 'Svařák, ručně vyráběné dárky a koledy před {mall}.' },
      sk: { title: 'Vianočné trhy', description: 'Varené víno, ručne vyrábané darčeky a koledy pred {mall}.' },
      de: { title: 'Weihnachtsmarkt', description: 'Glühwein, handgemachte Geschenke und Weihnachtslieder vor dem {mall}.' },
    },
  },
];

export function eventsFor(tenant: TenantId, image: ImageUrl): ContentItem[] {
  return buildContent(tenant, SEEDS, TENANTS[tenant].index * 1000 + 100, 'event', image);
}
