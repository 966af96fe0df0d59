import { describe, expect, it } from 'vitest';
import { gql, hostOf, useStack } from '../test/stack';

// A setting changed in the platform (the sandbox's settings knob) reaches the site after a purge,
// not before: the bff answers from its cache until `POST /ops/cache/purge`, as after an editor's change.

interface SettingsReply {
  settings: { websiteName: string | null; roundedCorners: boolean; navItems: string[] };
}
const query = '{ settings { websiteName roundedCorners navItems } }';

describe('settings changed in the platform', () => {
  const stack = useStack();

  it('shows the knob\'s values after a purge, as the platform sends them (text, boolean)', async () => {
    const before = await gql<SettingsReply>(stack().app, 'novoplaza', query);
    expect(before.data?.settings).toMatchObject({ websiteName: 'Novo Plaza', roundedCorners: false });

    const knob = await stack().sandbox.inject({
      method: 'POST',
      url: '/__sandbox/settings',
      payload: { tenant: 'novoplaza', values: { website_name: 'Novo Plaza Test', rounded_corners: true, nav_items_names: 'offers, parking' } },
    });
    expect(knob.statusCode).toBe(200);

    // The knob purges nothing: the cached settings still answer.
    expect((await gql<SettingsReply>(stack().app, 'novoplaza', query)).data?.settings.websiteName).toBe('Novo Plaza');

    const purge = await stack().app.inject({ method: 'POST', url: '/ops/cache/purge', headers: { host: hostOf('novoplaza') }, payload: { tenant: 'novoplaza' } });
    expect(purge.statusCode).toBe(200);
    const after = await gql<SettingsReply>(stack().app, 'novoplaza', query);
    expect(after.errors).toBeUndefined();
    expect(after.data?.settings).toEqual({ websiteName: 'Novo Plaza Test', roundedCorners: true, navItems: ['offers', 'parking'] });
  });
});
