import { describe, expect, it } from 'vitest';
import { addMember, askAs, demoToken } from '../test/members';
import { useStack, type Stack } from '../test/stack';
import { scanPrefix } from '../test/redis-scan';

// The member's rewards against the sandbox over real HTTP and a real Redis (issue 10 "Rewards for
// members"): the catalogue with what the member can afford, activation (ok, points short, the member's
// limit, sold out, no such reward), the activated rewards, one by id (never another member's) with its
// QR code, a visitor and an ended session, and nothing of it in Redis.

const ask = askAs;
const jana = demoToken('aupark', 'jana.novakova@aupark.test');
const anotherMember = (stack: Stack, tenant: 'aupark' | 'beta', email: string, points = 0) => ({ token: addMember(stack, tenant, email, points) });

interface CatalogueData {
  memberRewards: {
    balance: number;
    total: number;
    items: { availability: string; activatedCount: number; leftForMember: number | null; pointsShort: number; reward: { id: string; title: string; points: number; customerLike: { reaction: string } | null } }[];
  };
}
const catalogue = `query ($lang: Language!, $page: Int!, $perPage: Int!) {
  memberRewards(lang: $lang, page: $page, perPage: $perPage) {
    balance total items { availability activatedCount leftForMember pointsShort reward { id title points customerLike { reaction } } }
  }
}`;

interface CustomerRewardData {
  id: string;
  code: string;
  status: string;
  points: number;
  activatedAt: string;
  validUntil: string;
  activatedOn: string;
  validUntilDay: string;
  usedOn: string | null;
  reward: { id: string; title: string } | null;
}
const customerFields = 'id code status points activatedAt validUntil activatedOn validUntilDay usedOn reward { id title }';
const activate = `mutation ($lang: Language!, $id: ID!) {
  activateReward(lang: $lang, rewardId: $id) { ok refusal customerReward { ${customerFields} } }
}`;
interface ActivateData {
  activateReward: { ok: boolean; refusal: string | null; customerReward: CustomerRewardData | null };
}
const mine = `query ($lang: Language!, $status: CustomerRewardStatus) {
  customerRewards(lang: $lang, page: 1, perPage: 24, status: $status) { total items { ${customerFields} } }
}`;
interface MineData {
  customerRewards: { total: number; items: CustomerRewardData[] };
}
const one = `query ($lang: Language!, $id: ID!) { customerReward(lang: $lang, id: $id) { ${customerFields} qrSvg } }`;
interface OneData {
  customerReward: (CustomerRewardData & { qrSvg: string | null }) | null;
}

describe("the member's rewards over the sandbox", () => {
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });

  it('shows the catalogue with the balance and, per reward, whether the member can have it and why not', async () => {
    const { data, errors } = await ask<CatalogueData>(stack(), 'aupark', jana, catalogue, { lang: 'en', page: 1, perPage: 24 });
    expect(errors).toBeUndefined();
    const page = data!.memberRewards;
    expect(page.total).toBe(13);
    expect(page.balance).toBeGreaterThan(0);
    const byId = new Map(page.items.map((i) => [i.reward.id, i]));
    // The free coffee: used last summer, one per member.
    expect(byId.get('1401')).toMatchObject({ availability: 'LIMIT_REACHED', activatedCount: 1, leftForMember: 0 });
    // The 10 € voucher: none left.
    expect(byId.get('1402')!.availability).toBe('SOLD_OUT');
    // An hour of parking: no limits, 3 points, activated twice already.
    expect(byId.get('1403')).toMatchObject({ availability: 'AVAILABLE', activatedCount: 2, leftForMember: null, pointsShort: 0 });
    // Ice cream ran June to September.
    expect(byId.get('1404')!.availability).toBe('NOT_VALID');
    // The 25 € voucher costs more than a newcomer's welcome bonus.
    const newcomer = anotherMember(stack(), 'aupark', 'newcomer.catalogue@aupark.test');
    const theirs = (await ask<CatalogueData>(stack(), 'aupark', newcomer.token, catalogue, { lang: 'en', page: 1, perPage: 24 })).data!.memberRewards;
    expect(theirs.balance).toBeLessThan(1000);
    expect(theirs.items.find((i) => i.reward.id === '1409')).toMatchObject({ availability: 'INSUFFICIENT_POINTS', pointsShort: 1000 - theirs.balance });
    // The member's own likes come with their catalogue.
    expect(byId.get('1403')!.reward.customerLike).toEqual({ reaction: '' });
    expect(byId.get('1401')!.reward.customerLike).toBeNull();
  });

  it('activates a reward: the points are taken, a code is given, and it leads the member’s rewards', async () => {
    const before = (await ask<CatalogueData>(stack(), 'aupark', jana, catalogue, { lang: 'en', page: 1, perPage: 24 })).data!.memberRewards.balance;
    const done = await ask<ActivateData>(stack(), 'aupark', jana, activate, { lang: 'sk', id: '1403' });
    expect(done.errors).toBeUndefined();
    const activated = done.data!.activateReward;
    expect(activated).toMatchObject({ ok: true, refusal: null, customerReward: { status: 'ACTIVE', points: 3, usedOn: null, reward: { id: '1403', title: 'Hodina parkovania zadarmo' } } });
    const item = activated.customerReward!;
    expect(item.code).toMatch(/^AUP-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    // Valid for 30 days (the reward itself runs until withdrawn), as days of the mall's calendar.
    expect(Date.parse(item.validUntil) - Date.parse(item.activatedAt)).toBe(30 * 86_400_000);
    expect(item.activatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const after = (await ask<CatalogueData>(stack(), 'aupark', jana, catalogue, { lang: 'en', page: 1, perPage: 24 })).data!.memberRewards.balance;
    expect(after).toBe(before - 3);

    const list = await ask<MineData>(stack(), 'aupark', jana, mine, { lang: 'en' });
    expect(list.errors).toBeUndefined();
    expect(list.data!.customerRewards.items[0]).toMatchObject({ id: item.id, code: item.code, status: 'ACTIVE' });
    expect(list.data!.customerRewards.items.map((i) => i.status)).toEqual(expect.arrayContaining(['ACTIVE', 'USED', 'EXPIRED']));
    const used = await ask<MineData>(stack(), 'aupark', jana, mine, { lang: 'en', status: 'USED' });
    expect(used.data!.customerRewards.items.map((i) => i.reward?.id)).toEqual(['1401']);
  });

  it('refuses clearly and spends nothing: points short, the member’s limit reached, sold out; NOT_FOUND for no such reward', async () => {
    const balance = async () => (await ask<CatalogueData>(stack(), 'aupark', jana, catalogue, { lang: 'en', page: 1, perPage: 24 })).data!.memberRewards.balance;
    const before = await balance();
    const newcomer = anotherMember(stack(), 'aupark', 'newcomer.refused@aupark.test');
    expect((await ask<ActivateData>(stack(), 'aupark', newcomer.token, activate, { lang: 'en', id: '1409' })).data!.activateReward).toEqual({ ok: false, refusal: 'INSUFFICIENT_POINTS', customerReward: null });
    for (const [id, refusal] of [
      ['1401', 'LIMIT_REACHED'],
      ['1402', 'SOLD_OUT'],
      ['1404', 'NOT_VALID'],
    ] as const) {
      const { data, errors } = await ask<ActivateData>(stack(), 'aupark', jana, activate, { lang: 'en', id });
      expect(errors).toBeUndefined();
      expect(data!.activateReward).toEqual({ ok: false, refusal, customerReward: null });
    }
    expect(await balance()).toBe(before);
    for (const id of ['1999', '2401', 'abc']) {
      const { errors } = await ask<ActivateData>(stack(), 'aupark', jana, activate, { lang: 'en', id });
      expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('refuses the per-member limit once reached by activations, as the catalogue then says', async () => {
    // A fresh juice: 80 points, two per member.
    for (let i = 0; i < 2; i++) expect((await ask<ActivateData>(stack(), 'aupark', jana, activate, { lang: 'en', id: '1412' })).data!.activateReward.ok).toBe(true);
    const third = await ask<ActivateData>(stack(), 'aupark', jana, activate, { lang: 'en', id: '1412' });
    expect(third.data!.activateReward).toEqual({ ok: false, refusal: 'LIMIT_REACHED', customerReward: null });
    const { data } = await ask<CatalogueData>(stack(), 'aupark', jana, catalogue, { lang: 'en', page: 1, perPage: 24 });
    expect(data!.memberRewards.items.find((i) => i.reward.id === '1412')).toMatchObject({ activatedCount: 2, leftForMember: 0, availability: 'LIMIT_REACHED' });
  });

  it('sells out across members: the last pieces go to the first, the next member is refused, the public list says so', async () => {
    // The cosmetics gift set: 2 left of 50.
    const takers = [anotherMember(stack(), 'aupark', 'first.taker@aupark.test', 1000), anotherMember(stack(), 'aupark', 'second.taker@aupark.test', 1000)];
    for (const taker of takers) expect((await ask<ActivateData>(stack(), 'aupark', taker.token, activate, { lang: 'en', id: '1405' })).data!.activateReward.ok).toBe(true);
    const late = anotherMember(stack(), 'aupark', 'late.taker@aupark.test', 1000);
    expect((await ask<ActivateData>(stack(), 'aupark', late.token, activate, { lang: 'en', id: '1405' })).data!.activateReward).toEqual({ ok: false, refusal: 'SOLD_OUT', customerReward: null });
    const { data } = await ask<CatalogueData>(stack(), 'aupark', late.token, catalogue, { lang: 'en', page: 1, perPage: 24 });
    expect(data!.memberRewards.items.find((i) => i.reward.id === '1405')!.availability).toBe('SOLD_OUT');
  });

  it('gives one activated reward with its QR code, and null for an id that is not the member’s', async () => {
    const list = (await ask<MineData>(stack(), 'aupark', jana, mine, { lang: 'en' })).data!.customerRewards.items;
    const first = list[0]!;
    const { data, errors } = await ask<OneData>(stack(), 'aupark', jana, one, { lang: 'cz', id: first.id });
    expect(errors).toBeUndefined();
    expect(data!.customerReward).toMatchObject({ id: first.id, code: first.code, status: first.status });
    const svg = data!.customerReward!.qrSvg!;
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]*>(<path [^>]*\/>)+<\/svg>$/);
    expect(svg).not.toMatch(/script|on\w+=|href/i);

    // Another member of the same mall: their own, never Jana's (and Jana never theirs).
    const tomas = anotherMember(stack(), 'aupark', 'tomas.druhy@aupark.test');
    const theirs = await ask<ActivateData>(stack(), 'aupark', tomas.token, activate, { lang: 'en', id: '1403' });
    expect(theirs.data!.activateReward.ok).toBe(true);
    const theirId = theirs.data!.activateReward.customerReward!.id;
    expect((await ask<OneData>(stack(), 'aupark', tomas.token, one, { lang: 'en', id: first.id })).data!.customerReward).toBeNull();
    expect((await ask<OneData>(stack(), 'aupark', jana, one, { lang: 'en', id: theirId })).data!.customerReward).toBeNull();
    expect((await ask<MineData>(stack(), 'aupark', tomas.token, mine, { lang: 'en' })).data!.customerRewards.items.map((i) => i.id)).toEqual([theirId]);
    // Another mall's member does not reach this mall's rewards at all.
    const beta = demoToken('beta', 'demo@beta.test');
    expect((await ask<OneData>(stack(), 'aupark', beta, one, { lang: 'en', id: first.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Ids that cannot be one are null without asking.
    for (const id of ['abc', '0', '1'.repeat(20)]) expect((await ask<OneData>(stack(), 'aupark', jana, one, { lang: 'en', id })).data!.customerReward).toBeNull();
  });

  it('is UNAUTHENTICATED for a visitor (asking the platform nothing) and for an ended session, which it ends', async () => {
    stack().sandbox.knobs.clearRequests();
    for (const [query, variables] of [
      [catalogue, { lang: 'en', page: 1, perPage: 12 }],
      [mine, { lang: 'en' }],
      [one, { lang: 'en', id: '1001' }],
      [activate, { lang: 'en', id: '1403' }],
    ] as const) {
      const visitor = await ask(stack(), 'aupark', null, query, variables);
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(stack().sandbox.knobs.requests().filter((r) => /customer-rewards|me\//.test(r.path))).toEqual([]);

    const eva = anotherMember(stack(), 'beta', 'eva.druha@beta.test');
    expect((await ask<MineData>(stack(), 'beta', eva.token, mine, { lang: 'en' })).data!.customerRewards.total).toBe(0);
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'beta', email: 'eva.druha@beta.test' } });
    const ended = await ask<CatalogueData>(stack(), 'beta', eva.token, catalogue, { lang: 'en', page: 1, perPage: 12 });
    expect(ended.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(ended.status).toBeLessThan(500);
    expect(ended.cookie).toMatch(/^token=;/);
    const refused = await ask<ActivateData>(stack(), 'beta', eva.token, activate, { lang: 'en', id: '5403' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps every personal answer out of Redis: no code, no balance, no customer reward, no token', async () => {
    const list = (await ask<MineData>(stack(), 'aupark', jana, mine, { lang: 'en' })).data!.customerRewards.items;
    await ask<OneData>(stack(), 'aupark', jana, one, { lang: 'en', id: list[0]!.id });
    const entries = await scanPrefix(stack().prefix);
    // The public data the member's screens read is there (the reward categories).
    expect(entries.some((e) => e.key.includes('categories'))).toBe(true);
    for (const { key, text } of entries) {
      expect(key).not.toMatch(/me\/|customer-rewards|likes|follows|thumbs/);
      for (const item of list) expect(text).not.toContain(item.code);
      expect(text).not.toMatch(/points_balance|customer-rewards|"reaction"|jana\.novakova|sbx\.aupark/);
    }
  });
});
