import { describe, expect, it } from 'vitest';
import { keptKey, operationKey, pageKey } from './keys';

describe("keptKey: a kept answer on the mall's day", () => {
  const prague = { id: 'aupark', timeZone: 'Europe/Prague' };
  const london = { id: 'aupark', timeZone: 'Europe/London' };
  // 23:30 UTC on Sunday 29 November 2026: already Monday in Prague, still Sunday in London.
  const at = Date.parse('2026-11-29T23:30:00Z');

  it("names the day in the tenant's own zone, before the page's path", () => {
    expect(keptKey(prague, pageKey('/sk', 'sk', {}, 'b1'), at)).toEqual({ tenant: 'aupark', family: 'response', path: '2026-11-30/page@b1:/sk', lang: 'sk', query: {} });
    expect(keptKey(london, pageKey('/sk', 'sk', {}, 'b1'), at).path).toBe('2026-11-29/page@b1:/sk');
    expect(keptKey(prague, operationKey('HomePage', 'abc', { lang: 'de' }), at)).toMatchObject({ path: '2026-11-30/graphql:HomePage', lang: 'de' });
  });

  it('leaves a timeless answer (an icon, robots.txt) on no day, and carries no mark of it', () => {
    const key = keptKey(prague, { path: 'pwa:icon-192.png', timeless: true }, at);
    expect(key).toEqual({ tenant: 'aupark', family: 'response', path: 'pwa:icon-192.png' });
  });
});
