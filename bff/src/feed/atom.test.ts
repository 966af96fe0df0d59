import { describe, expect, it } from 'vitest';
import type { UpstreamPost } from '../posts/upstream';
import { atomFeed, entryId, feedEntries, maxEntries, publishedAt, xmlText, type FeedInput } from './atom';
import { validateAtom } from './validate';

const tenant = { origin: 'https://www.aupark.test', fallbackLanguage: 'en' as const, timeZone: 'Europe/Bratislava' };
const now = new Date('2026-11-27T12:00:00Z');

function post(id: number, created: string, title: Record<string, string>, description: string | null = 'A lead.'): UpstreamPost {
  return {
    id: String(id),
    company_id: null,
    image: null,
    image_wide: null,
    start_date: created,
    end_date: '2026-12-31T22:00:00.000000Z',
    translations: Object.entries(title).map(([locale, t]) => ({ locale, title: t, description, article: null })),
    created_at: created,
    customer_like: null,
  } as UpstreamPost;
}

const input = (over: Partial<FeedInput> = {}): FeedInput => ({ tenant, lang: 'en', title: 'Aupark', events: [], news: [], now, ...over });

describe('xmlText', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(xmlText('Tom & Jerry <b>"hi"</b> it\'s')).toBe('Tom &amp; Jerry &lt;b&gt;&quot;hi&quot;&lt;/b&gt; it&apos;s');
    expect(xmlText('a\u0000b\u0008c\u000Bd\tе\n😀')).toBe('abcd\tе\n😀');
  });
});

describe('publishedAt', () => {
  it('reads created_at, else the start, else nothing', () => {
    expect(publishedAt({ created_at: '2026-11-20T09:00:00.000000Z', start_date: '2026-12-01T09:00:00Z' })?.toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(publishedAt({ created_at: null, start_date: '2026-12-01 09:00:00Z' })?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(publishedAt({ created_at: 'soon', start_date: 'later' })).toBeNull();
  });
});

describe('entryId', () => {
  it('is a tag URI on the host, dated the publication day, stable across title changes', () => {
    expect(entryId('www.aupark.test', 'news', '1201', 'cz', new Date('2026-11-01T08:00:00Z'))).toBe('tag:www.aupark.test,2026-11-01:news/1201/cz');
  });
});

describe('feedEntries', () => {
  it('lists news and events published by now, newest first, with the route table\'s path and slug', () => {
    const entries = feedEntries(input({
      lang: 'cz',
      news: [post(1201, '2026-11-01T08:00:00Z', { en: 'Winter Sale', cz: 'Zimní výprodej' })],
      events: [
        post(1101, '2026-11-20T09:00:00Z', { en: 'Fashion Week' }),
        // Announced next week: not an entry yet.
        post(1102, '2026-12-04T09:00:00Z', { en: 'Christmas Market' }),
      ],
    }));
    expect(entries.map((e) => [e.title, e.url, e.updated.toISOString()])).toEqual([
      // No Czech title: the fallback language's, with its slug, on the Czech path.
      ['Fashion Week', 'https://www.aupark.test/cz/udalost/1101/fashion-week', '2026-11-20T09:00:00.000Z'],
      ['Zimní výprodej', 'https://www.aupark.test/cz/novinka/1201/zimni-vyprodej', '2026-11-01T08:00:00.000Z'],
    ]);
    expect(entries[0]?.id).toBe('tag:www.aupark.test,2026-11-20:event/1101/cz');
  });

  it('keeps the summary as plain text, and at most maxEntries entries', () => {
    const news = Array.from({ length: maxEntries + 5 }, (_, n) => post(2000 + n, new Date(Date.UTC(2026, 9, 1) + n * 3600_000).toISOString(), { en: `Item ${n}` }, '<p>Big <b>news</b> &amp; more</p>'));
    const entries = feedEntries(input({ news }));
    expect(entries).toHaveLength(maxEntries);
    expect(entries[0]?.title).toBe(`Item ${maxEntries + 4}`);
    expect(entries[0]?.summary).toBe('Big news & more');
  });
});

describe('atomFeed', () => {
  it('writes a valid Atom document: title, self and home links, escaped text, RFC 3339 dates', async () => {
    const xml = atomFeed(input({
      title: 'Tom & Jerry\'s <Mall>',
      news: [post(1201, '2026-11-01T08:00:00Z', { en: 'Sale < 50% & "more"' }, 'Lead with <script>x</script> & text')],
      events: [post(1101, '2026-11-20T09:00:00Z', { en: 'Fashion Week' }, null)],
    }));
    expect(xml).toContain('<title type="text">Tom &amp; Jerry&apos;s &lt;Mall&gt;</title>');
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://www.aupark.test/en/feed.xml"/>');
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://www.aupark.test/en"/>');
    expect(xml).toContain('<updated>2026-11-20T09:00:00.000Z</updated>');
    expect(xml).toContain('<title type="text">Sale &lt; 50% &amp; &quot;more&quot;</title>');
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://www.aupark.test/en/news-detail/1201/sale-50-and-more"/>');
    expect(xml).not.toContain('<script>');
    // An entry without a lead has no summary (never an empty one).
    expect(xml.split('<entry>')[1]).not.toContain('<summary');
    // The RFC's Schematron rules, which RELAX NG does not check (atom.rng): the feed has an author (its
    // entries have none), and every entry an alternate link.
    expect(xml).toMatch(/^ {2}<author><name>[^<]+<\/name><\/author>$/m);
    const entries = xml.split('<entry>').slice(1);
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(entry).toMatch(/<link rel="alternate" type="text\/html" href="https:\/\/www\.aupark\.test\/en\/[^"]+"\/>/);
    const result = await validateAtom(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('an empty feed is valid too, dated when it was made', async () => {
    const xml = atomFeed(input());
    expect(xml).toContain(`<updated>${now.toISOString()}</updated>`);
    expect((await validateAtom(xml)).valid).toBe(true);
  });

  it('the schema refuses what Atom forbids (the check can fail)', async () => {
    const xml = atomFeed(input({ news: [post(1201, '2026-11-01T08:00:00Z', { en: 'Sale' })] }));
    const broken = [xml.replace(/<id>[^<]*<\/id>\n/, ''), xml.replace('<updated>2026-11-01T08:00:00.000Z</updated>', '<updated>1 Nov 2026</updated>')];
    const result = await validateAtom(broken);
    expect(result.valid).toBe(false);
    // Each broken file is named in the errors (libxml2 adds a summary line without a file).
    expect(new Set(result.errors.flatMap((e) => (e.loc ? [e.loc.fileName] : [])))).toEqual(new Set(['feed-0.xml', 'feed-1.xml']));
  });
});
