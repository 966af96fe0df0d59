import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { badgesSchema } from './upstream';

/** The badges' public catalogue, under 'mall' (it changes rarely). */
export function awardsCalls(get: PublicGet) {
  return {
    badges: (call: CallContext) => get(call, 'mall', 'badges', badgesSchema),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default awardsCalls;
