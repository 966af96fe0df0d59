import { describe, expect, it } from 'vitest';
import { toRatedPost, toThumbValue } from './mapper';

const thumb = (item: unknown) => ({ type: 'news' as const, id: '1202', value: 'down' as const, updated_at: '2026-11-13T10:00:00.000Z', item });

describe('toRatedPost', () => {
  it('gives the thumb with its post’s title in the page’s language, the slug and the image through the proxy', () => {
    const rated = toRatedPost(
      thumb({
        id: 1202,
        image: 'https://sandbox.test/images/banner/aupark/news-1202.jpg',
        start_date: '2026-09-01T08:00:00.000000Z',
        end_date: '2026-09-30T18:00:00.000000Z',
        translations: [
          { locale: 'en', title: 'Store reopened after renovation' },
          { locale: 'cz', title: 'Obchod znovu otevřen po rekonstrukci' },
        ],
      }),
      { lang: 'cz', fallbackLang: 'cz' },
    );
    expect(rated).toEqual({
      type: 'NEWS',
      id: '1202',
      value: 'DOWN',
      title: 'Obchod znovu otevřen po rekonstrukci',
      slug: 'obchod-znovu-otevren-po-rekonstrukci',
      image: `/img?url=${encodeURIComponent('https://sandbox.test/images/banner/aupark/news-1202.jpg')}`,
      ratedAt: '2026-11-13T10:00:00.000Z',
    });
  });

  it('leaves out a thumb whose post the mall no longer has', () => {
    expect(toRatedPost(thumb(null), { lang: 'en', fallbackLang: 'cz' })).toBeNull();
  });

  it('reads a thumb value, none as null', () => {
    expect(toThumbValue('up')).toBe('UP');
    expect(toThumbValue(null)).toBeNull();
  });
});
