import { buildSandbox, TENANT_IDS, TENANTS, type TenantId } from '@mall/sandbox';
import { languages } from '@mall/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallsSchema, type UpstreamMall } from '../mall/upstream';
import { settingsSchema } from '../settings/upstream';
import type { RawSettings } from '../settings/mapper';
import { buildManifest, shortNameMaxLength, shortNameOf, tenantLookOf } from './manifest';

// The manifest of every sandbox tenant in every language, from the sandbox's own mall and settings
// (as the platform sends them); and the short-name rule on its own.

const data = {} as Record<TenantId, { mall: UpstreamMall; settings: RawSettings }>;
const sandbox = await buildSandbox({ publicUrl: 'http://sandbox.test', logger: false });
beforeAll(async () => {
  for (const tenant of TENANT_IDS) {
    const get = async (url: string) => (await sandbox.inject({ method: 'GET', url, headers: { origin: TENANTS[tenant].origin } })).json<{ data: unknown }>().data;
    const mall = mallsSchema.parse(await get('/v1/malls')).data[0]!;
    data[tenant] = { mall, settings: settingsSchema.parse(await get('/v1/settings-web-app/web')) };
  }
});
afterAll(() => sandbox.close());

const expected: Record<TenantId, { name: string; shortName: string; theme: string }> = {
  aupark: { name: 'Aupark', shortName: 'Aupark', theme: '#e2001a' },
  galerieharfa: { name: 'Galerie Harfa', shortName: 'Harfa', theme: '#0f4c81' },
  novoplaza: { name: 'Novo Plaza', shortName: 'Novo Plaza', theme: '#00803e' },
  europasc: { name: 'Europa Shopping Center', shortName: 'Europa', theme: '#7b2d8e' },
  beta: { name: 'Beta Mall', shortName: 'Beta Mall', theme: '#1f2937' },
};

describe('the manifest of each sandbox tenant', () => {
  it.each(TENANT_IDS)('%s: name, short name, colours, icon logo', (tenant) => {
    const { mall, settings } = data[tenant];
    const look = tenantLookOf(mall, settings, 'en', 'en');
    expect(look).toEqual({
      name: expected[tenant].name,
      websiteName: expected[tenant].name,
      themeColor: expected[tenant].theme,
      backgroundColor: '#ffffff',
      // favicon_logo_type is `icon` for every sandbox mall: the mall's icon, as the head's favicon.
      iconSource: mall.image_icon,
    });
    for (const lang of languages) {
      const manifest = buildManifest(look, lang, 'A description');
      expect(manifest).toEqual({
        id: '/',
        name: expected[tenant].name,
        short_name: expected[tenant].shortName,
        description: 'A description',
        lang: lang === 'cz' ? 'cs' : lang,
        dir: 'ltr',
        start_url: `/${lang}`,
        scope: '/',
        display: 'standalone',
        theme_color: expected[tenant].theme,
        background_color: '#ffffff',
        icons: [
          { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/pwa/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      });
      expect([...manifest.short_name].length).toBeLessThanOrEqual(shortNameMaxLength);
    }
  });

  it('takes the logo the favicon setting names, and the default palette where the settings have no colours', () => {
    const { mall, settings } = data.aupark;
    const bare = Object.fromEntries(Object.entries(settings).filter(([key]) => !key.startsWith('colors_')));
    const look = tenantLookOf(mall, { ...bare, favicon_logo_type: 'inverted_wide' }, 'en', 'sk');
    expect(look.iconSource).toBe(mall.image_wide_inverted);
    expect(look.themeColor).toBe('#1f2937');
    expect(look.backgroundColor).toBe('#ffffff');
  });

  it('has no icon source when the mall has no logo of the kind the settings name, nor an icon', () => {
    const { mall, settings } = data.beta;
    const look = tenantLookOf({ ...mall, image_icon: null }, settings, 'en', 'en');
    expect(look.iconSource).toBeNull();
  });

  it("names the mall by its translation when the record has no name of its own", () => {
    const { mall, settings } = data.galerieharfa;
    const translated = { ...mall, name: null, translations: [{ locale: 'cz', name: 'Galerie Harfa Praha' }] };
    expect(tenantLookOf(translated, settings, 'en', 'cz').name).toBe('Galerie Harfa Praha');
  });
});

describe('shortNameOf', () => {
  it('keeps a name of 12 characters or fewer, and prefers the website name when it fits', () => {
    expect(shortNameOf('Aupark', null)).toBe('Aupark');
    expect(shortNameOf('Twelve chars', null)).toBe('Twelve chars');
    expect(shortNameOf('Europa Shopping Center', 'Europa SC')).toBe('Europa SC');
  });

  it('drops the words that only say "shopping centre", then keeps whole words from the start', () => {
    expect(shortNameOf('Galerie Harfa', null)).toBe('Harfa');
    expect(shortNameOf('Europa Shopping Center', 'Europa Shopping Center')).toBe('Europa');
    expect(shortNameOf('Obchodní centrum Chodov', null)).toBe('Chodov');
    expect(shortNameOf('Westfield Chodov Prague', null)).toBe('Westfield');
  });

  it('cuts a single long word at 12 characters, counting characters, not UTF-16 units', () => {
    expect(shortNameOf('Einkaufsparadies', null)).toBe('Einkaufspara');
    expect(shortNameOf('😀'.repeat(13), null)).toBe('😀'.repeat(12));
  });
});
