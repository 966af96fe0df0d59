import type { PublicCall, PublicGet } from '../upstream/public-get';
import { badgesSchema } from './upstream';

/** The badges' public catalogue, under 'mall' (it changes rarely). */
export function awardsData(get: PublicGet) {
  return {
    badges: (call: PublicCall) => get(call, 'mall', 'badges', badgesSchema),
  };
}

/** The domain's public upstream calls (the GraphQL context's `data`), found by domains/generated.ts. */
export default awardsData;
