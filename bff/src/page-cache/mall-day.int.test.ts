import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../graphql/persisted';
import { httpGet, listeningStack } from '../test/listening-stack';
import { hostOf } from '../test/stack';

// Kept answers live one mall day (keys.ts `keptKey`): a home shows today's opening hours, in its
// header and its body. Before, a copy made on Sunday evening was answered after the mall's midnight
// (fresh, or stale while it was made again), and a home showed Sunday's hours on Monday morning
// (end-to-end runs across 23:00 UTC failed on it). Here the bff's clock (Date) is moved across
// galerieharfa's midnight (Europe/Prague; Sunday 10:00–20:00, Monday 09:00–21:00) while the cache's
// own clock runs on: a copy made a second before midnight is still fresh to the cache after it.

/** 23:59:50 on Sunday 29 November 2026 in Prague, and 00:00:05 on Monday. */
const sundayNight = new Date('2026-11-29T22:59:50Z');
const mondayMorning = new Date('2026-11-29T23:00:05Z');
const sundayHours = 'Dnes 10:00–20:00';
const mondayHours = 'Dnes 09:00–21:00';
const host = hostOf('galerieharfa');

const todayOf = (html: string) => ({
  header: /data-testid="header-today">([^<]*)</.exec(html)?.[1],
  body: /data-testid="today-hours">([^<]*)</.exec(html)?.[1],
});

async function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; cache: string; body: string }> {
  const answer = await httpGet(port, path, { host, ...headers });
  return { status: answer.status, cache: String(answer.headers['x-cache']), body: answer.body.toString('utf8') };
}

describe("kept answers end at the mall's midnight", () => {
  const listening = listeningStack();
  afterEach(() => {
    vi.useRealTimers();
  });
  // Only Date: the stack's timers, sockets and the cache's clock (taken before) stay real.
  const setClock = (instant: Date) => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(instant);
  };

  it("a page kept a second before midnight is made anew after it, through Fastify and as a memory hit", async () => {
    setClock(sundayNight);
    const evening = await get(listening.port(), '/cz');
    expect(evening.status).toBe(200);
    expect(evening.cache).toBe('miss');
    expect(todayOf(evening.body)).toEqual({ header: sundayHours, body: sundayHours });
    // Kept: the next visitor has it from this process's memory (x-cache hit, before routing).
    const again = await get(listening.port(), '/cz');
    expect(again.cache).toBe('hit');
    expect(again.body).toBe(evening.body);
    // Through Fastify too (app.inject does not pass the memory hits).
    expect((await listening.stack().app.inject({ method: 'GET', url: '/cz', headers: { host } })).headers['x-cache']).toBe('hit');

    setClock(mondayMorning);
    const morning = await get(listening.port(), '/cz');
    expect(morning.status).toBe(200);
    expect(morning.cache).toBe('miss');
    expect(todayOf(morning.body)).toEqual({ header: mondayHours, body: mondayHours });
    const next = await get(listening.port(), '/cz');
    expect(next.cache).toBe('hit');
    expect(todayOf(next.body)).toEqual({ header: mondayHours, body: mondayHours });
    // Another language's copy, kept on Sunday through Fastify: Monday's too.
    setClock(sundayNight);
    expect(todayOf((await listening.stack().app.inject({ method: 'GET', url: '/en', headers: { host } })).body).header).toBe('Today 10:00–20:00');
    setClock(mondayMorning);
    const english = await listening.stack().app.inject({ method: 'GET', url: '/en', headers: { host } });
    expect(english.headers['x-cache']).toBe('miss');
    expect(todayOf(english.body).header).toBe('Today 09:00–21:00');
  });

  it("the home operation's kept result is the day's too", async () => {
    const text = listening.stack().app.webBuild.entry?.persistedOperations.HomePage;
    if (!text) throw new Error('the web build has no HomePage operation: run `npm run build` first');
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256Hex(text) } };
    const url = `/graphql?operationName=HomePage&variables=${encodeURIComponent(JSON.stringify({ lang: 'de' }))}&extensions=${encodeURIComponent(JSON.stringify(extensions))}`;
    const headers = { 'mercurius-require-preflight': 'true', accept: 'application/json' };
    const today = (body: string) => (JSON.parse(body) as { data: { mall: { today: { weekday: string; from: string; to: string } | null } } }).data.mall.today;

    setClock(sundayNight);
    const evening = await get(listening.port(), url, headers);
    expect(evening.cache).toBe('miss');
    expect(today(evening.body)).toMatchObject({ weekday: 'sunday', from: '10:00', to: '20:00' });
    expect((await get(listening.port(), url, headers)).cache).toBe('hit');

    setClock(mondayMorning);
    const morning = await get(listening.port(), url, headers);
    expect(morning.cache).toBe('miss');
    expect(today(morning.body)).toMatchObject({ weekday: 'monday', from: '09:00', to: '21:00' });
    expect((await get(listening.port(), url, headers)).cache).toBe('hit');
  });
});
