import { describe, expect, it } from 'vitest';
import { addMember, askAs } from '../test/members';
import { useStack } from '../test/stack';

// The shops a member follows (spec §7 `me/companies`), as the favourites page lists them: asked with
// the member's token and never cached, newest follow first, right after a follow and an unfollow,
// each with its counts; a visitor is UNAUTHENTICATED and asks the platform nothing.

interface Followed {
  followedShops: { id: string; name: string; slug: string; followed: boolean; entityCounts: { offers: number; events: number; news: number } | null }[];
}

const followed = 'query ($lang: Language!) { followedShops(lang: $lang) { id name slug followed entityCounts { offers events news } } }';
const setFollow = 'mutation ($id: ID!, $followed: Boolean!) { setFollow(shopId: $id, followed: $followed) { followed } }';

describe('followed shops (me/companies)', () => {
  const stack = useStack();

  it('lists the shops a member follows from me/companies, newest first, and keeps the list right after an unfollow', async () => {
    const eva = addMember(stack(), 'novoplaza', 'eva.follows@novoplaza.test');
    expect((await askAs<Followed>(stack(), 'novoplaza', eva, followed, { lang: 'sk' })).data!.followedShops).toEqual([]);
    for (const id of ['3002', '3005', '3007']) expect((await askAs(stack(), 'novoplaza', eva, setFollow, { id, followed: true })).errors).toBeUndefined();
    await askAs(stack(), 'novoplaza', eva, setFollow, { id: '3005', followed: false });

    stack().sandbox.knobs.clearRequests();
    const { data, errors } = await askAs<Followed>(stack(), 'novoplaza', eva, followed, { lang: 'sk' });
    expect(errors).toBeUndefined();
    expect(data!.followedShops.map((s) => s.id)).toEqual(['3007', '3002']);
    for (const shop of data!.followedShops) {
      expect(shop.followed).toBe(true);
      expect(shop.slug).toMatch(/^[a-z0-9-]+$/);
      expect(shop.entityCounts).not.toBeNull();
    }
    const asked = stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/me/companies');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.authorization).toBe(true);

    // The member's list is asked again every time: a new follow shows at once.
    await askAs(stack(), 'novoplaza', eva, setFollow, { id: '3001', followed: true });
    expect((await askAs<Followed>(stack(), 'novoplaza', eva, followed, { lang: 'sk' })).data!.followedShops.map((s) => s.id)).toEqual(['3001', '3007', '3002']);
  });

  it('is UNAUTHENTICATED for a visitor, who asks the platform nothing', async () => {
    stack().sandbox.knobs.clearRequests();
    const { errors } = await askAs<Followed>(stack(), 'novoplaza', null, followed, { lang: 'en' });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stack().sandbox.knobs.requests().filter((r) => r.path.startsWith('/v1/me/'))).toEqual([]);
  });
});
