import { describe, expect, it } from 'vitest';
import type { RewardPageQuery, RewardsPageQuery } from '../../graphql/generated';
import { detailHead, listHead } from './head';

const t = (key: string, values?: Record<string, string | number>) => `${key}|${JSON.stringify(values)}`;
const list = (category: { id: string; name: string; key: string } | null): RewardsPageQuery => ({
  mall: { id: '1', name: 'Aupark', dateFormat: null },
  rewardCategories: [],
  rewards: { category, items: [{ id: '1', title: 'A', slug: 'a', summary: null, image: '/img?url=a', points: 1, validTo: null, limitTotal: null, remaining: null, customerLike: null }], currentPage: 1, lastPage: 2, perPage: 10, total: 11 },
});

describe('listHead', () => {
  it('names the page beyond the first, and the category', () => {
    expect(listHead(list(null), 1, t)).toEqual({ title: 'rewards:head.title|{"mall":"Aupark"}', description: 'rewards:head.description|{"mall":"Aupark"}', ogImage: '/img?url=a' });
    expect(listHead(list(null), 2, t).title).toBe('rewards:head.titlePage|{"page":2,"mall":"Aupark"}');
    const food = { id: '901', name: 'Food', key: '901-food' };
    expect(listHead(list(food), 1, t).title).toBe('rewards:head.categoryTitle|{"category":"Food","mall":"Aupark"}');
    expect(listHead(list(food), 2, t).title).toBe('rewards:head.categoryTitlePage|{"category":"Food","page":2,"mall":"Aupark"}');
  });
});

describe('detailHead', () => {
  it("uses the reward's text and image, the list's description when it has none", () => {
    const data = { mall: { id: '1', name: 'Aupark', dateFormat: null }, reward: { title: 'Free coffee', summary: 'Swap points.', image: '/img?url=c' }, relatedRewards: [] } as unknown as RewardPageQuery;
    expect(detailHead(data, t)).toEqual({ title: 'rewards:head.rewardTitle|{"reward":"Free coffee","mall":"Aupark"}', description: 'Swap points.', ogImage: '/img?url=c' });
    expect(detailHead({ ...data, reward: { ...data.reward!, summary: null } }, t).description).toBe('rewards:head.description|{"mall":"Aupark"}');
    expect(detailHead({ ...data, reward: null }, t)).toEqual({});
  });
});
