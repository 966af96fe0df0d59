import { z } from 'zod';
import { id } from '../upstream/fields';

// The platform's replies to the favourites' changes (sandbox/CONTRACT.md "Favourites"): POST and PATCH
// replies are used whole (spec §7).

export const likeReplySchema = z.looseObject({
  data: z.looseObject({ type: z.enum(['reward', 'product']), id, customer_like: z.looseObject({}).nullish() }),
});

export const followReplySchema = z.looseObject({
  data: z.looseObject({ company_id: id, followed: z.boolean() }),
});

export const thumbReplySchema = z.looseObject({
  data: z.looseObject({ type: z.enum(['event', 'news']), id, value: z.enum(['up', 'down']).nullish() }),
});
