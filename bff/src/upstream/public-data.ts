import { publicDataParts, type PublicData } from '../domains/generated';
import { createPublicGet, type PublicDataDeps } from './public-get';

// The domains' public upstream calls, gathered into `fastify.publicData` (the GraphQL context's
// `data`). Each domain names its calls in its own data.ts (its default export); all of them
// go through the shared cache, so none of them may take a member's token. Two domains naming one call
// is a start-up error, not a silent override.

export type { PublicDataDeps } from './public-get';
export type { PublicData } from '../domains/generated';

export function createPublicData(deps: PublicDataDeps): PublicData {
  const get = createPublicGet(deps);
  const data: Record<string, unknown> = {};
  for (const part of publicDataParts) {
    for (const [name, call] of Object.entries(part(get))) {
      if (name in data) throw new Error(`Two domains name the public call ${name}.`);
      data[name] = call;
    }
  }
  return data as PublicData;
}
