// Structured data (schema.org JSON-LD) for the first HTML's head (issue 7 "Search engines"): the mall
// as a ShoppingCenter with its opening hours (home, opening hours), an Event on event details and a
// BreadcrumbList on details. Page modules build their items with these pure functions and return
// them from `head` as `jsonLd`; the bff writes each as a `<script type="application/ld+json">` data
// block. Links may be root-relative (`/en/event/…`, `/img?url=…`): the bff makes `url`, `image`,
// `item`, `logo` and `@id` values absolute on the tenant's configured origin, which a page module
// does not know.

/** One JSON-LD item: a schema.org type and its properties, JSON only. */
export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue };
export type JsonLdItem = { '@context'?: string; '@type': string } & { [key: string]: JsonLdValue };

const context = 'https://schema.org';

const schemaDays = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const;
type WeekdayName = keyof typeof schemaDays;

/** What the builders read of the mall (a subset of the GraphQL `Mall`, so a query result fits as it is). */
export interface MallFacts {
  name: string;
  phone?: string | null;
  email?: string | null;
  address: {
    street?: string | null;
    street2?: string | null;
    city?: string | null;
    zipCode?: string | null;
    country?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  };
  logos?: { wide?: string | null; base?: string | null } | null;
  openingHours: readonly {
    zone: string;
    name: string;
    closed: boolean;
    days: readonly { weekday: string; from?: string | null; to?: string | null; closed: boolean }[];
  }[];
}

/** Drops null, undefined and empty-string properties: schema.org tools warn about empty values. */
function compact<T extends Record<string, JsonLdValue | undefined>>(value: T): { [key: string]: JsonLdValue } {
  const out: { [key: string]: JsonLdValue } = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined && v !== null && v !== '') out[key] = v;
  return out;
}

export function postalAddress(address: MallFacts['address']): JsonLdItem | undefined {
  const street = [address.street, address.street2].filter(Boolean).join(', ');
  if (!street && !address.city) return undefined;
  return {
    '@type': 'PostalAddress',
    ...compact({ streetAddress: street, addressLocality: address.city, postalCode: address.zipCode, addressCountry: address.country }),
  };
}

function geo(address: MallFacts['address']): JsonLdItem | undefined {
  if (typeof address.latitude !== 'number' || typeof address.longitude !== 'number') return undefined;
  return { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude };
}

/**
 * A zone's week as schema.org OpeningHoursSpecification items: days with the same hours share one
 * item; closed days are left out (schema.org reads a day that is not listed as closed). A zone marked
 * closed has none.
 */
export function openingHoursSpecification(zone: MallFacts['openingHours'][number]): JsonLdItem[] {
  if (zone.closed) return [];
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of zone.days) {
    if (day.closed || !day.from || !day.to || !(day.weekday in schemaDays)) continue;
    const key = `${day.from}-${day.to}`;
    const group = groups.get(key) ?? { opens: day.from, closes: day.to, days: [] };
    group.days.push(schemaDays[day.weekday as WeekdayName]);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: group.days, opens: group.opens, closes: group.closes }));
}

/**
 * The mall as a schema.org ShoppingCenter: name, address, geo, telephone, its home page, its logo,
 * and the opening hours of its default zone; its other zones (hypermarket, restaurants, cinema) as
 * departments with their own hours.
 */
export function shoppingCenterJsonLd(mall: MallFacts, options: { url: string }): JsonLdItem {
  const main = mall.openingHours.find((zone) => zone.zone === 'default');
  const departments = mall.openingHours
    .filter((zone) => zone.zone !== 'default' && !zone.closed)
    // The car park is a schema.org ParkingFacility; the cinema, restaurants … businesses of their own.
    .map((zone) => ({ '@type': zone.zone === 'parking' ? 'ParkingFacility' : 'LocalBusiness', name: zone.name, openingHoursSpecification: openingHoursSpecification(zone) }));
  return {
    '@context': context,
    '@type': 'ShoppingCenter',
    ...compact({
      name: mall.name,
      url: options.url,
      image: mall.logos?.wide ?? mall.logos?.base,
      telephone: mall.phone,
      email: mall.email,
      address: postalAddress(mall.address),
      geo: geo(mall.address),
      openingHoursSpecification: main ? openingHoursSpecification(main) : undefined,
      department: departments.length > 0 ? departments : undefined,
    }),
  };
}

export interface EventFacts {
  name: string;
  description?: string | null;
  /** ISO 8601 date or date-time. */
  startDate: string;
  endDate?: string | null;
  /** The event's own path (root-relative) or URL. */
  url: string;
  image?: string | null;
  /** Where it takes place: the mall. */
  mall: Pick<MallFacts, 'name' | 'address'>;
  /** The shop that holds it, if any (otherwise the mall does). */
  organizer?: { name: string; url?: string | null } | null;
}

/** An event at the mall as a schema.org Event (offline, scheduled), for event details. */
export function eventJsonLd(facts: EventFacts): JsonLdItem {
  const organizer = facts.organizer ?? { name: facts.mall.name };
  return {
    '@context': context,
    '@type': 'Event',
    ...compact({
      name: facts.name,
      description: facts.description,
      startDate: facts.startDate,
      endDate: facts.endDate,
      url: facts.url,
      image: facts.image,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', ...compact({ name: facts.mall.name, address: postalAddress(facts.mall.address) }) },
      organizer: { '@type': 'Organization', ...compact({ name: organizer.name, url: organizer.url }) },
    }),
  };
}

export interface Crumb {
  name: string;
  /** Root-relative path or URL; build it with `pathFor`. */
  path: string;
}

/** A schema.org BreadcrumbList from home to the page itself, for details. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[]): JsonLdItem {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.path })),
  };
}

export interface FaqEntry {
  question: string;
  /** The answer as (sanitised) HTML or text. */
  answer: string;
}

/**
 * A schema.org FAQPage (the FAQ screen): each question with its accepted answer. Google reads a few
 * HTML tags in the answer (links, lists, paragraphs, emphasis), so the sanitised HTML is kept as it
 * is; entries without a question or an answer are left out.
 */
export function faqPageJsonLd(entries: readonly FaqEntry[], options: { url: string; name?: string }): JsonLdItem {
  return {
    '@context': context,
    '@type': 'FAQPage',
    ...compact({ url: options.url, name: options.name }),
    mainEntity: entries
      .filter((e) => e.question.trim() && e.answer.trim())
      .map((e) => ({ '@type': 'Question', name: e.question.trim(), acceptedAnswer: { '@type': 'Answer', text: e.answer.trim() } })),
  };
}
