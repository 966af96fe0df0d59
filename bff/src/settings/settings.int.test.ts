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

  it("types the header's navigation and the footer's links of issue 22 in the page's language", async () => {
    interface NavReply {
      settings: {
        isCookieConsentForced: boolean;
        headerNavItems: { name: string | null; href: string; title: string; external: boolean; icon: { name: string } | null }[] | null;
        footerLinks: { href: string; title: string }[];
      };
    }
    const navQuery = '{ settings { isCookieConsentForced headerNavItems(lang: de) { name href title external icon { name } } footerLinks(lang: de) { href title } } }';
    const purge = () => stack().app.inject({ method: 'POST', url: '/ops/cache/purge', headers: { host: hostOf('galerieharfa') }, payload: { tenant: 'galerieharfa' } });

    // The seed: no navigation of the editors here (the name list), three footer links.
    const seeded = await gql<NavReply>(stack().app, 'galerieharfa', navQuery);
    expect(seeded.errors).toBeUndefined();
    expect(seeded.data?.settings.headerNavItems).toBeNull();
    expect(seeded.data?.settings.footerLinks.map((l) => l.title)).toContain('Karriere');
    expect(seeded.data?.settings.isCookieConsentForced).toBe(false);

    const knob = await stack().sandbox.inject({
      method: 'POST',
      url: '/__sandbox/settings',
      payload: {
        tenant: 'galerieharfa',
        values: {
          header_navbar_items: JSON.stringify([{ name: 'parking', icon: 'mdi:parking' }, { name: 'nope' }, { url: 'shop.harfa.test', translations: [{ locale: 'en', title: 'Shop' }] }]),
          footer_items: '[oops',
          is_cookie_consent_forced: true,
        },
      },
    });
    expect(knob.statusCode).toBe(200);
    expect((await purge()).statusCode).toBe(200);
    const after = await gql<NavReply>(stack().app, 'galerieharfa', navQuery);
    expect(after.errors).toBeUndefined();
    expect(after.data?.settings).toEqual({
      isCookieConsentForced: true,
      headerNavItems: [
        { name: 'parking', href: '/de/parking', title: 'Parken', external: false, icon: { name: 'mdi:parking' } },
        { name: null, href: 'http://shop.harfa.test/', title: 'Shop', external: true, icon: null },
      ],
      footerLinks: [],
    });
  });
});
