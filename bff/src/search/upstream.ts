import { z } from 'zod';
import { amenitySchema } from '../amenities/upstream';
import { shopSchema } from '../shops/upstream';
import { offerSchema } from '../offers/upstream';
import { rewardSchema } from '../rewards/upstream';

// The platform's search reply (sandbox/CONTRACT.md "search"), used while the bff's index is cold.
// Loose like the domains' own schemas: matches grouped by kind, each item the whole entity as its own
// endpoint answers it; a kind the bff does not know yet is ignored.
const group = <S extends z.ZodType>(item: S) => z.array(item).nullish().transform((v) => v ?? []);

export const platformSearchSchema = z.looseObject({
  companies: group(shopSchema),
  products: group(offerSchema),
  rewards: group(rewardSchema),
  amenities: group(amenitySchema),
});
export type PlatformSearch = z.output<typeof platformSearchSchema>;
