import { describe, expect, it } from 'vitest';
import { landingImages, pickWithLanguage, toLanding, toLegalDocument, toWebsitePage } from './mapper';
import { websitePageSchema } from './upstream';

const ctx = { lang: 'de' as const, fallbackLang: 'sk' as const, ownHosts: ['www.aupark.sk'] };

describe('pickWithLanguage', () => {
  const records = [
    { locale: 'en', text: 'Hello' },
    { locale: 'sk', text: 'Ahoj' },
    { locale: 'de', text: '  ' },
  ];
  it('says which language the text is in: the page\'s, else the fallback\'s (spec §5)', () => {
    expect(pickWithLanguage(records, 'text', { lang: 'en', fallbackLang: 'sk' })).toEqual({ value: 'Hello', lang: 'en' });
    expect(pickWithLanguage(records, 'text', { lang: 'de', fallbackLang: 'sk' })).toEqual({ value: 'Ahoj', lang: 'sk' });
    expect(pickWithLanguage(records, 'text', { lang: 'cz', fallbackLang: 'cz' })).toEqual({ value: 'Hello', lang: 'en' });
    expect(pickWithLanguage(records, 'other', { lang: 'en', fallbackLang: 'sk' })).toBeNull();
  });
});

describe('toLegalDocument', () => {
  it('sanitises, anchors the headings and keeps the title of the same language', () => {
    const doc = toLegalDocument(
      'privacyPolicy',
      [{ locale: 'sk', title: 'Zásady', privacy_policy: '<h2>1. Kto</h2><p onclick="x">Text <a href="https://www.aupark.sk/sk">web</a></p><script>alert(1)</script>' }],
      'privacy_policy',
      '2026-03-01T09:00:00+01:00',
      ctx,
    );
    expect(doc).toEqual({
      kind: 'privacyPolicy',
      title: 'Zásady',
      html: '<h2 id="section-1-kto">1. Kto</h2><p>Text <a href="https://www.aupark.sk/sk">web</a></p>',
      headings: [{ id: 'section-1-kto', text: '1. Kto' }],
      contentLang: 'sk',
      updatedAt: '2026-03-01T09:00:00+01:00',
    });
  });
  it('is null when no language has the text, or nothing of it survives sanitising', () => {
    expect(toLegalDocument('cookies', [{ locale: 'en', name: 'x' }], 'cookies', null, ctx)).toBeNull();
    expect(toLegalDocument('cookies', [{ locale: 'en', cookies: '<script>x</script>' }], 'cookies', null, ctx)).toBeNull();
  });
});

const upstreamPage = websitePageSchema.parse({
  id: 1601,
  type: 'landing',
  permalink: 'christmas-2026',
  image: null,
  published_at: '2026-09-01T09:00:00+02:00',
  translations: [
    { locale: 'en', title: 'Christmas', description: 'Lights & <b>markets</b>', article: '<p>Intro</p>', sections: [{ title: 'Market', article: '<p>Daily</p>' }, { title: '' }, 'junk', { title: 'Late', article: null }] },
    { locale: 'sk', title: 'Vianoce', article: '<p>Úvod</p>', sections: [{ title: 'Trhy', article: '<p>Denne</p>' }] },
  ],
});

describe('toWebsitePage', () => {
  it('shows the page in one language: title, lead and body of the same record', () => {
    const page = toWebsitePage(upstreamPage, ctx);
    expect(page).toMatchObject({ id: '1601', title: 'Vianoce', description: 'Úvod', html: '<p>Úvod</p>', contentLang: 'sk', image: null, headings: [] });
    expect(toWebsitePage(upstreamPage, { ...ctx, lang: 'en' })).toMatchObject({ title: 'Christmas', description: 'Lights & markets', contentLang: 'en' });
  });
  it('defaults a page without a type to an article', () => {
    expect(websitePageSchema.parse({ id: 1, permalink: 'a', translations: [] }).type).toBe('article');
  });
});

describe('toLanding', () => {
  it('keeps sections with a title, anchored by position, and takes the first landings image when it has none of its own', () => {
    const landing = toLanding(upstreamPage, ['/img?url=1', '/img?url=2'], { ...ctx, lang: 'en' });
    expect(landing.sections).toEqual([
      { id: 'part-1', title: 'Market', html: '<p>Daily</p>' },
      { id: 'part-2', title: 'Late', html: null },
    ]);
    expect(landing.image).toBe('/img?url=1');
    expect(landing.gallery).toEqual(['/img?url=1', '/img?url=2']);
  });
});

describe('landingImages', () => {
  it('lists the group in number order through the image route, leaving out names and empty values', () => {
    const images = landingImages({
      landings_images_10: 'https://img.example/10.jpg',
      landings_images_2: 'https://img.example/2.jpg',
      landings_images_3: '',
      landings_images_names: 'A, B',
      parking_images_1: 'https://img.example/p.jpg',
    });
    expect(images).toEqual([`/img?url=${encodeURIComponent('https://img.example/2.jpg')}`, `/img?url=${encodeURIComponent('https://img.example/10.jpg')}`]);
  });
});
