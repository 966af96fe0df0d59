import { describe, expect, it } from 'vitest';
import { relatedPosts, scopeFilters, toPost, type PostContext, type UpstreamPost } from './posts';
import { mallDateTime, mallMidnight, monthRange } from '../shared/mall-time';

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

describe('the calendar month range', () => {
  it('takes the given month: first and last day, previous and next, the continue_between filter', () => {
    expect(monthRange('2026-02', new Date(), 'Europe/Prague')).toEqual({
      month: '2026-02',
      previous: '2026-01',
      next: '2026-03',
      firstDay: '2026-02-01',
      lastDay: '2026-02-28',
      continueBetween: '2026-02-01,2026-02-28',
    });
    expect(monthRange('2028-02', new Date(), 'Europe/Prague')?.lastDay).toBe('2028-02-29');
  });

  it('crosses the year boundary both ways', () => {
    expect(monthRange('2026-12', new Date(), 'Europe/Prague')).toMatchObject({ previous: '2026-11', next: '2027-01', lastDay: '2026-12-31' });
    expect(monthRange('2027-01', new Date(), 'Europe/Prague')).toMatchObject({ previous: '2026-12', next: '2027-02' });
  });

  it("without a month takes the mall's current month, not the server's: at a month boundary the zone decides", () => {
    // 23:30 UTC on 31 October is already 1 November in Prague (UTC+1).
    const now = new Date('2026-10-31T23:30:00Z');
    expect(monthRange(null, now, 'Europe/Prague')?.month).toBe('2026-11');
    expect(monthRange(undefined, now, 'UTC')?.month).toBe('2026-10');
    // 22:30 UTC on 31 March 2026 is 00:30 on 1 April in summer time (UTC+2).
    expect(monthRange(null, new Date('2026-03-31T22:30:00Z'), 'Europe/Bratislava')?.firstDay).toBe('2026-04-01');
  });

  it('answers null for a month that is not one (the page answers 404)', () => {
    for (const bad of ['2026-13', '2026-00', '2026-1', 'abc', '', '1999-12', '2101-01', '2026-02-01']) expect(monthRange(bad, new Date(), 'Europe/Prague')).toBeNull();
  });
});

describe('mall dates and times', () => {
  it('reads an instant on the mall clock, in winter and in summer time', () => {
    expect(mallDateTime(new Date('2026-11-09T09:00:00Z'), 'Europe/Bratislava')).toEqual({ date: '2026-11-09', time: '10:00' });
    expect(mallDateTime(new Date('2026-07-01T17:00:00Z'), 'Europe/Prague')).toEqual({ date: '2026-07-01', time: '19:00' });
    expect(mallDateTime(new Date('2026-11-30T23:30:00Z'), 'Europe/Prague')).toEqual({ date: '2026-12-01', time: '00:30' });
  });
  it("finds the mall's midnight", () => {
    expect(mallMidnight('2026-11-01', 'Europe/Prague').toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(mallMidnight('2026-07-01', 'Europe/Prague').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});

describe('the scope filters', () => {
  it('are the platform filters of the spec', () => {
    expect(scopeFilters('ALL')).toEqual({});
    expect(scopeFilters('MALL')).toEqual({ 'filter[company_id]': 'null' });
    expect(scopeFilters('STORES')).toEqual({ 'filter[not_company_id]': 'null' });
    expect(scopeFilters('MALL', '1004')).toEqual({ 'filter[company_id]': '1004' });
  });
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

describe('related posts', () => {
  it('takes the first lists first, never the item itself nor one twice, at most the limit', () => {
    const a = [{ id: '1' }, { id: '2' }];
    const b = [{ id: '2' }, { id: '3' }, { id: '4' }];
    expect(relatedPosts('1', [a, b], 3).map((p) => p.id)).toEqual(['2', '3', '4']);
    expect(relatedPosts('3', [a, b], 2).map((p) => p.id)).toEqual(['1', '2']);
  });
});
