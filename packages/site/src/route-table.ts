import type { RouteDef } from './types';

// The single source of every path in every language (DESIGN.md, "Routes and languages"; spec §2).
//
// Slugs the specification names are exact (English paths, cz/sk about, cz kino, kontakt,
// mapa-centra, prihlaseni, registrace, sluzba, the German landing and compliance paths, the German
// dashboard children under /de/dashboard, search in every language). German otherwise reuses the
// English slugs, as the specification says. Czech and Slovak slugs it does not name are real words
// without diacritics.
//
// Conventions that keep react-router's ranking unambiguous within a language:
// - Lists take an optional page (`:page?`); category lists take `:category/:page`, page required,
//   so they never share a segment count with the list.
// - The rewards list requires its page (`/en/rewards/:page`) because `/en/rewards` is the dashboard
//   page (spec: dashboard child /en/rewards); the same shape holds in every language.
// - A detail screen uses the singular slug (`shop`, `offer`, `event`), its list the plural one.
export const routeTable = [
  {
    name: 'home',
    layout: 'default',
    paths: { en: '/en', cz: '/cz', sk: '/sk', de: '/de' },
  },
  {
    // permaLink may contain slashes, hence the splat.
    name: 'article',
    layout: 'default',
    paths: { en: '/en/a/*', cz: '/cz/a/*', sk: '/sk/a/*', de: '/de/a/*' },
  },
  {
    name: 'about',
    layout: 'default',
    paths: { en: '/en/about', cz: '/cz/o-nakupnim-centru', sk: '/sk/o-nakupnom-centre', de: '/de/about' },
  },

  // Amenities (services for visitors: toilets, baby room, ATM …). The specification names the
  // Czech and Slovak detail slug `sluzba`, so the lists are `sluzby`.
  {
    name: 'amenities-category',
    layout: 'default',
    paths: {
      en: '/en/amenities/:category/:page',
      cz: '/cz/sluzby/:category/:page',
      sk: '/sk/sluzby/:category/:page',
      de: '/de/amenities/:category/:page',
    },
  },
  {
    name: 'amenities',
    layout: 'default',
    paths: { en: '/en/amenities/:page?', cz: '/cz/sluzby/:page?', sk: '/sk/sluzby/:page?', de: '/de/amenities/:page?' },
  },
  {
    name: 'amenity',
    layout: 'default',
    paths: {
      en: '/en/amenity/:id/:title?',
      cz: '/cz/sluzba/:id/:title?',
      sk: '/sk/sluzba/:id/:title?',
      de: '/de/amenity/:id/:title?',
    },
  },

  // Tenant landing pages: only German spells them out (spec §2).
  {
    name: 'landing-aupark',
    layout: 'default',
    paths: { en: '/en/al/:title', cz: '/cz/al/:title', sk: '/sk/al/:title', de: '/de/aupark-landings/:title' },
  },
  {
    name: 'landing-europasc',
    layout: 'default',
    paths: { en: '/en/el/:title', cz: '/cz/el/:title', sk: '/sk/el/:title', de: '/de/europasc-landings/:title' },
  },
  {
    name: 'landing-galerieharfa',
    layout: 'default',
    paths: { en: '/en/hl/:title', cz: '/cz/hl/:title', sk: '/sk/hl/:title', de: '/de/galerieharfa-landings/:title' },
  },
  {
    name: 'landing-novoplaza',
    layout: 'default',
    paths: { en: '/en/nl/:title', cz: '/cz/nl/:title', sk: '/sk/nl/:title', de: '/de/novoplaza-landings/:title' },
  },

  {
    name: 'cinema',
    layout: 'default',
    paths: { en: '/en/cinema', cz: '/cz/kino', sk: '/sk/kino', de: '/de/cinema' },
  },

  // Legal pages: German under /de/compliance/ (spec §2).
  {
    name: 'cookies',
    layout: 'default',
    paths: { en: '/en/cookies', cz: '/cz/zasady-cookies', sk: '/sk/zasady-cookies', de: '/de/compliance/cookies' },
  },
  {
    name: 'operating-rules',
    layout: 'default',
    paths: {
      en: '/en/operating-rules',
      cz: '/cz/provozni-rad',
      sk: '/sk/prevadzkovy-poriadok',
      de: '/de/compliance/operating-rules',
    },
  },
  {
    name: 'privacy-policy',
    layout: 'default',
    paths: {
      en: '/en/privacy-policy',
      cz: '/cz/ochrana-osobnich-udaju',
      sk: '/sk/ochrana-osobnych-udajov',
      de: '/de/compliance/privacy-policy',
    },
  },
  {
    name: 'terms-and-conditions',
    layout: 'default',
    paths: {
      en: '/en/terms-and-conditions',
      cz: '/cz/obchodni-podminky',
      sk: '/sk/obchodne-podmienky',
      de: '/de/compliance/terms-and-conditions',
    },
  },

  {
    name: 'contact',
    layout: 'default',
    paths: { en: '/en/contact', cz: '/cz/kontakt', sk: '/sk/kontakt', de: '/de/contact' },
  },

  // Events.
  {
    name: 'event',
    layout: 'default',
    paths: {
      en: '/en/event/:id/:title?',
      cz: '/cz/udalost/:id/:title?',
      sk: '/sk/podujatie/:id/:title?',
      de: '/de/event/:id/:title?',
    },
  },
  {
    name: 'events',
    layout: 'default',
    paths: { en: '/en/events/:page?', cz: '/cz/akce/:page?', sk: '/sk/podujatia/:page?', de: '/de/events/:page?' },
  },
  {
    name: 'events-mall',
    layout: 'default',
    paths: {
      en: '/en/events-mall/:page?',
      cz: '/cz/akce-centra/:page?',
      sk: '/sk/podujatia-centra/:page?',
      de: '/de/events-mall/:page?',
    },
  },
  {
    name: 'events-stores',
    layout: 'default',
    paths: {
      en: '/en/events-stores/:page?',
      cz: '/cz/akce-obchodu/:page?',
      sk: '/sk/podujatia-obchodov/:page?',
      de: '/de/events-stores/:page?',
    },
  },

  {
    name: 'faq',
    layout: 'default',
    paths: { en: '/en/faq', cz: '/cz/caste-dotazy', sk: '/sk/caste-otazky', de: '/de/faq' },
  },
  {
    name: 'floorplan',
    layout: 'default',
    paths: {
      en: '/en/floorplan/:id',
      cz: '/cz/mapa-centra/:id',
      sk: '/sk/mapa-centra/:id',
      de: '/de/floorplan/:id',
    },
  },
  {
    name: 'gift-cards',
    layout: 'default',
    paths: { en: '/en/gift-cards', cz: '/cz/darkove-karty', sk: '/sk/darcekove-karty', de: '/de/gift-cards' },
  },
  {
    name: 'information',
    layout: 'default',
    paths: { en: '/en/information', cz: '/cz/informace', sk: '/sk/informacie', de: '/de/information' },
  },
  {
    name: 'loyalty-program',
    layout: 'default',
    paths: {
      en: '/en/loyalty-program',
      cz: '/cz/vernostni-program',
      sk: '/sk/vernostny-program',
      de: '/de/loyalty-program',
    },
  },
  {
    name: 'map-way',
    layout: 'default',
    paths: {
      en: '/en/how-to-get-here',
      cz: '/cz/jak-se-k-nam-dostanete',
      sk: '/sk/ako-sa-k-nam-dostanete',
      de: '/de/how-to-get-here',
    },
  },
  {
    name: 'mobile-app',
    layout: 'default',
    guards: ['mobile-app'],
    paths: { en: '/en/mobile-app', cz: '/cz/mobilni-aplikace', sk: '/sk/mobilna-aplikacia', de: '/de/mobile-app' },
  },

  // News.
  {
    name: 'news',
    layout: 'default',
    paths: { en: '/en/news/:page?', cz: '/cz/novinky/:page?', sk: '/sk/novinky/:page?', de: '/de/news/:page?' },
  },
  {
    name: 'news-mall',
    layout: 'default',
    paths: {
      en: '/en/news-mall/:page?',
      cz: '/cz/novinky-centra/:page?',
      sk: '/sk/novinky-centra/:page?',
      de: '/de/news-mall/:page?',
    },
  },
  {
    name: 'news-stores',
    layout: 'default',
    paths: {
      en: '/en/news-stores/:page?',
      cz: '/cz/novinky-obchodu/:page?',
      sk: '/sk/novinky-obchodov/:page?',
      de: '/de/news-stores/:page?',
    },
  },
  {
    name: 'news-detail',
    layout: 'default',
    paths: {
      en: '/en/news-detail/:id/:title?',
      cz: '/cz/novinka/:id/:title?',
      sk: '/sk/novinka/:id/:title?',
      de: '/de/news-detail/:id/:title?',
    },
  },
  {
    name: 'news-events',
    layout: 'default',
    paths: { en: '/en/news-events', cz: '/cz/novinky-a-akce', sk: '/sk/novinky-a-podujatia', de: '/de/news-events' },
  },
  {
    name: 'newsletter',
    layout: 'default',
    paths: { en: '/en/newsletter', cz: '/cz/newsletter', sk: '/sk/newsletter', de: '/de/newsletter' },
  },

  // Offers: hidden from guests when is_offers_visible_only_when_logged_in is on.
  {
    name: 'offers-category',
    layout: 'default',
    guards: ['offers-visibility'],
    paths: {
      en: '/en/offers/:category/:page',
      cz: '/cz/nabidky/:category/:page',
      sk: '/sk/ponuky/:category/:page',
      de: '/de/offers/:category/:page',
    },
  },
  {
    name: 'offers',
    layout: 'default',
    guards: ['offers-visibility'],
    paths: { en: '/en/offers/:page?', cz: '/cz/nabidky/:page?', sk: '/sk/ponuky/:page?', de: '/de/offers/:page?' },
  },
  {
    name: 'offer',
    layout: 'default',
    guards: ['offers-visibility'],
    paths: {
      en: '/en/offer/:id/:title?',
      cz: '/cz/nabidka/:id/:title?',
      sk: '/sk/ponuka/:id/:title?',
      de: '/de/offer/:id/:title?',
    },
  },

  {
    name: 'opening-hours',
    layout: 'default',
    paths: {
      en: '/en/opening-hours',
      cz: '/cz/oteviraci-doba',
      sk: '/sk/otvaracie-hodiny',
      de: '/de/opening-hours',
    },
  },
  {
    name: 'parking',
    layout: 'default',
    paths: { en: '/en/parking', cz: '/cz/parkovani', sk: '/sk/parkovanie', de: '/de/parking' },
  },

  // Rewards: hidden from guests when is_rewards_visible_only_when_logged_in is on. The list's page
  // is required: the bare `/en/rewards` is the dashboard's rewards page.
  {
    name: 'rewards-category',
    layout: 'default',
    guards: ['rewards-visibility'],
    paths: {
      en: '/en/rewards/:category/:page',
      cz: '/cz/odmeny/:category/:page',
      sk: '/sk/odmeny/:category/:page',
      de: '/de/rewards/:category/:page',
    },
  },
  {
    name: 'rewards',
    layout: 'default',
    guards: ['rewards-visibility'],
    paths: { en: '/en/rewards/:page', cz: '/cz/odmeny/:page', sk: '/sk/odmeny/:page', de: '/de/rewards/:page' },
  },
  {
    name: 'reward',
    layout: 'default',
    guards: ['rewards-visibility'],
    paths: {
      en: '/en/reward/:id/:title?',
      cz: '/cz/odmena/:id/:title?',
      sk: '/sk/odmena/:id/:title?',
      de: '/de/reward/:id/:title?',
    },
  },

  {
    // The specification keeps `search` in every language ("also /cz/search and so on").
    name: 'search',
    layout: 'default',
    paths: { en: '/en/search', cz: '/cz/search', sk: '/sk/search', de: '/de/search' },
  },

  // Shops.
  {
    name: 'shops-services',
    layout: 'default',
    paths: {
      en: '/en/shops-services',
      cz: '/cz/obchody-a-sluzby',
      sk: '/sk/obchody-a-sluzby',
      de: '/de/shops-services',
    },
  },
  {
    name: 'shops-category',
    layout: 'default',
    paths: {
      en: '/en/shops/:category/:page',
      cz: '/cz/obchody/:category/:page',
      sk: '/sk/obchody/:category/:page',
      de: '/de/shops/:category/:page',
    },
  },
  {
    name: 'shop',
    layout: 'default',
    paths: {
      en: '/en/shop/:id/:title?',
      cz: '/cz/obchod/:id/:title?',
      sk: '/sk/obchod/:id/:title?',
      de: '/de/shop/:id/:title?',
    },
  },

  // Account pages.
  {
    name: 'login',
    layout: 'default',
    guards: ['guest-only'],
    paths: { en: '/en/login', cz: '/cz/prihlaseni', sk: '/sk/prihlasenie', de: '/de/login' },
  },
  {
    name: 'register',
    layout: 'default',
    guards: ['guest-only'],
    paths: { en: '/en/register', cz: '/cz/registrace', sk: '/sk/registracia', de: '/de/register' },
  },
  {
    name: 'forgot-password',
    layout: 'default',
    guards: ['guest-only'],
    paths: {
      en: '/en/forgot-password',
      cz: '/cz/zapomenute-heslo',
      sk: '/sk/zabudnute-heslo',
      de: '/de/forgot-password',
    },
  },
  {
    // Guest-only like the forgotten password's first step (spec §2 names login, register and
    // forgot-password): a member changes the password on the profile, and without sign-in there is none.
    name: 'set-new-password',
    layout: 'default',
    guards: ['guest-only'],
    paths: { en: '/en/set-new-password', cz: '/cz/nove-heslo', sk: '/sk/nove-heslo', de: '/de/set-new-password' },
  },
  {
    name: 'my-reward',
    layout: 'default',
    guards: ['member'],
    paths: { en: '/en/my-reward/:id', cz: '/cz/moje-odmena/:id', sk: '/sk/moja-odmena/:id', de: '/de/my-reward/:id' },
  },

  // Dashboard (spec §2): the parent is /{lang}/dashboard in every language. Its children are
  // top-level in en, cz and sk (as the English paths show) and under /de/dashboard in German.
  // The specification gives no paths for payment-methods and purchases; ours follow the others.
  {
    name: 'dashboard',
    layout: 'dashboard',
    guards: ['member'],
    paths: { en: '/en/dashboard', cz: '/cz/dashboard', sk: '/sk/dashboard', de: '/de/dashboard' },
  },
  {
    name: 'dashboard-awards',
    layout: 'dashboard',
    guards: ['member'],
    paths: { en: '/en/awards', cz: '/cz/oceneni', sk: '/sk/ocenenia', de: '/de/dashboard/awards' },
  },
  {
    name: 'dashboard-favourites',
    layout: 'dashboard',
    guards: ['member'],
    paths: { en: '/en/favourites', cz: '/cz/oblibene', sk: '/sk/oblubene', de: '/de/dashboard/favourites' },
  },
  {
    name: 'dashboard-get-points',
    layout: 'dashboard',
    guards: ['member'],
    paths: { en: '/en/get-points', cz: '/cz/ziskat-body', sk: '/sk/ziskat-body', de: '/de/dashboard/get-points' },
  },
  {
    name: 'dashboard-my-points',
    layout: 'dashboard',
    guards: ['member'],
    paths: { en: '/en/my-points', cz: '/cz/moje-body', sk: '/sk/moje-body', de: '/de/dashboard/my-points' },
  },
  {
    name: 'dashboard-profile',
    layout: 'dashboard',
    guards: ['member'],
    paths: { en: '/en/profile', cz: '/cz/profil', sk: '/sk/profil', de: '/de/dashboard/profile' },
  },
  {
    name: 'dashboard-receipts',
    layout: 'dashboard',
    guards: ['member'],
    paths: { en: '/en/receipts', cz: '/cz/uctenky', sk: '/sk/blocky', de: '/de/dashboard/receipts' },
  },
  {
    name: 'dashboard-rewards',
    layout: 'dashboard',
    guards: ['member'],
    paths: { en: '/en/rewards', cz: '/cz/odmeny', sk: '/sk/odmeny', de: '/de/dashboard/rewards' },
  },
  {
    name: 'dashboard-support',
    layout: 'dashboard',
    guards: ['member'],
    paths: { en: '/en/support', cz: '/cz/podpora', sk: '/sk/podpora', de: '/de/dashboard/support' },
  },
  {
    name: 'dashboard-payment-methods',
    layout: 'dashboard',
    guards: ['member'],
    paths: {
      en: '/en/payment-methods',
      cz: '/cz/platebni-metody',
      sk: '/sk/platobne-metody',
      de: '/de/dashboard/payment-methods',
    },
  },
  {
    name: 'dashboard-purchases',
    layout: 'dashboard',
    guards: ['member'],
    paths: { en: '/en/purchases', cz: '/cz/nakupy', sk: '/sk/nakupy', de: '/de/dashboard/purchases' },
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routeTable)[number]['name'];
export type RouteEntry = (typeof routeTable)[number];
