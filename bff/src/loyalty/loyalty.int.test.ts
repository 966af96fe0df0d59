import { describe, expect, it } from 'vitest';
import { demoMember, demoToken, type DemoTenant } from '../test/demo-session';
import { memberGql, sessionCookie } from '../test/member';
import { storedTexts } from '../test/redis-scan';
import { gql, useStack, type Stack } from '../test/stack';

// The member's points, tier and badges against the sandbox over real HTTP and a real Redis (issue 10
// "Dashboard: my points", "get points", "awards"): each query display-ready, the rules of earning
// through the shared cache, the member's own data never in it, two members at once each seeing their
// own, and a session the platform no longer accepts ended.

const pointsQuery = `query ($lang: Language!, $page: Int!, $perPage: Int!) {
  myPoints(expiring: 3) { balance expiring { points expiresOn } }
  pointsHistory(lang: $lang, page: $page, perPage: $perPage) { items { id date points source detail expiresOn } currentPage lastPage perPage total }
  myTier(lang: $lang) { tier { id name pointsFrom } next { name pointsFrom } points pointsToNext progress }
}`;
const earningQuery = `query ($lang: Language!) { earningRules(lang: $lang) { amountPerPoint receiptMaxAgeDays checkingDays pointsValidDays bonuses { key name description points } } }`;
const badgesQuery = `query ($lang: Language!) { myBadges(lang: $lang) { id name description criteria image svgIcon { name fallback } earnedOn progress { current target percent } } }`;

interface PointsData {
  myPoints: { balance: number; expiring: { points: number; expiresOn: string }[] };
  pointsHistory: { items: { id: string; date: string; points: number; source: string; detail: string | null; expiresOn: string | null }[]; currentPage: number; lastPage: number; perPage: number; total: number };
  myTier: { tier: { id: string; name: string; pointsFrom: number }; next: { name: string; pointsFrom: number } | null; points: number; pointsToNext: number | null; progress: number };
}

const asMember = <T>(stack: Stack, tenant: DemoTenant, query: string, variables: Record<string, unknown>) => memberGql<T>(stack, tenant, demoToken(tenant), query, variables);

describe('the member’s points', () => {
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });

  it('answers the balance, the batches that expire next, the history and the tier, display-ready', async () => {
    const { data, errors } = await asMember<PointsData>(stack(), 'aupark', pointsQuery, { lang: 'sk', page: 1, perPage: 48 });
    expect(errors).toBeUndefined();
    const { myPoints, pointsHistory, myTier } = data!;
    expect(myPoints.balance).toBeGreaterThan(500);
    expect(myPoints.expiring).toHaveLength(3);
    expect(myPoints.expiring.map((b) => b.expiresOn)).toEqual([...myPoints.expiring.map((b) => b.expiresOn)].sort());
    expect(pointsHistory.total).toBeGreaterThan(12);
    // Newest first, on the mall's calendar; every kind of movement; in words where the platform says.
    expect(pointsHistory.items.map((m) => m.date)).toEqual([...pointsHistory.items.map((m) => m.date)].sort().reverse());
    expect(new Set(pointsHistory.items.map((m) => m.source))).toEqual(new Set(['RECEIPT', 'BONUS', 'REWARD', 'EXPIRY']));
    expect(pointsHistory.items.find((m) => m.source === 'BONUS' && m.detail === 'Uvítací bonus')).toBeDefined();
    expect(pointsHistory.items.find((m) => m.source === 'RECEIPT')!.detail).toBeTruthy();
    expect(pointsHistory.items.filter((m) => m.source === 'EXPIRY').every((m) => m.points < 0 && m.expiresOn === null)).toBe(true);
    // The whole history sums to the balance.
    expect(pointsHistory.items.reduce((sum, m) => sum + m.points, 0)).toBe(myPoints.balance);
    // The tier by the last 12 months; the progress to the next one rounded down to a multiple of 10.
    expect(myTier.tier.name).toBe('Strieborná');
    expect(myTier.next).toMatchObject({ name: 'Zlatá', pointsFrom: 2000 });
    expect(myTier.pointsToNext).toBe(2000 - myTier.points);
    expect(myTier.progress).toBe(Math.floor((myTier.points / 2000) * 10) * 10);
  });

  it('pages the history and refuses a page size the site does not offer', async () => {
    const first = await asMember<PointsData>(stack(), 'galerieharfa', pointsQuery, { lang: 'cz', page: 1, perPage: 8 });
    const { total, lastPage } = first.data!.pointsHistory;
    // A year of history (receipts, bonuses, rewards, expiries) fills more than one page of 8.
    expect(total).toBeGreaterThan(8);
    expect(first.data!.pointsHistory).toMatchObject({ currentPage: 1, perPage: 8, lastPage: Math.ceil(total / 8) });
    const pages = [first];
    for (let page = 2; page <= lastPage; page++) pages.push(await asMember<PointsData>(stack(), 'galerieharfa', pointsQuery, { lang: 'cz', page, perPage: 8 }));
    expect(pages.at(-1)!.data!.pointsHistory.currentPage).toBe(lastPage);
    // Every movement once, on one page only.
    const ids = new Set(pages.flatMap((reply) => reply.data!.pointsHistory.items.map((m) => m.id)));
    expect(ids.size).toBe(total);
    const bad = await asMember<PointsData>(stack(), 'galerieharfa', pointsQuery, { lang: 'cz', page: 1, perPage: 7 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is UNAUTHENTICATED for a visitor, and ends a session the platform no longer accepts', async () => {
    const visitor = await gql(stack().app, 'novoplaza', pointsQuery, { lang: 'cz', page: 1, perPage: 10 });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(visitor.status).toBeLessThan(500);
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'novoplaza' } });
    const expired = await asMember<PointsData>(stack(), 'novoplaza', pointsQuery, { lang: 'cz', page: 1, perPage: 10 });
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(expired.status).toBeLessThan(500);
    expect(sessionCookie(expired.response)).toMatch(/^token=;/);
  });

  it('never mixes two members: each of two at once sees their own points and history', async () => {
    const tenants: DemoTenant[] = ['aupark', 'europasc', 'aupark', 'europasc', 'galerieharfa'];
    const alone = new Map<DemoTenant, number>();
    for (const tenant of new Set(tenants)) alone.set(tenant, (await asMember<PointsData>(stack(), tenant, pointsQuery, { lang: 'en', page: 1, perPage: 10 })).data!.myPoints.balance);
    const together = await Promise.all(tenants.map((tenant) => asMember<PointsData>(stack(), tenant, pointsQuery, { lang: 'en', page: 1, perPage: 10 })));
    together.forEach((result, index) => {
      const tenant = tenants[index]!;
      expect(result.data!.myPoints.balance, tenant).toBe(alone.get(tenant));
      // A receipt's detail is a shop of that member's own mall.
      expect(result.data!.myTier.tier.id.startsWith(String(['aupark', 'galerieharfa', 'novoplaza', 'europasc', 'beta'].indexOf(tenant) + 1))).toBe(true);
    });
    expect(new Set([...alone.values()]).size).toBeGreaterThan(1);
  });

  it('tells how to earn points, in the page language, through the shared cache', async () => {
    const cz = await gql<{ earningRules: { amountPerPoint: string; receiptMaxAgeDays: number; bonuses: { key: string; name: string; points: number }[] } }>(stack().app, 'galerieharfa', earningQuery, { lang: 'cz' });
    expect(cz.errors).toBeUndefined();
    expect(cz.data!.earningRules.amountPerPoint.replace(/\s/g, ' ')).toBe('25 Kč');
    expect(cz.data!.earningRules.receiptMaxAgeDays).toBe(7);
    expect(cz.data!.earningRules.bonuses.map((b) => b.name)).toEqual(['Uvítací bonus', 'Narozeninový bonus', 'Bonus za mobilní aplikaci', 'Bonus za newsletter']);
    const de = await gql<{ earningRules: { amountPerPoint: string } }>(stack().app, 'aupark', earningQuery, { lang: 'de' });
    expect(de.data!.earningRules.amountPerPoint.replace(/\s/g, ' ')).toBe('1 €');
    stack().sandbox.knobs.clearRequests();
    await gql(stack().app, 'galerieharfa', earningQuery, { lang: 'en' });
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/loyalty/earning')).toHaveLength(0);
  });

  it('shows the badges earned with their day and the others with their progress', async () => {
    const { data, errors } = await asMember<{ myBadges: { id: string; name: string; image: string | null; svgIcon: { name: string; fallback: boolean } | null; earnedOn: string | null; progress: { current: number; target: number; percent: number } }[] }>(stack(), 'europasc', badgesQuery, { lang: 'de' });
    expect(errors).toBeUndefined();
    const badges = data!.myBadges;
    expect(badges).toHaveLength(8);
    expect(badges[0]).toMatchObject({ name: 'Erster Kassenbon', progress: { percent: 100 } });
    expect(badges[0]!.earnedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The sandbox's badges name an icon (no image): every one drawn from the bundled set.
    expect(badges[0]!.image).toBeNull();
    expect(badges.map((b) => b.svgIcon)).toEqual(badges.map(() => expect.objectContaining({ name: expect.stringMatching(/^mdi:/), fallback: false })));
    expect(badges[0]!.svgIcon!.name).toBe('mdi:receipt-text-check-outline');
    const open = badges.filter((b) => b.earnedOn === null);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((b) => b.progress.percent % 10 === 0 && b.progress.percent < 100 && b.progress.current < b.progress.target)).toBe(true);
  });

  it('keeps nothing of the members in Redis after their requests', async () => {
    for (const tenant of ['aupark', 'europasc'] as const) {
      await asMember(stack(), tenant, pointsQuery, { lang: 'cz', page: 1, perPage: 10 });
      await asMember(stack(), tenant, badgesQuery, { lang: 'cz' });
    }
    const { keys, text } = await storedTexts(stack().prefix);
    expect(keys.length).toBeGreaterThan(0);
    // The public data is there: the badges' catalogue (their names).
    expect(text).toContain('Objaviteľ');
    for (const tenant of ['aupark', 'europasc'] as const) {
      const member = demoMember(tenant);
      for (const secret of [demoToken(tenant), member.email, member.name, 'me/points', 'me/tier', 'me/badges', 'points-history', '"balance"', '"points_to_next_tier"', '"earned_at"']) expect(text, secret).not.toContain(secret);
    }
  });
});
