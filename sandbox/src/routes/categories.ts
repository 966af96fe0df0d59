import type { Area } from '../area';
import { AMENITY_CATEGORY_TREE } from '../data/amenities';
import { CATEGORY_TREE } from '../data/categories';
import { OFFER_CATEGORY_TREE } from '../data/offer-categories';
import { REWARD_CATEGORY_TREE } from '../data/rewards';
import { ok, sendError } from '../envelope';
import { flatQuery } from '../area';

/**
 * `GET /v1/categories`: the whole tree. Only company categories exist so far, so
 * `filter[type]=company` answers the tree and any other type an empty list.
 */
export const area: Area = (app) => {
  app.get('/categories', async (request, reply) => {
    const query = flatQuery(request.query);
    const unknown = Object.keys(query).filter((key) => key.startsWith('filter[') && key !== 'filter[type]');
    if (unknown.length > 0) {
      return sendError(reply, 422, 'The given data was invalid.', Object.fromEntries(unknown.map((k) => [k, [`Filter ${k} is not allowed.`]])));
    }
    const type = query['filter[type]'];
    if (type === 'reward') return ok(REWARD_CATEGORY_TREE);
    if (type === 'amenity') return ok(AMENITY_CATEGORY_TREE);
    if (type === 'product') return ok(OFFER_CATEGORY_TREE);
    return ok(type === undefined || type === 'company' ? CATEGORY_TREE : []);
  });
};
