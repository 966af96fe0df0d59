import type { LandingSite } from '../../graphql/types';

// The four tenants' landing routes (spec §2: `/en/al|el|hl|nl/{title}`, German `<tenant>-landings`),
// each live only on its own tenant: on any other the bff answers no landing, and the page a 404.
export const landingRoutes = {
  'landing-aupark': 'aupark',
  'landing-europasc': 'europasc',
  'landing-galerieharfa': 'galerieharfa',
  'landing-novoplaza': 'novoplaza',
} as const satisfies Record<string, LandingSite>;

export type LandingRoute = keyof typeof landingRoutes;
