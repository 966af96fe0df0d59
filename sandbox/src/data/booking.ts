// The mall's bookable services (issue 21; the specification names `booking/services` and the booking
// service entity without fields, so the shape is ours, in CONTRACT.md "booking"). aupark, galerieharfa
// and europasc offer services; novoplaza and beta none. Ids are `index×1000 + 401…`, apart from the other
// areas' ids. A service's times come from its zone's opening hours (booking/times.ts): the shopping
// centre's (`default`, closed on the mall's closed days) or the car park's (`parking`, open on them).

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { BRANDS } from './brand';
import { translations, type Locale, type Translation } from './i18n';
import type { Zone } from './malls';

export interface ServiceText {
  name: string;
  /** Plain text, one or two sentences. */
  summary: string;
  /** HTML, as the platform's editors produce it; may be empty. */
  description: string;
  /** Where in the centre, in words. */
  location: string;
}

/** What the booking rules need of a service (no texts, no picture): the knob and the orders use it. */
export interface ServiceRules {
  id: number;
  zone: Zone;
  duration_minutes: number;
  /** Places per time, counted in people. */
  capacity: number;
  /** People per booking (≥ 1). */
  max_people: number;
  /** null: free of charge. */
  price: number | null;
  currency: 'EUR' | 'CZK';
  /** A booking can be cancelled until this many minutes before its start. */
  cancel_cutoff_minutes: number;
  /** Confirmed bookings of this service that have not started yet, per member. */
  max_upcoming_per_member: number;
  booking_window_days: number;
}

export interface BookingService extends ServiceRules {
  image: string;
  translations: Translation<ServiceText>[];
}

type Kind = 'personal-shopper' | 'play-area' | 'mobility-loan' | 'gift-wrapping' | 'car-wash' | 'ev-charging';

interface KindSeed {
  zone: Zone;
  duration: number;
  capacity: number;
  maxPeople: number;
  /** In the tenant's currency; null: free. */
  price: { EUR: number; CZK: number } | null;
  cutoff: number;
  limit: number;
  texts: Record<Locale, Omit<ServiceText, 'location'>>;
}

/** The booking window (issue 21): today and the next 13 days. */
export const BOOKING_WINDOW_DAYS = 14;

const KINDS: Record<Kind, KindSeed> = {
  'personal-shopper': {
    zone: 'default',
    duration: 90,
    capacity: 2,
    maxPeople: 2,
    price: { EUR: 39, CZK: 990 },
    cutoff: 24 * 60,
    limit: 2,
    texts: {
      en: {
        name: 'Personal shopper',
        summary: 'A stylist walks the shops with you and puts together outfits for your size, style and budget.',
        description: '<p>Tell us before you come what you are looking for: a wedding outfit, a new work wardrobe or a gift. Your stylist picks pieces in advance, so the 90 minutes are spent trying things on, not searching.</p><p>The fee is refunded as a gift card when you spend more than the fee in the centre that day.</p>',
      },
      cz: {
        name: 'Osobní nákupní poradce',
        summary: 'Stylistka s vámi projde obchody a sestaví outfity podle vaší velikosti, stylu i rozpočtu.',
        description: '<p>Napište nám předem, co hledáte: šaty na svatbu, nový pracovní šatník nebo dárek. Stylistka vybere kousky dopředu, takže 90 minut strávíte zkoušením, ne hledáním.</p><p>Když ten den v centru utratíte víc, než činí poplatek, vrátíme vám ho v dárkové kartě.</p>',
      },
      sk: {
        name: 'Osobný nákupný poradca',
        summary: 'Stylistka s vami prejde obchody a zostaví outfity podľa vašej veľkosti, štýlu aj rozpočtu.',
        description: '<p>Napíšte nám vopred, čo hľadáte: šaty na svadbu, nový pracovný šatník alebo darček. Stylistka vyberie kúsky dopredu, takže 90 minút strávite skúšaním, nie hľadaním.</p><p>Keď v ten deň v centre miniete viac, ako je poplatok, vrátime vám ho v darčekovej karte.</p>',
      },
      de: {
        name: 'Personal Shopper',
        summary: 'Eine Stilberaterin geht mit Ihnen durch die Geschäfte und stellt Outfits für Ihre Größe, Ihren Stil und Ihr Budget zusammen.',
        description: '<p>Sagen Sie uns vorab, was Sie suchen: ein Outfit für eine Hochzeit, eine neue Business-Garderobe oder ein Geschenk. Ihre Beraterin wählt schon vorher Stücke aus, damit Sie die 90 Minuten mit Anprobieren verbringen statt mit Suchen.</p><p>Geben Sie an diesem Tag im Center mehr als die Gebühr aus, erhalten Sie sie als Geschenkkarte zurück.</p>',
      },
    },
  },
  'play-area': {
    zone: 'default',
    duration: 60,
    capacity: 12,
    maxPeople: 4,
    price: { EUR: 5, CZK: 120 },
    cutoff: 2 * 60,
    limit: 3,
    texts: {
      en: {
        name: "Children's play area",
        summary: 'An hour of climbing, slides and building blocks for children aged 3 to 10, looked after by our staff while you shop.',
        description: '<p>Book one place per child. Please bring indoor shoes or socks; a parent must collect the child at the end of the hour.</p>',
      },
      cz: {
        name: 'Dětský koutek',
        summary: 'Hodina lezení, skluzavek a stavebnic pro děti od 3 do 10 let pod dohledem našich pracovníků, zatímco nakupujete.',
        description: '<p>Rezervujte jedno místo na každé dítě. Vezměte s sebou přezůvky nebo ponožky; na konci hodiny si dítě musí vyzvednout rodič.</p>',
      },
      sk: {
        name: 'Detský kútik',
        summary: 'Hodina lezenia, šmýkačiek a stavebníc pre deti od 3 do 10 rokov pod dohľadom našich pracovníkov, kým nakupujete.',
        description: '<p>Rezervujte jedno miesto na každé dieťa. Vezmite si so sebou prezuvky alebo ponožky; na konci hodiny si dieťa musí vyzdvihnúť rodič.</p>',
      },
      de: {
        name: 'Kinderspielbereich',
        summary: 'Eine Stunde Klettern, Rutschen und Bauklötze für Kinder von 3 bis 10 Jahren, betreut von unserem Team, während Sie einkaufen.',
        description: '<p>Buchen Sie einen Platz pro Kind. Bitte Hausschuhe oder Socken mitbringen; ein Elternteil holt das Kind am Ende der Stunde ab.</p>',
      },
    },
  },
  'mobility-loan': {
    zone: 'default',
    duration: 120,
    capacity: 4,
    maxPeople: 1,
    price: null,
    cutoff: 60,
    limit: 1,
    texts: {
      en: {
        name: 'Wheelchair and pushchair loan',
        summary: 'Borrow a wheelchair or a pushchair free of charge for two hours; it is ready for you at the desk.',
        description: '<p>Say in the note which one you need. We keep a deposit of an ID card while you have it.</p>',
      },
      cz: {
        name: 'Zapůjčení vozíku a kočárku',
        summary: 'Půjčte si zdarma invalidní vozík nebo kočárek na dvě hodiny; bude na vás čekat u přepážky.',
        description: '<p>Do poznámky napište, co potřebujete. Po dobu zápůjčky si u nás necháte občanský průkaz.</p>',
      },
      sk: {
        name: 'Požičanie vozíka a kočíka',
        summary: 'Požičajte si zadarmo invalidný vozík alebo kočík na dve hodiny; bude na vás čakať pri pulte.',
        description: '<p>Do poznámky napíšte, čo potrebujete. Počas výpožičky si u nás necháte občiansky preukaz.</p>',
      },
      de: {
        name: 'Rollstuhl- und Kinderwagenverleih',
        summary: 'Leihen Sie kostenlos für zwei Stunden einen Rollstuhl oder Kinderwagen; er steht am Schalter für Sie bereit.',
        description: '<p>Schreiben Sie in die Notiz, was Sie brauchen. Während der Leihe hinterlegen Sie bei uns einen Ausweis.</p>',
      },
    },
  },
  'gift-wrapping': {
    zone: 'default',
    duration: 30,
    capacity: 3,
    maxPeople: 1,
    price: { EUR: 3, CZK: 80 },
    cutoff: 2 * 60,
    limit: 3,
    texts: {
      en: {
        name: 'Gift wrapping',
        summary: 'Bring your presents and we wrap them in paper and ribbon in the colours of the season.',
        description: '',
      },
      cz: {
        name: 'Balení dárků',
        summary: 'Přineste dárky a my je zabalíme do papíru a stuh v barvách sezóny.',
        description: '',
      },
      sk: {
        name: 'Balenie darčekov',
        summary: 'Doneste darčeky a my ich zabalíme do papiera a stúh vo farbách sezóny.',
        description: '',
      },
      de: {
        name: 'Geschenkverpackung',
        summary: 'Bringen Sie Ihre Geschenke vorbei, wir verpacken sie in Papier und Schleifen in den Farben der Saison.',
        description: '',
      },
    },
  },
  'car-wash': {
    zone: 'parking',
    duration: 60,
    capacity: 2,
    maxPeople: 1,
    price: { EUR: 25, CZK: 590 },
    cutoff: 3 * 60,
    limit: 2,
    texts: {
      en: {
        name: 'Hand car wash',
        summary: 'Your car is washed by hand, inside and out, while you shop.',
        description: '<p>Leave the key at the car wash when you arrive. One place is one car.</p><ul><li>Exterior hand wash and drying</li><li>Vacuuming and dashboard cleaning</li><li>Windows inside and out</li></ul>',
      },
      cz: {
        name: 'Ruční mytí auta',
        summary: 'Vaše auto umyjeme ručně zvenku i zevnitř, zatímco nakupujete.',
        description: '<p>Při příjezdu nechte klíče v myčce. Jedno místo je jedno auto.</p><ul><li>Ruční mytí karoserie a sušení</li><li>Vysátí a čištění palubní desky</li><li>Okna zvenku i zevnitř</li></ul>',
      },
      sk: {
        name: 'Ručné umývanie auta',
        summary: 'Vaše auto umyjeme ručne zvonka aj zvnútra, kým nakupujete.',
        description: '<p>Pri príchode nechajte kľúče v umyvárni. Jedno miesto je jedno auto.</p><ul><li>Ručné umytie karosérie a sušenie</li><li>Vysávanie a čistenie palubnej dosky</li><li>Okná zvonka aj zvnútra</li></ul>',
      },
      de: {
        name: 'Handwäsche fürs Auto',
        summary: 'Ihr Auto wird innen und außen von Hand gewaschen, während Sie einkaufen.',
        description: '<p>Geben Sie bei Ankunft den Schlüssel an der Waschanlage ab. Ein Platz ist ein Auto.</p><ul><li>Handwäsche außen mit Trocknung</li><li>Staubsaugen und Armaturenbrett reinigen</li><li>Fenster innen und außen</li></ul>',
      },
    },
  },
  'ev-charging': {
    zone: 'parking',
    duration: 120,
    capacity: 4,
    maxPeople: 1,
    price: { EUR: 12, CZK: 290 },
    cutoff: 60,
    limit: 2,
    texts: {
      en: {
        name: 'EV charging bay',
        summary: 'A reserved bay with a 22 kW charger for two hours; the electricity is included.',
        description: '<p>Type 2 connector; bring your own cable. Please leave the bay at the end of your time for the next driver.</p>',
      },
      cz: {
        name: 'Nabíjecí stání pro elektromobily',
        summary: 'Rezervované stání s nabíječkou 22 kW na dvě hodiny; elektřina je v ceně.',
        description: '<p>Konektor Type 2; vlastní kabel s sebou. Na konci rezervace prosím stání uvolněte pro dalšího řidiče.</p>',
      },
      sk: {
        name: 'Nabíjacie miesto pre elektromobily',
        summary: 'Rezervované miesto s nabíjačkou 22 kW na dve hodiny; elektrina je v cene.',
        description: '<p>Konektor Type 2; vlastný kábel so sebou. Na konci rezervácie, prosím, uvoľnite miesto pre ďalšieho vodiča.</p>',
      },
      de: {
        name: 'E-Ladeplatz',
        summary: 'Ein reservierter Stellplatz mit 22-kW-Ladestation für zwei Stunden; der Strom ist inbegriffen.',
        description: '<p>Typ-2-Anschluss; bitte eigenes Kabel mitbringen. Geben Sie den Platz am Ende Ihrer Zeit für den nächsten Fahrer frei.</p>',
      },
    },
  },
};

type Locations = Record<Locale, string>;

/** Each tenant's services in the mall's order, with where they are in that centre. */
const OFFER: Partial<Record<TenantId, [Kind, Locations][]>> = {
  aupark: [
    ['personal-shopper', { en: 'Info desk, ground floor, main entrance', cz: 'Informace, přízemí u hlavního vchodu', sk: 'Informácie, prízemie pri hlavnom vchode', de: 'Info-Point, Erdgeschoss am Haupteingang' }],
    ['play-area', { en: 'First floor, next to the food court', cz: '1. patro vedle food courtu', sk: '1. poschodie vedľa food courtu', de: '1. Obergeschoss neben dem Food Court' }],
    ['mobility-loan', { en: 'Info desk, ground floor, main entrance', cz: 'Informace, přízemí u hlavního vchodu', sk: 'Informácie, prízemie pri hlavnom vchode', de: 'Info-Point, Erdgeschoss am Haupteingang' }],
    ['car-wash', { en: 'Car park, level −1, sector C', cz: 'Parkoviště, podlaží −1, sektor C', sk: 'Parkovisko, podlažie −1, sektor C', de: 'Parkhaus, Ebene −1, Sektor C' }],
    ['ev-charging', { en: 'Car park, level −2, by the lifts', cz: 'Parkoviště, podlaží −2 u výtahů', sk: 'Parkovisko, podlažie −2 pri výťahoch', de: 'Parkhaus, Ebene −2 bei den Aufzügen' }],
  ],
  galerieharfa: [
    ['play-area', { en: 'Second floor, by the cinema entrance', cz: '2. patro u vstupu do kina', sk: '2. poschodie pri vstupe do kina', de: '2. Obergeschoss am Kinoeingang' }],
    ['mobility-loan', { en: 'Customer service, ground floor', cz: 'Zákaznický servis, přízemí', sk: 'Zákaznícky servis, prízemie', de: 'Kundenservice, Erdgeschoss' }],
    ['gift-wrapping', { en: 'Customer service, ground floor', cz: 'Zákaznický servis, přízemí', sk: 'Zákaznícky servis, prízemie', de: 'Kundenservice, Erdgeschoss' }],
    ['ev-charging', { en: 'Car park P1, row A', cz: 'Parkoviště P1, řada A', sk: 'Parkovisko P1, rad A', de: 'Parkhaus P1, Reihe A' }],
  ],
  europasc: [
    ['personal-shopper', { en: 'Info desk, first floor', cz: 'Informace, 1. patro', sk: 'Informácie, 1. poschodie', de: 'Info-Point, 1. Obergeschoss' }],
    ['gift-wrapping', { en: 'Info desk, first floor', cz: 'Informace, 1. patro', sk: 'Informácie, 1. poschodie', de: 'Info-Point, 1. Obergeschoss' }],
    ['play-area', { en: 'Ground floor, Europa Kids corner', cz: 'Přízemí, koutek Europa Kids', sk: 'Prízemie, kútik Europa Kids', de: 'Erdgeschoss, Europa-Kids-Ecke' }],
    ['car-wash', { en: 'Underground car park, entrance from Na Troskách', cz: 'Podzemní parkoviště, vjezd z ulice Na Troskách', sk: 'Podzemné parkovisko, vjazd z ulice Na Troskách', de: 'Tiefgarage, Einfahrt von der Straße Na Troskách' }],
  ],
};

/** The rules of a tenant's services, in the mall's order (none for a tenant without services). */
export function serviceRulesFor(tenant: TenantId): ServiceRules[] {
  const { index, currency } = TENANTS[tenant];
  return (OFFER[tenant] ?? []).map(([kind], position) => {
    const seed = KINDS[kind];
    return {
      id: index * 1000 + 401 + position,
      zone: seed.zone,
      duration_minutes: seed.duration,
      capacity: seed.capacity,
      max_people: seed.maxPeople,
      price: seed.price ? seed.price[currency] : null,
      currency,
      cancel_cutoff_minutes: seed.cutoff,
      max_upcoming_per_member: seed.limit,
      booking_window_days: BOOKING_WINDOW_DAYS,
    };
  });
}

export function serviceRules(tenant: TenantId, id: number): ServiceRules | null {
  return serviceRulesFor(tenant).find((service) => service.id === id) ?? null;
}

/** A tenant's services as `GET booking/services` answers them. */
export function servicesFor(tenant: TenantId, image: ImageUrl): BookingService[] {
  const offer = OFFER[tenant] ?? [];
  return serviceRulesFor(tenant).map((rules, position) => {
    const [kind, location] = offer[position]!;
    const texts = KINDS[kind].texts;
    return {
      ...rules,
      // A photo of the mall (images.ts: a `mall-…` name is drawn as the atrium, in the brand's colours).
      image: image('picture', `mall-booking-${kind}`, texts.en.name),
      translations: translations({
        en: { ...texts.en, location: location.en },
        cz: { ...texts.cz, location: location.cz },
        sk: { ...texts.sk, location: location.sk },
        de: { ...texts.de, location: location.de },
      }),
    };
  });
}

/** A service's name in a language (the e-mails' subjects). */
export function serviceName(tenant: TenantId, id: number, locale: Locale): string {
  const position = serviceRulesFor(tenant).findIndex((service) => service.id === id);
  const kind = OFFER[tenant]?.[position]?.[0];
  return kind ? KINDS[kind].texts[locale].name : '';
}

const SUBJECTS: Record<'booking-confirmed' | 'booking-cancelled', Record<Locale, (code: string, service: string, when: string, mall: string) => string>> = {
  'booking-confirmed': {
    en: (code, service, when, mall) => `Your booking ${code} is confirmed: ${service}, ${when}, ${mall}`,
    cz: (code, service, when, mall) => `Vaše rezervace ${code} je potvrzena: ${service}, ${when}, ${mall}`,
    sk: (code, service, when, mall) => `Vaša rezervácia ${code} je potvrdená: ${service}, ${when}, ${mall}`,
    de: (code, service, when, mall) => `Ihre Buchung ${code} ist bestätigt: ${service}, ${when}, ${mall}`,
  },
  'booking-cancelled': {
    en: (code, service, when, mall) => `Your booking ${code} has been cancelled: ${service}, ${when}, ${mall}`,
    cz: (code, service, when, mall) => `Vaše rezervace ${code} byla zrušena: ${service}, ${when}, ${mall}`,
    sk: (code, service, when, mall) => `Vaša rezervácia ${code} bola zrušená: ${service}, ${when}, ${mall}`,
    de: (code, service, when, mall) => `Ihre Buchung ${code} wurde storniert: ${service}, ${when}, ${mall}`,
  },
};

/** The subject of a booking's e-mail; `when` is the start on the mall's clock, as its site writes it. */
export function bookingMailSubject(kind: keyof typeof SUBJECTS, tenant: TenantId, locale: Locale, code: string, service: string, when: string): string {
  return SUBJECTS[kind][locale](code, service, when, BRANDS[tenant].name);
}
