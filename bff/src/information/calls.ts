import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { cinemaProgrammeSchema } from './upstream';

/** The mall information's own public upstream call; the programme is time-bound content (30 s fresh). */
export function informationCalls(get: PublicGet) {
  return {
    cinemaProgramme: (call: CallContext) => get(call, 'content', 'cinema/programme', cinemaProgrammeSchema),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default informationCalls;
