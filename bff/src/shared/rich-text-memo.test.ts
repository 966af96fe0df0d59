import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RichText from './rich-text';

// rich-text.ts remembers what it made (a pure function of its input): the parser runs once per text,
// and the remembered answer is the one the parser gave, for the same options only. sanitize-html is
// wrapped to count its runs, in a copy of rich-text.ts of this file's own (the unit tests share one
// module graph: vitest.config.ts), undone after.
const runs = { count: 0 };
let plainText: typeof RichText.plainText;
let sanitizeRichText: typeof RichText.sanitizeRichText;

beforeAll(async () => {
  vi.doMock('sanitize-html', async (importOriginal) => {
    const original = (await importOriginal<{ default: (...args: unknown[]) => string }>()).default;
    const counted = Object.assign((...args: unknown[]) => {
      runs.count += 1;
      return original(...args);
    }, original);
    return { default: counted };
  });
  vi.resetModules();
  ({ plainText, sanitizeRichText } = await import('./rich-text'));
});
afterAll(() => {
  vi.doUnmock('sanitize-html');
  vi.resetModules();
});

beforeEach(() => {
  runs.count = 0;
});

describe('rich text, remembered', () => {
  it('parses a text once: asked again, it answers without the parser', () => {
    const html = `<p>Remembered ${Math.random()}</p><script>x()</script>`;
    const first = sanitizeRichText(html);
    const parsed = runs.count;
    expect(parsed).toBeGreaterThan(0);
    expect(sanitizeRichText(html)).toBe(first);
    expect(runs.count).toBe(parsed);
    const text = plainText(html);
    const afterText = runs.count;
    expect(plainText(html)).toBe(text);
    expect(runs.count).toBe(afterText);
  });

  it("keeps a site's own hosts apart: the same link is external without them, internal with them", () => {
    const html = `<a href="https://aupark.example/sk/obchody">Shops ${Math.random()}</a>`;
    const external = sanitizeRichText(html);
    const own = sanitizeRichText(html, { ownHosts: ['aupark.example'] });
    const otherSite = sanitizeRichText(html, { ownHosts: ['europasc.example'] });
    expect(external).toContain('target="_blank"');
    expect(own).not.toContain('target=');
    expect(otherSite).toContain('target="_blank"');
    expect(sanitizeRichText(html)).toBe(external);
    expect(sanitizeRichText(html, { ownHosts: ['aupark.example'] })).toBe(own);
  });

  it('keeps the two functions apart for the same input', () => {
    const html = `<p>Both ${Math.random()}</p>`;
    expect(plainText(html)).not.toContain('<p>');
    expect(sanitizeRichText(html)).toContain('<p>');
    expect(plainText(html)).not.toContain('<p>');
  });

  it('remembers an empty answer as empty', () => {
    const html = `<p> </p><script>${Math.random()}</script>`;
    expect(sanitizeRichText(html)).toBeNull();
    const parsed = runs.count;
    expect(sanitizeRichText(html)).toBeNull();
    expect(runs.count).toBe(parsed);
  });
});
