import { amenitiesData } from '../amenities/data';
import { awardsData } from '../awards/data';
import { catalogData } from '../catalog/data';
import { contentData } from '../content/data';
import { eventsData } from '../events/data';
import { floorplanData } from '../floorplan/data';
import { loyaltyData } from '../loyalty/data';
import { mallData } from '../mall/data';
import { newsData } from '../news/data';
import { offersData } from '../offers/data';
import { pagesData } from '../pages/data';
import { redirectsData } from '../redirects/data';
import { rewardsData } from '../rewards/data';
import { searchData } from '../search/data';
import { seoData } from '../seo/data';
import { settingsData } from '../settings/data';
import { visitorPagesData } from '../visitor-pages/data';
import { createPublicGet, type PublicDataDeps } from './public-get';

// The domains' public upstream calls, gathered into `fastify.publicData` (the GraphQL context's
// `data`). Each domain names its calls in its own data.ts; all of them go through the shared cache,
// so none of them may take a member's token.

export type { PublicCall, PublicDataDeps } from './public-get';

export function createPublicData(deps: PublicDataDeps) {
  const get = createPublicGet(deps);
  return { ...settingsData(get), ...mallData(get), ...catalogData(get), ...redirectsData(get), ...seoData(get), ...searchData(get), ...floorplanData(get), ...offersData(get), ...rewardsData(get), ...amenitiesData(get), ...pagesData(get), ...eventsData(get), ...newsData(get), ...visitorPagesData(get), ...contentData(get), ...loyaltyData(get), ...awardsData(get) };
}

export type PublicData = ReturnType<typeof createPublicData>;
