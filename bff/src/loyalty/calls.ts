import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { earningSchema } from './upstream';

/** The loyalty programme's public call: how points are earned, under 'mall' (it changes rarely). */
export function loyaltyCalls(get: PublicGet) {
  return {
    earning: (call: CallContext) => get(call, 'mall', 'loyalty/earning', earningSchema),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default loyaltyCalls;
