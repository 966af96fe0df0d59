import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeCacheStorage } from '../test/fake-cache-storage';
import { storePass, storeReward } from './member-copy';
import { copyFromLine, fill } from './member-copy-texts';
import { renderMemberCopies } from './member-copy-view';
import cz from './locales/cz.json';
import de from './locales/de.json';
import en from './locales/en.json';
import sk from './locales/sk.json';

const qr = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25" shape-rendering="crispEdges"><path stroke="#000000" d="M2 2.5h7"/></svg>';
const taken = new Date('2026-11-28T08:40:00Z');

let container: HTMLElement;
beforeEach(() => {
  installFakeCacheStorage(vi.stubGlobal);
  container = document.createElement('div');
  container.id = 'offline-member';
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  vi.unstubAllGlobals();
});

describe('renderMemberCopies', () => {
  it('shows the pass and the reward codes with "Copy from …" in the page’s language, the QR codes as images', async () => {
    await storePass('501', { code: 'P-10234-AB2C-D3EF', qrSvg: qr, validUntil: 'Valid until 30 November 2026, 23:59', lang: 'en' }, taken);
    await storeReward('501', { id: '1004', name: 'Hodina parkování zdarma', code: 'AUP-1004-WXYZ', qrSvg: qr, activatedOn: '20. 11. 2026', validUntil: '20. 12. 2026', lang: 'cz' }, true, taken);
    await renderMemberCopies(container, 'cz');
    const section = container.querySelector('[data-testid="member-copy"]')!;
    expect(section.querySelector('h2')?.textContent).toBe('Uloženo v tomto zařízení');
    const pass = section.querySelector('[data-testid="member-copy-pass"]')!;
    expect(pass.querySelector('h3')?.textContent).toBe('Váš parkovací kód');
    expect(pass.querySelector('[data-testid="member-copy-pass-code"]')?.textContent).toBe('P-10234-AB2C-D3EF');
    // Taken in English: that text says so to a screen reader.
    const valid = pass.querySelector('.member-copy__valid') as HTMLElement;
    expect(valid.textContent).toBe('Valid until 30 November 2026, 23:59');
    expect(valid.lang).toBe('en');
    const image = pass.querySelector('img')!;
    expect(image.alt).toBe('QR kód vašeho parkovacího kódu P-10234-AB2C-D3EF');
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`);
    expect(container.querySelector('svg')).toBeNull();
    const line = copyFromLine('cz', taken.toISOString());
    expect(line).toMatch(/^Kopie z \S.*2026/);
    expect(pass.querySelector('[data-testid="member-copy-taken"]')?.textContent).toBe(line);
    const reward = section.querySelector('[data-testid="member-copy-reward"]')!;
    expect(reward.querySelector('h3')?.textContent).toBe('Hodina parkování zdarma');
    expect(reward.querySelector('[data-testid="member-copy-reward-code"]')?.textContent).toBe('AUP-1004-WXYZ');
    expect([...reward.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Aktivováno', 'Platí do']);
    expect([...reward.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['20. 11. 2026', '20. 12. 2026']);
    expect(reward.querySelector('[data-testid="member-copy-taken"]')?.textContent).toBe(line);
  });

  it('says "Copy from" in each language', async () => {
    await storePass('501', { code: 'P-1', qrSvg: qr, validUntil: 'x', lang: 'en' }, taken);
    for (const [lang, start] of [
      ['en', 'Copy from '],
      ['cz', 'Kopie z '],
      ['sk', 'Kópia z '],
      ['de', 'Kopie vom '],
    ] as const) {
      await renderMemberCopies(container, lang);
      expect(container.querySelector('[data-testid="member-copy-taken"]')?.textContent?.startsWith(start)).toBe(true);
      expect(container.querySelectorAll('[data-testid="member-copy"]')).toHaveLength(1);
    }
  });

  it('shows stored markup as text: a code or name with an <img onerror> runs nothing and adds no element', async () => {
    const attack = '<img src=x onerror="window.__pwned=1">';
    const svgAttack = `<svg xmlns="http://www.w3.org/2000/svg"><script>window.__pwned=1</script><foreignObject><img src=x onerror="window.__pwned=1"></foreignObject></svg>`;
    await storeReward('501', { id: '9', name: attack, code: attack, qrSvg: svgAttack, activatedOn: attack, validUntil: '', lang: 'en' }, true, taken);
    await storePass('501', { code: attack, qrSvg: svgAttack, validUntil: attack, lang: 'en' }, taken);
    await renderMemberCopies(container, 'en');
    expect(container.querySelector('[data-testid="member-copy-reward-code"]')?.textContent).toBe(attack);
    expect(container.querySelector('[data-testid="member-copy-pass-code"]')?.textContent).toBe(attack);
    expect(container.querySelector('[data-testid="member-copy-reward"] h3')?.textContent).toBe(attack);
    // The only images are the two QR codes, as data addresses; no script, no svg, no handler.
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.getAttribute('src')?.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
      expect(image.getAttribute('onerror')).toBeNull();
    }
    expect(container.querySelector('script, svg, foreignObject, [onerror]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    // An empty validity is left out, not shown as an empty line.
    expect([...container.querySelectorAll('[data-testid="member-copy-reward"] dt')].map((dt) => dt.textContent)).toEqual(['Activated']);
  });

  it('leaves the container empty when nothing is kept (a visitor, or after sign-out)', async () => {
    container.textContent = 'before';
    await renderMemberCopies(container, 'de');
    expect(container.childNodes).toHaveLength(0);
  });
});

describe('the copy’s texts', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' && inner !== null ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

  it('exist in the four languages with the same keys and placeholders', () => {
    const placeholders = (file: object) => JSON.stringify(file).match(/\{\{\w+\}\}/g)?.sort();
    for (const file of [cz, sk, de]) {
      expect(keys(file)).toEqual(keys(en));
      expect(placeholders(file)).toEqual(placeholders(en));
    }
  });

  it('fill a template’s placeholders and say when an unreadable time was taken', () => {
    expect(fill('QR {{code}} {{missing}}', { code: 'A' })).toBe('QR A {{missing}}');
    expect(copyFromLine('en', 'not a time')).toBe('Copy from ?');
  });
});
