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
    label: { en: 'Home', cz: 'Úvod', sk: 'Úvod', de: 'Startseite' },
    paths: { en: '/en', cz: '/cz', sk: '/sk', de: '/de' },
  },
  {
    // permaLink may contain slashes, hence the splat.
    name: 'article',
    layout: 'default',
    label: { en: 'Article', cz: 'Článek', sk: 'Článok', de: 'Artikel' },
    paths: { en: '/en/a/*', cz: '/cz/a/*', sk: '/sk/a/*', de: '/de/a/*' },
  },
  {
    // The mall's articles (issue 22): the article pages by blog category (`?category=`), newest
    // first. The specification names the route without a path; `blog` is the word in every language.
    name: 'blog',
    layout: 'default',
    label: { en: 'Blog', cz: 'Blog', sk: 'Blog', de: 'Blog' },
    paths: { en: '/en/blog/:page?', cz: '/cz/blog/:page?', sk: '/sk/blog/:page?', de: '/de/blog/:page?' },
  },
  {
    name: 'about',
    layout: 'default',
    label: { en: 'About us', cz: 'O nákupním centru', sk: 'O nákupnom centre', de: 'Über uns' },
    paths: { en: '/en/about', cz: '/cz/o-nakupnim-centru', sk: '/sk/o-nakupnom-centre', de: '/de/about' },
  },

  // Amenities (services for visitors: toilets, baby room, ATM …). The specification names the
  // Czech and Slovak detail slug `sluzba`, so the lists are `sluzby`.
  {
    name: 'amenities-category',
    layout: 'default',
    label: { en: 'Amenities', cz: 'Služby', sk: 'Služby', de: 'Serviceangebote' },
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
    label: { en: 'Amenities', cz: 'Služby', sk: 'Služby', de: 'Serviceangebote' },
    paths: { en: '/en/amenities/:page?', cz: '/cz/sluzby/:page?', sk: '/sk/sluzby/:page?', de: '/de/amenities/:page?' },
  },
  {
    name: 'amenity',
    layout: 'default',
    label: { en: 'Amenity', cz: 'Služba', sk: 'Služba', de: 'Serviceangebot' },
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
    label: { en: 'Aupark', cz: 'Aupark', sk: 'Aupark', de: 'Aupark' },
    paths: { en: '/en/al/:title', cz: '/cz/al/:title', sk: '/sk/al/:title', de: '/de/aupark-landings/:title' },
  },
  {
    name: 'landing-europasc',
    layout: 'default',
    label: { en: 'Europa SC', cz: 'Europa SC', sk: 'Europa SC', de: 'Europa SC' },
    paths: { en: '/en/el/:title', cz: '/cz/el/:title', sk: '/sk/el/:title', de: '/de/europasc-landings/:title' },
  },
  {
    name: 'landing-galerieharfa',
    layout: 'default',
    label: { en: 'Galerie Harfa', cz: 'Galerie Harfa', sk: 'Galerie Harfa', de: 'Galerie Harfa' },
    paths: { en: '/en/hl/:title', cz: '/cz/hl/:title', sk: '/sk/hl/:title', de: '/de/galerieharfa-landings/:title' },
  },
  {
    name: 'landing-novoplaza',
    layout: 'default',
    label: { en: 'Novo Plaza', cz: 'Novo Plaza', sk: 'Novo Plaza', de: 'Novo Plaza' },
    paths: { en: '/en/nl/:title', cz: '/cz/nl/:title', sk: '/sk/nl/:title', de: '/de/novoplaza-landings/:title' },
  },

  {
    name: 'cinema',
    layout: 'default',
    label: { en: 'Cinema', cz: 'Kino', sk: 'Kino', de: 'Kino' },
    paths: { en: '/en/cinema', cz: '/cz/kino', sk: '/sk/kino', de: '/de/cinema' },
  },

  // Booking the mall's services (issue 21): the list, and one service with its free times. A mall
  // without bookable services answers 404 on both (as a mall without a cinema does on cinema).
  {
    name: 'booking',
    layout: 'default',
    label: { en: 'Booking', cz: 'Rezervace', sk: 'Rezervácie', de: 'Buchung' },
    paths: { en: '/en/booking', cz: '/cz/rezervace', sk: '/sk/rezervacie', de: '/de/booking' },
  },
  {
    name: 'booking-service',
    layout: 'default',
    label: { en: 'Book a service', cz: 'Rezervace služby', sk: 'Rezervácia služby', de: 'Service buchen' },
    paths: {
      en: '/en/booking/:id/:title?',
      cz: '/cz/rezervace/:id/:title?',
      sk: '/sk/rezervacie/:id/:title?',
      de: '/de/booking/:id/:title?',
    },
  },

  // Legal pages: German under /de/compliance/ (spec §2).
  {
    name: 'cookies',
    layout: 'default',
    label: { en: 'Cookie policy', cz: 'Zásady cookies', sk: 'Zásady cookies', de: 'Cookie-Richtlinie' },
    paths: { en: '/en/cookies', cz: '/cz/zasady-cookies', sk: '/sk/zasady-cookies', de: '/de/compliance/cookies' },
  },
  {
    name: 'operating-rules',
    layout: 'default',
    label: { en: 'Operating rules', cz: 'Provozní řád', sk: 'Prevádzkový poriadok', de: 'Hausordnung' },
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
    label: { en: 'Privacy policy', cz: 'Ochrana osobních údajů', sk: 'Ochrana osobných údajov', de: 'Datenschutzerklärung' },
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
    label: { en: 'Terms and conditions', cz: 'Obchodní podmínky', sk: 'Obchodné podmienky', de: 'AGB' },
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
    label: { en: 'Contact', cz: 'Kontakt', sk: 'Kontakt', de: 'Kontakt' },
    paths: { en: '/en/contact', cz: '/cz/kontakt', sk: '/sk/kontakt', de: '/de/contact' },
  },

  // Events.
  {
    name: 'event',
    layout: 'default',
    label: { en: 'Event', cz: 'Akce', sk: 'Podujatie', de: 'Veranstaltung' },
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
    label: { en: 'Events', cz: 'Akce', sk: 'Podujatia', de: 'Veranstaltungen' },
    paths: { en: '/en/events/:page?', cz: '/cz/akce/:page?', sk: '/sk/podujatia/:page?', de: '/de/events/:page?' },
  },
  {
    name: 'events-mall',
    layout: 'default',
    label: { en: 'Mall events', cz: 'Akce centra', sk: 'Podujatia centra', de: 'Veranstaltungen im Center' },
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
    label: { en: 'Store events', cz: 'Akce obchodů', sk: 'Podujatia obchodov', de: 'Aktionen der Geschäfte' },
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
    label: { en: 'FAQ', cz: 'Časté dotazy', sk: 'Časté otázky', de: 'Häufige Fragen' },
    paths: { en: '/en/faq', cz: '/cz/caste-dotazy', sk: '/sk/caste-otazky', de: '/de/faq' },
  },
  {
    name: 'floorplan',
    layout: 'default',
    label: { en: 'Floor plan', cz: 'Mapa centra', sk: 'Mapa centra', de: 'Centerplan' },
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
    label: { en: 'Gift cards', cz: 'Dárkové karty', sk: 'Darčekové karty', de: 'Geschenkkarten' },
    paths: { en: '/en/gift-cards', cz: '/cz/darkove-karty', sk: '/sk/darcekove-karty', de: '/de/gift-cards' },
  },
  {
    name: 'information',
    layout: 'default',
    label: { en: 'Information', cz: 'Informace', sk: 'Informácie', de: 'Informationen' },
    paths: { en: '/en/information', cz: '/cz/informace', sk: '/sk/informacie', de: '/de/information' },
  },
  {
    name: 'loyalty-program',
    layout: 'default',
    label: { en: 'Loyalty programme', cz: 'Věrnostní program', sk: 'Vernostný program', de: 'Treueprogramm' },
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
    label: { en: 'How to get here', cz: 'Jak se k nám dostanete', sk: 'Ako sa k nám dostanete', de: 'Anfahrt' },
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
    label: { en: 'Mobile app', cz: 'Mobilní aplikace', sk: 'Mobilná aplikácia', de: 'Mobile App' },
    paths: { en: '/en/mobile-app', cz: '/cz/mobilni-aplikace', sk: '/sk/mobilna-aplikacia', de: '/de/mobile-app' },
  },

  // News.
  {
    name: 'news',
    layout: 'default',
    label: { en: 'News', cz: 'Novinky', sk: 'Novinky', de: 'Neuigkeiten' },
    paths: { en: '/en/news/:page?', cz: '/cz/novinky/:page?', sk: '/sk/novinky/:page?', de: '/de/news/:page?' },
  },
  {
    name: 'news-mall',
    layout: 'default',
    label: { en: 'Mall news', cz: 'Novinky centra', sk: 'Novinky centra', de: 'Neues aus dem Center' },
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
    label: { en: 'Store news', cz: 'Novinky z obchodů', sk: 'Novinky z obchodov', de: 'Neues aus den Geschäften' },
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
    label: { en: 'News', cz: 'Novinka', sk: 'Novinka', de: 'Neuigkeit' },
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
    label: { en: 'News & events', cz: 'Novinky a akce', sk: 'Novinky a podujatia', de: 'News & Veranstaltungen' },
    paths: { en: '/en/news-events', cz: '/cz/novinky-a-akce', sk: '/sk/novinky-a-podujatia', de: '/de/news-events' },
  },
  {
    name: 'newsletter',
    layout: 'default',
    label: { en: 'Newsletter', cz: 'Newsletter', sk: 'Newsletter', de: 'Newsletter' },
    paths: { en: '/en/newsletter', cz: '/cz/newsletter', sk: '/sk/newsletter', de: '/de/newsletter' },
  },

  // Offers: hidden from guests when is_offers_visible_only_when_logged_in is on.
  {
    name: 'offers-category',
    layout: 'default',
    guards: ['offers-visibility'],
    label: { en: 'Offers', cz: 'Nabídky', sk: 'Ponuky', de: 'Angebote' },
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
    label: { en: 'Offers', cz: 'Nabídky', sk: 'Ponuky', de: 'Angebote' },
    paths: { en: '/en/offers/:page?', cz: '/cz/nabidky/:page?', sk: '/sk/ponuky/:page?', de: '/de/offers/:page?' },
  },
  {
    name: 'offer',
    layout: 'default',
    guards: ['offers-visibility'],
    label: { en: 'Offer', cz: 'Nabídka', sk: 'Ponuka', de: 'Angebot' },
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
    label: { en: 'Opening hours', cz: 'Otevírací doba', sk: 'Otváracie hodiny', de: 'Öffnungszeiten' },
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
    label: { en: 'Parking', cz: 'Parkování', sk: 'Parkovanie', de: 'Parken' },
    paths: { en: '/en/parking', cz: '/cz/parkovani', sk: '/sk/parkovanie', de: '/de/parking' },
  },

  // Rewards: hidden from guests when is_rewards_visible_only_when_logged_in is on. The list's page
  // is required: the bare `/en/rewards` is the dashboard's rewards page.
  {
    name: 'rewards-category',
    layout: 'default',
    guards: ['rewards-visibility'],
    label: { en: 'Rewards', cz: 'Odměny', sk: 'Odmeny', de: 'Prämien' },
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
    label: { en: 'Rewards', cz: 'Odměny', sk: 'Odmeny', de: 'Prämien' },
    paths: { en: '/en/rewards/:page', cz: '/cz/odmeny/:page', sk: '/sk/odmeny/:page', de: '/de/rewards/:page' },
  },
  {
    name: 'reward',
    layout: 'default',
    guards: ['rewards-visibility'],
    label: { en: 'Reward', cz: 'Odměna', sk: 'Odmena', de: 'Prämie' },
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
    label: { en: 'Search', cz: 'Hledat', sk: 'Hľadať', de: 'Suche' },
    paths: { en: '/en/search', cz: '/cz/search', sk: '/sk/search', de: '/de/search' },
  },

  // Shops.
  {
    // The shops that sell online, with their e-shops' addresses (issue 22; named by the
    // specification without a path).
    name: 'eshops',
    layout: 'default',
    label: { en: 'E-shops', cz: 'E-shopy', sk: 'E-shopy', de: 'Onlineshops' },
    paths: { en: '/en/eshops', cz: '/cz/e-shopy', sk: '/sk/e-shopy', de: '/de/eshops' },
  },
  {
    name: 'shops-services',
    layout: 'default',
    label: { en: 'Shops & services', cz: 'Obchody a služby', sk: 'Obchody a služby', de: 'Geschäfte & Services' },
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
    label: { en: 'Shops', cz: 'Obchody', sk: 'Obchody', de: 'Geschäfte' },
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
    label: { en: 'Shop', cz: 'Obchod', sk: 'Obchod', de: 'Geschäft' },
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
    label: { en: 'Log in', cz: 'Přihlásit se', sk: 'Prihlásiť sa', de: 'Anmelden' },
    paths: { en: '/en/login', cz: '/cz/prihlaseni', sk: '/sk/prihlasenie', de: '/de/login' },
  },
  {
    name: 'register',
    layout: 'default',
    guards: ['guest-only'],
    label: { en: 'Sign up', cz: 'Registrace', sk: 'Registrácia', de: 'Registrieren' },
    paths: { en: '/en/register', cz: '/cz/registrace', sk: '/sk/registracia', de: '/de/register' },
  },
  {
    name: 'forgot-password',
    layout: 'default',
    guards: ['guest-only'],
    label: { en: 'Forgotten password', cz: 'Zapomenuté heslo', sk: 'Zabudnuté heslo', de: 'Passwort vergessen' },
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
    label: { en: 'Set a new password', cz: 'Nastavení nového hesla', sk: 'Nastavenie nového hesla', de: 'Neues Passwort festlegen' },
    paths: { en: '/en/set-new-password', cz: '/cz/nove-heslo', sk: '/sk/nove-heslo', de: '/de/set-new-password' },
  },
  {
    name: 'my-reward',
    layout: 'default',
    guards: ['member'],
    label: { en: 'My reward', cz: 'Moje odměna', sk: 'Moja odmena', de: 'Meine Prämie' },
    paths: { en: '/en/my-reward/:id', cz: '/cz/moje-odmena/:id', sk: '/sk/moja-odmena/:id', de: '/de/my-reward/:id' },
  },

  // Dashboard (spec §2): the parent is /{lang}/dashboard in every language. Its children are
  // top-level in en, cz and sk (as the English paths show) and under /de/dashboard in German.
  // The specification gives no paths for payment-methods and purchases; ours follow the others.
  {
    name: 'dashboard',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'My account', cz: 'Můj účet', sk: 'Môj účet', de: 'Mein Konto' },
    paths: { en: '/en/dashboard', cz: '/cz/dashboard', sk: '/sk/dashboard', de: '/de/dashboard' },
  },
  {
    name: 'dashboard-awards',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'Awards', cz: 'Ocenění', sk: 'Ocenenia', de: 'Auszeichnungen' },
    paths: { en: '/en/awards', cz: '/cz/oceneni', sk: '/sk/ocenenia', de: '/de/dashboard/awards' },
  },
  {
    name: 'dashboard-favourites',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'Favourites', cz: 'Oblíbené', sk: 'Obľúbené', de: 'Favoriten' },
    paths: { en: '/en/favourites', cz: '/cz/oblibene', sk: '/sk/oblubene', de: '/de/dashboard/favourites' },
  },
  {
    name: 'dashboard-get-points',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'Earn points', cz: 'Jak získat body', sk: 'Ako získať body', de: 'Punkte sammeln' },
    paths: { en: '/en/get-points', cz: '/cz/ziskat-body', sk: '/sk/ziskat-body', de: '/de/dashboard/get-points' },
  },
  {
    name: 'dashboard-my-points',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'My points', cz: 'Moje body', sk: 'Moje body', de: 'Meine Punkte' },
    paths: { en: '/en/my-points', cz: '/cz/moje-body', sk: '/sk/moje-body', de: '/de/dashboard/my-points' },
  },
  {
    name: 'dashboard-profile',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'Profile', cz: 'Profil', sk: 'Profil', de: 'Profil' },
    paths: { en: '/en/profile', cz: '/cz/profil', sk: '/sk/profil', de: '/de/dashboard/profile' },
  },
  {
    name: 'dashboard-receipts',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'Receipts', cz: 'Účtenky', sk: 'Bločky', de: 'Kassenbons' },
    paths: { en: '/en/receipts', cz: '/cz/uctenky', sk: '/sk/blocky', de: '/de/dashboard/receipts' },
  },
  {
    name: 'dashboard-rewards',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'My rewards', cz: 'Moje odměny', sk: 'Moje odmeny', de: 'Meine Prämien' },
    paths: { en: '/en/rewards', cz: '/cz/odmeny', sk: '/sk/odmeny', de: '/de/dashboard/rewards' },
  },
  {
    name: 'dashboard-support',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'Support', cz: 'Podpora', sk: 'Podpora', de: 'Hilfe & Kontakt' },
    paths: { en: '/en/support', cz: '/cz/podpora', sk: '/sk/podpora', de: '/de/dashboard/support' },
  },
  {
    // The member's conversations with their mall (issue 20): one of them open beside the list (?conversation=).
    name: 'dashboard-messages',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'Messages', cz: 'Zprávy', sk: 'Správy', de: 'Nachrichten' },
    paths: { en: '/en/messages', cz: '/cz/zpravy', sk: '/sk/spravy', de: '/de/dashboard/messages' },
  },
  {
    // The member's bookings of the mall's services (issue 21): upcoming and past, cancel, QR code, .ics.
    name: 'dashboard-bookings',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'My bookings', cz: 'Moje rezervace', sk: 'Moje rezervácie', de: 'Meine Buchungen' },
    paths: { en: '/en/my-bookings', cz: '/cz/moje-rezervace', sk: '/sk/moje-rezervacie', de: '/de/dashboard/my-bookings' },
  },
  {
    name: 'dashboard-payment-methods',
    layout: 'dashboard',
    guards: ['member'],
    label: { en: 'Payment methods', cz: 'Platební metody', sk: 'Platobné metódy', de: 'Zahlungsarten' },
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
    label: { en: 'Purchases', cz: 'Nákupy', sk: 'Nákupy', de: 'Einkäufe' },
    paths: { en: '/en/purchases', cz: '/cz/nakupy', sk: '/sk/nakupy', de: '/de/dashboard/purchases' },
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routeTable)[number]['name'];
export type RouteEntry = (typeof routeTable)[number];
