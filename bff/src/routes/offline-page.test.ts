import { describe, expect, it } from 'vitest';
import { offlinePageTexts } from '@mall/site';
import { renderOfflinePage, type OfflinePageData } from './offline-page';

const data: OfflinePageData = {
  settings: { websiteName: 'Site', defaultFloorplanId: '7', colors: [{ name: 'primary', value: '#e2001a' }], logoTypes: { header: 'wide' } },
  mall: { name: 'Aupark', logos: { base: '/img?url=base', wide: '/img?url=wide' } },
  cinemaPage: { __typename: 'CinemaPage' },
};

describe('renderOfflinePage', () => {
  it('is in the language asked, in the mall\'s name, colour and logo', () => {
    const html = renderOfflinePage({ lang: 'de', data, tenantId: 'aupark', script: '/assets/offline-x.js' });
    expect(html).toContain('<html lang="de" data-lang="de">');
    expect(html).toContain(`<h1>${offlinePageTexts.de.title}</h1>`);
    expect(html).toContain('--primary:#e2001a');
    expect(html).toContain('<img src="/img?url=wide&amp;w=320" alt="Aupark">');
    expect(html).toContain('<a href="/de/floorplan/7">');
    expect(html).toContain('<a href="/de/cinema">');
    expect(html).toContain('<script type="module" src="/assets/offline-x.js"></script>');
  });

  it('has every text in the four languages', () => {
    for (const texts of Object.values(offlinePageTexts)) for (const text of Object.values(texts)) expect(text.length).toBeGreaterThan(3);
  });

  it('never lets the mall\'s values out of their place (a colour that ends the style, a name with markup)', () => {
    const html = renderOfflinePage({
      lang: 'en',
      data: { ...data, settings: { ...data.settings, colors: [{ name: 'primary', value: 'red}</style><script>alert(1)</script>' }] }, mall: { name: '<b>Mall</b>', logos: {} } },
      tenantId: 'aupark',
      script: null,
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('--primary:#1f2937');
    expect(html).toContain('<span class="name">&lt;b&gt;Mall&lt;/b&gt;</span>');
  });

  it('still says what it must without the mall\'s data (the platform down): the tenant\'s name, no floor plan or cinema link', () => {
    const html = renderOfflinePage({ lang: 'sk', data: {}, tenantId: 'aupark', script: null });
    expect(html).toContain(`<h1>${offlinePageTexts.sk.title}</h1>`);
    expect(html).toContain('aupark');
    expect(html).not.toContain('/sk/mapa-centra/');
    expect(html).not.toContain('/sk/kino');
    expect(html).toContain('<a href="/sk/otvaracie-hodiny">');
  });
});
