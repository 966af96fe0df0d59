import { publicCallParts, type PublicCalls } from '../domains/generated';
import { createPublicGet, type PublicCallsDeps } from './public-get';

// The domains' public upstream calls, gathered into `fastify.publicCalls` (the GraphQL context's
// `calls`). Each domain names its calls in its own calls.ts (its default export); all of them
// go through the shared cache, so none of them may take a member's token. Two domains naming one call
// is a start-up error, not a silent override.

export type { PublicCallsDeps } from './public-get';
export type { PublicCalls } from '../domains/generated';

export function createPublicCalls(deps: PublicCallsDeps): PublicCalls {
  const get = createPublicGet(deps);
  const data: Record<string, unknown> = {};
  for (const part of publicCallParts) {
    for (const [name, call] of Object.entries(part(get))) {
      if (name in data) throw new Error(`Two domains name the public call ${name}.`);
      data[name] = call;
    }
  }
  return data as PublicCalls;
}
