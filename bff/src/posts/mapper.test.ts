import { describe, expect, it } from 'vitest';
import { toPost, type PostContext } from './mapper';
import type { UpstreamPost } from './upstream';

const ctx = (overrides: Partial<PostContext> = {}): PostContext => ({
  lang: 'sk',
  fallbackLang: 'sk',
  timeZone: 'Europe/Bratislava',
  shops: new Map([['1004', 'H&M']]),
  route: 'event',
  origin: 'https://www.aupark.sk',
  ...overrides,
});

const item = (overrides: Partial<UpstreamPost> = {}): UpstreamPost => ({
  id: '1103',
  company_id: '1004',
  image: 'https://cdn.example/event.jpg',
  image_wide: null,
  start_date: '2026-11-09T09:00:00.000000Z',
  end_date: '2026-11-09T17:00:00.000000Z',
  created_at: null,
  customer_like: null,
  translations: [
    { locale: 'en', title: 'Styling Saturday', description: 'Advice & 20 % off.', article: '<p>Advice.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">' },
    { locale: 'cz', title: 'Stylingová sobota', description: 'Poradenství.', article: '<p>Poradenství.</p>' },
  ],
  ...overrides,
});

describe('a display-ready post', () => {
  it('has the translation fallback, a sanitised article, the mall times, its shop and its address', () => {
    const post = toPost(item(), ctx());
    expect(post).toMatchObject({
      id: '1103',
      title: 'Styling Saturday',
      slug: 'styling-saturday',
      startDate: '2026-11-09',
      startTime: '10:00',
      endTime: '18:00',
      shop: { id: '1004', name: 'H&M', slug: 'h-and-m' },
      liked: false,
      summary: 'Advice & 20 % off.',
      url: 'https://www.aupark.sk/sk/podujatie/1103/styling-saturday',
      image: '/img?url=https%3A%2F%2Fcdn.example%2Fevent.jpg',
      imageWide: '/img?url=https%3A%2F%2Fcdn.example%2Fevent.jpg',
    });
    expect(post.description).toContain('<p>Advice.</p>');
    expect(post.description).not.toMatch(/script|javascript:|onerror|<img/);
  });
  it('takes its own language, and a member like', () => {
    const post = toPost(item({ customer_like: { reaction: '' }, company_id: null }), ctx({ lang: 'cz', route: 'news-detail' }));
    expect(post).toMatchObject({ title: 'Stylingová sobota', shop: null, liked: true, url: 'https://www.aupark.sk/cz/novinka/1103/stylingova-sobota' });
  });
  it('has no shop when the platform no longer has it', () => {
    expect(toPost(item({ company_id: '9999' }), ctx()).shop).toBeNull();
  });
});

