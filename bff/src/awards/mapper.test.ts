import { describe, expect, it } from 'vitest';
import { toBadges } from './mapper';
import { badgesSchema, memberBadgesSchema } from './upstream';

const ctx = { lang: 'sk' as const, fallbackLang: 'sk' as const, timeZone: 'Europe/Bratislava' };
const badge = (id: number, position: number, target: number, names: Record<string, string>) => ({
  id,
  position,
  image: `http://sandbox.test/images/icon/aupark/badge-${id}.png?text=x`,
  icon: id === 1853 ? 'mdi:no-such-badge' : 'mdi:receipt-text-check',
  criteria: { kind: 'receipts_accepted', target },
  translations: Object.entries(names).map(([locale, name]) => ({ locale, name, description: `${name}!`, criteria: `Get ${target}` })),
});

describe('the member’s badges', () => {
  const catalogue = badgesSchema.parse([badge(1852, 2, 10, { en: 'Regular', sk: 'Stály zákazník' }), badge(1851, 1, 1, { en: 'First receipt' }), badge(1853, 3, 5, { en: 'Explorer', sk: 'Objaviteľ' })]);

  it('keeps the catalogue’s order, earned ones with their day on the mall’s calendar, the others with their progress rounded down', () => {
    const mine = memberBadgesSchema.parse([
      { badge_id: 1851, earned_at: '2026-03-31T22:30:00Z', progress: { current: 1, target: 1 } },
      { badge_id: 1852, earned_at: null, progress: { current: 7, target: 10 } },
    ]);
    const result = toBadges(catalogue, mine, ctx);
    expect(result.map((b) => [b.id, b.name, b.earnedOn, b.progress])).toEqual([
      ['1851', 'First receipt', '2026-04-01', { current: 1, target: 1, percent: 100 }],
      ['1852', 'Stály zákazník', null, { current: 7, target: 10, percent: 70 }],
      // Not in the member's list: still to earn, from nothing.
      ['1853', 'Objaviteľ', null, { current: 0, target: 5, percent: 0 }],
    ]);
    expect(result[0]!.image).toMatch(/^\/img\?url=/);
    expect(result.map((b) => [b.svgIcon?.name, b.svgIcon?.fallback])).toEqual([
      ['mdi:receipt-text-check', false],
      ['mdi:receipt-text-check', false],
      // A name no bundled set has: the neutral icon.
      ['mdi:shape-outline', true],
    ]);
    expect(result[1]).toMatchObject({ description: 'Stály zákazník!', criteria: 'Get 10' });
  });

  it('never shows 100 % of a badge not earned, nor more than its target', () => {
    const mine = memberBadgesSchema.parse([{ badge_id: 1852, earned_at: null, progress: { current: 12, target: 10 } }]);
    expect(toBadges(catalogue, mine, ctx)[1]!.progress).toEqual({ current: 10, target: 10, percent: 90 });
  });
});
