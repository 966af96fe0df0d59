import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { settingsSchema } from './upstream';

/** The settings' public upstream call, cached under the 'settings' family. */
export function settingsCalls(get: PublicGet) {
  return {
    settings: (call: CallContext) => get(call, 'settings', 'settings-web-app/web', settingsSchema),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default settingsCalls;
