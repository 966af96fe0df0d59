import { describe, expect, it } from 'vitest';
import { relatedOf, toReward, toRewardCategory, toRewardPage } from './mapper';
import { rewardCategoriesSchema, rewardSchema, type UpstreamReward } from './upstream';

const ctx = { lang: 'de', fallbackLang: 'cz' } as const;
const categories = rewardCategoriesSchema.parse([
  { id: 901, translations: [{ locale: 'en', name: 'Food & Drinks' }, { locale: 'de', name: 'Essen & Trinken' }] },
  { id: 902, translations: [] },
]);

function reward(fields: Record<string, unknown> = {}): UpstreamReward {
  return rewardSchema.parse({
    id: 1401,
    category_id: 901,
    points: 100,
    limit_per_member: 1,
    limit_total: 500,
    remaining: 137,
    valid_from: '2026-01-01',
    valid_to: '2026-12-31T23:59:59.000000Z',
    image: 'https://sandbox.test/images/picture/aupark/reward-1401.jpg',
    customer_like: null,
    translations: [
      { locale: 'en', title: 'Free coffee', description: '<p>Swap points.</p>' },
      { locale: 'cz', title: 'Káva zdarma', description: '<p>Vyměňte body.</p><script>alert(1)</script>' },
    ],
    ...fields,
  });
}

describe('toReward', () => {
  it('picks the translation by the fallback order and slugs it', () => {
    const mapped = toReward(reward(), ctx, categories);
    // No German record: the tenant's fallback (cz).
    expect(mapped).toMatchObject({ id: '1401', title: 'Káva zdarma', slug: 'kava-zdarma', points: 100, validFrom: '2026-01-01', validTo: '2026-12-31' });
    expect(mapped.category).toEqual({ id: '901', name: 'Essen & Trinken', slug: 'essen-and-trinken', key: '901-essen-and-trinken' });
    expect(mapped.image).toBe(`/img?url=${encodeURIComponent('https://sandbox.test/images/picture/aupark/reward-1401.jpg')}`);
  });
  it('sanitises the description and gives its text as the summary', () => {
    const mapped = toReward(reward(), ctx, categories);
    expect(mapped.description).toBe('<p>Vyměňte body.</p>');
    expect(mapped.summary).toBe('Vyměňte body.');
    expect(toReward(reward({ translations: [{ locale: 'en', title: 'X' }] }), ctx, categories)).toMatchObject({ description: null, summary: null });
  });
  it('uses the placeholder only when no record has a title', () => {
    expect(toReward(reward({ translations: [] }), ctx, categories).title).toBe('Title missing');
  });
  it('keeps customer_like as null or a reaction (spec §3)', () => {
    expect(toReward(reward(), ctx, categories).customerLike).toBeNull();
    expect(toReward(reward({ customer_like: { reaction: '' } }), ctx, categories).customerLike).toEqual({ reaction: '' });
  });
  it('never leaves more than there are, and no remaining without a total', () => {
    expect(toReward(reward({ remaining: 900 }), ctx, categories).remaining).toBe(500);
    expect(toReward(reward({ remaining: null }), ctx, categories).remaining).toBe(500);
    expect(toReward(reward({ limit_total: null, remaining: 3 }), ctx, categories)).toMatchObject({ limitTotal: null, remaining: null });
  });
  it('has no category when the platform does not know it', () => {
    expect(toReward(reward({ category_id: 999 }), ctx, categories).category).toBeNull();
  });
});

describe('toRewardCategory', () => {
  it('gives the placeholder name when no record has one, and the bare id as its key', () => {
    expect(toRewardCategory(categories[1]!, ctx)).toEqual({ id: '902', name: 'Translation is missing', slug: 'translation-is-missing', key: '902-translation-is-missing' });
  });
});

describe('toRewardPage', () => {
  it('keeps the paging of the platform, at least one page', () => {
    const page = toRewardPage({ current_page: 1, last_page: 0, per_page: 10, total: 0, data: [] }, ctx, categories, null);
    expect(page).toEqual({ category: null, items: [], currentPage: 1, lastPage: 1, perPage: 10, total: 0 });
  });
});

describe('relatedOf', () => {
  const items = (...ids: string[]) => ids.map((id) => ({ id }));
  it('takes its category first, then the others, never itself nor one twice', () => {
    expect(relatedOf('1', items('1', '2', '3'), items('1', '2', '4', '5', '6'), 4).map((i) => i.id)).toEqual(['2', '3', '4', '5']);
  });
  it('gives fewer when there are fewer', () => {
    expect(relatedOf('1', [], items('1', '2'), 8).map((i) => i.id)).toEqual(['2']);
  });
});
