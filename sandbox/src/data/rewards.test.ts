import { describe, expect, it } from 'vitest';
import { imageUrlFor } from '../images';
import { TENANT_IDS } from '../tenancy';
import { heroBannersFor } from './hero-banners';
import { REWARD_CATEGORY_TREE, rewardsFor } from './rewards';

const image = imageUrlFor('http://sandbox.test', 'aupark');

describe('rewards', () => {
  it.each(TENANT_IDS)('%s: tenant-scoped ids from +401, known categories, sane limits and days', (tenant) => {
    const rewards = rewardsFor(tenant, image);
    expect(rewards.length).toBeGreaterThan(0);
    const categories = new Set(REWARD_CATEGORY_TREE.map((c) => c.id));
    rewards.forEach((reward, n) => {
      expect(reward.id).toBe(rewards[0]!.id + n);
      expect(String(reward.id)).toMatch(/^\d401$|^\d4\d\d$/);
      expect(categories.has(reward.category_id)).toBe(true);
      expect(reward.customer_like).toBeNull();
      if (reward.limit_total === null) expect(reward.remaining).toBeNull();
      else expect(reward.remaining).toBeGreaterThanOrEqual(0);
      expect(reward.valid_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  it("is the hero banner's reward where a tenant shows one: same id, title and points", () => {
    for (const tenant of TENANT_IDS) {
      const hero = heroBannersFor(tenant, image).find((b) => b.type === 'reward');
      if (!hero) continue;
      const reward = rewardsFor(tenant, image).find((r) => r.id === hero.detail.id);
      expect(reward?.points).toBe(hero.detail.points);
      expect(reward?.translations.find((t) => t.locale === 'en')?.title).toBe('Free coffee');
    }
  });

  it('gives more than one page to most tenants, one page to beta', () => {
    expect(rewardsFor('aupark', image)).toHaveLength(13);
    expect(rewardsFor('beta', image)).toHaveLength(4);
  });
});
