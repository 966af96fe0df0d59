import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { mallsSchema } from './upstream';

/** The mall's public upstream call, cached under the 'mall' family. */
export function mallCalls(get: PublicGet) {
  return {
    malls: (call: CallContext) => get(call, 'mall', 'malls', mallsSchema),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default mallCalls;
