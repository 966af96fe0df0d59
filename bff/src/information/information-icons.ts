import type { RouteName } from '@mall/site';

/**
 * The site's own icon for each page the information hub may link, used when the tenant's settings name
 * none (`icons_<route>`): a hub card always has an icon that tells what its page is. Material Design
 * Icons (`mdi`), the set the bff bundles (shared/icons.ts). A route not listed gets the neutral icon.
 */
export const INFORMATION_ICONS: Partial<Readonly<Record<RouteName, string>>> = {
  about: 'mdi:domain',
  amenities: 'mdi:room-service-outline',
  cinema: 'mdi:filmstrip',
  contact: 'mdi:email-outline',
  cookies: 'mdi:cookie-outline',
  events: 'mdi:calendar-star',
  faq: 'mdi:frequently-asked-questions',
  floorplan: 'mdi:floor-plan',
  'gift-cards': 'mdi:gift-outline',
  'loyalty-program': 'mdi:star-circle-outline',
  'map-way': 'mdi:map-marker-radius-outline',
  'mobile-app': 'mdi:cellphone',
  news: 'mdi:newspaper-variant-outline',
  newsletter: 'mdi:email-newsletter',
  offers: 'mdi:tag-outline',
  'opening-hours': 'mdi:clock-outline',
  'operating-rules': 'mdi:clipboard-text-outline',
  parking: 'mdi:parking',
  'privacy-policy': 'mdi:shield-account-outline',
  rewards: 'mdi:gift-open-outline',
  search: 'mdi:magnify',
  'shops-services': 'mdi:shopping-outline',
  'terms-and-conditions': 'mdi:file-document-outline',
};
