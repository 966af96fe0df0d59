import { pathFor, type Lang } from '@mall/site';
import { toPost } from '../posts/mapper';
import { postSchemaContext } from '../posts/load';
import type { UpstreamPost } from '../posts/upstream';

// The `feed` middleware (issue 22; the specification names it, "behaviour not shown"): an Atom feed
// (RFC 4287) of a tenant's news and events in one language, newest first. Each entry is the item's
// page on the site (the route table's path with the item's slug, as posts/mapper.ts builds it), its
// title and its lead as plain text. An item counts from its `created_at` (when the platform published
// it: news on their first day, events a week before they start), so an event announced for next month
// is not an entry yet. Pure: the plugin gathers the data.

export const atomNamespace = 'http://www.w3.org/2005/Atom';
export const atomType = 'application/atom+xml; charset=utf-8';
/** At most this many entries: a feed reader wants what is new, the site's lists have the rest. */
export const maxEntries = 50;

export interface FeedTenant {
  /** The public origin (from the tenants file, never from the request). */
  origin: string;
  fallbackLanguage: Lang;
  timeZone: string;
}

export interface FeedInput {
  tenant: FeedTenant;
  lang: Lang;
  /** The mall's name: the feed's title and author. */
  title: string;
  events: readonly UpstreamPost[];
  news: readonly UpstreamPost[];
  now: Date;
}

export interface FeedEntry {
  id: string;
  title: string;
  url: string;
  updated: Date;
  summary: string | null;
}

/** Text for an XML document: markup characters escaped, and characters XML 1.0 cannot hold at all dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** When the platform published an item (its `created_at`, else its start); null when neither reads as a time. */
export function publishedAt(item: Pick<UpstreamPost, 'created_at' | 'start_date'>): Date | null {
  for (const value of [item.created_at, item.start_date]) {
    if (!value) continue;
    const time = new Date(value.replace(' ', 'T'));
    if (!Number.isNaN(time.getTime())) return time;
  }
  return null;
}

/**
 * An entry's id (RFC 4287 §4.2.6: never changes, even when the title and with it the address does): a
 * tag URI (RFC 4151) on the site's host, dated the item's publication day, naming its kind, id and
 * language (each language's entry is its own text).
 */
export function entryId(host: string, kind: 'event' | 'news', id: string, lang: Lang, published: Date): string {
  return `tag:${host},${published.toISOString().slice(0, 10)}:${kind}/${id}/${lang}`;
}

/** The feed's entries: news and events published by `now`, newest first (then the higher id), at most maxEntries. */
export function feedEntries(input: Omit<FeedInput, 'title'>): FeedEntry[] {
  const host = new URL(input.tenant.origin).hostname;
  const entries: FeedEntry[] = [];
  const add = (items: readonly UpstreamPost[], kind: 'event' | 'news') => {
    const ctx = postSchemaContext(input.tenant, input.lang, null, kind === 'event' ? 'event' : 'news-detail');
    for (const item of items) {
      const updated = publishedAt(item);
      if (!updated || updated > input.now) continue;
      const post = toPost(item, ctx);
      entries.push({ id: entryId(host, kind, item.id, input.lang, updated), title: post.title, url: post.url, updated, summary: post.summary });
    }
  };
  add(input.news, 'news');
  add(input.events, 'event');
  return entries
    .sort((a, b) => b.updated.getTime() - a.updated.getTime() || b.id.localeCompare(a.id))
    .slice(0, maxEntries);
}

/** The feed's own address in a language: `/{lang}/feed.xml`, what every page's head links to. */
export function feedPath(lang: Lang): string {
  return `/${lang}/feed.xml`;
}

/** The whole feed document. */
export function atomFeed(input: FeedInput): string {
  const origin = new URL(input.tenant.origin).origin;
  const entries = feedEntries(input);
  const home = `${origin}${pathFor('home', input.lang)}`;
  const self = `${origin}${feedPath(input.lang)}`;
  // A feed must say when it last changed: its newest entry's time; an empty feed, the time it was made.
  const updated = (entries[0]?.updated ?? input.now).toISOString();
  const e = xmlText;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${atomNamespace}" xml:lang="${input.lang}">`,
    `  <id>${e(self)}</id>`,
    `  <title type="text">${e(input.title)}</title>`,
    `  <updated>${updated}</updated>`,
    // Entries have no author of their own: the mall's name stands for each (RFC 4287 §4.1.1).
    `  <author><name>${e(input.title)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${e(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${e(home)}"/>`,
  ];
  for (const entry of entries) {
    lines.push(
      '  <entry>',
      `    <id>${e(entry.id)}</id>`,
      `    <title type="text">${e(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${e(entry.url)}"/>`,
      `    <updated>${entry.updated.toISOString()}</updated>`,
      ...(entry.summary ? [`    <summary type="text">${e(entry.summary)}</summary>`] : []),
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
