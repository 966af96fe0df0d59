import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailPath } from '@mall/site';
import { loadConfig } from '../config';
import { hostOf, startStack, type Stack } from '../test/stack';
import { firstLoadScripts } from './document';
import { shellStylesKey } from './web-build';

// Issue 23: a first HTML carries the shell's styles and its own page's, not every screen's (web-build.ts
// pageStyles, vite.config.ts). Read off the real build and the pages the bff sends.

const dist = loadConfig({}).WEB_DIST;
if (!existsSync(`${dist}/server/entry-server.js`)) throw new Error(`The web is not built (${dist}): run \`npm run build\` first.`);
const manifest = JSON.parse(readFileSync(`${dist}/client/.vite/manifest.json`, 'utf8')) as Record<string, { file: string; css?: string[] }>;
const asset = (file: string) => readFileSync(`${dist}/client/${file}`, 'utf8');
const inlineStyles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('');
const markedLoaded = (html: string) => [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)" disabled>/g)].map((match) => match[1]!);

describe("a page's styles", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ redis: null });
  });
  afterAll(async () => {
    await stack.close();
  });

  const page = async (tenant: string, url: string, cookie?: string) => {
    const response = await stack.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("no module of the first load carries a stylesheet: the shell's are an entry of their own", async () => {
    const html = await page('aupark', '/sk');
    const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
    for (const script of firstLoadScripts(html).filter((file) => !/-screen-/.test(file))) expect(byFile.get(script)?.css ?? [], script).toEqual([]);
    expect(manifest[shellStylesKey]?.file).toMatch(/^assets\/shell-[\w-]+\.css$/);
  });

  it("a home carries the shell's styles and the home screen's, marked loaded, and not another screen's", async () => {
    const html = await page('aupark', '/sk');
    const styles = inlineStyles(html);
    expect(styles).toContain(asset(manifest[shellStylesKey]!.file));
    const home = manifest['src/features/home/home-screen.tsx']!.css!;
    expect(home.length).toBeGreaterThan(0);
    for (const file of home) expect(styles).toContain(asset(file));
    expect(markedLoaded(html)).toEqual(expect.arrayContaining(home));
    // The shops' stylesheet (features/shops/shops.css) is not the home's to carry.
    expect(styles).not.toMatch(/\.shop-grid\{/);
    // Far less than every stylesheet of the build.
    const all = Object.values(manifest).flatMap((chunk) => chunk.css ?? []);
    const everything = [...new Set(all)].reduce((sum, file) => sum + asset(file).length, 0) + asset(manifest[shellStylesKey]!.file).length;
    expect(styles.length).toBeLessThan(everything / 2);
  });

  it("a shop's detail carries the shops' styles, marked loaded, and not the home's", async () => {
    const html = await page('aupark', detailPath('shop', 'sk', { id: '1021', slug: 'billa' }));
    const styles = inlineStyles(html);
    expect(styles).toMatch(/\.shop-grid\{/);
    expect(styles).not.toContain(asset(manifest['src/features/home/home-screen.tsx']!.css![0]!));
    const marked = markedLoaded(html);
    expect(marked.length).toBeGreaterThan(0);
    for (const file of marked) expect(styles).toContain(asset(file));
  });

  it("the cookie consent's banner and dialog bring their own styles, which no first HTML carries", async () => {
    // Both are lazy chunks shown after hydration (cookie-consent-provider.tsx); both name one stylesheet.
    const banner = manifest['src/features/cookie-consent/cookie-banner.tsx']!.css!;
    expect(banner).toHaveLength(1);
    expect(manifest['src/features/cookie-consent/cookie-settings-dialog.tsx']!.css).toEqual(banner);
    const consent = asset(banner[0]!);
    expect(consent).toMatch(/\.cookie-banner\{/);
    expect(consent).toMatch(/\.cookie-dialog\{/);
    for (const [tenant, url] of [['aupark', '/sk'], ['galerieharfa', '/cz'], ['aupark', detailPath('shop', 'sk', { id: '1021', slug: 'billa' })]] as const) {
      const html = await page(tenant, url);
      expect(inlineStyles(html)).not.toMatch(/\.cookie-(banner|dialog|button|switch)\b/);
      expect(html).not.toContain(banner[0]);
      // The wrapper the provider renders on the server keeps its rule in the shell.
      expect(inlineStyles(html)).toMatch(/\.cookie-consent-page[,{]/);
    }
  });

  it("the header's messages' styles are a member's: inlined and marked loaded in a member's first HTML, never in a visitor's", async () => {
    const messages = manifest['src/features/layout/header-messages.tsx']!.css!;
    expect(messages).toHaveLength(1);
    const rules = asset(messages[0]!);
    expect(rules).toMatch(/\.over-header__messages\{/);
    const visitor = await page('aupark', '/en');
    expect(inlineStyles(visitor)).not.toContain('.over-header__messages');
    expect(visitor).not.toContain(messages[0]);
    // The sandbox's demo member (README), signed in by its token cookie.
    const token = `sbx.aupark.${Buffer.from('jana.novakova@aupark.test').toString('base64url')}`;
    const member = await page('aupark', '/en', `token=${token}`);
    expect(member).toContain('data-testid="header-messages"');
    expect(inlineStyles(member)).toContain(rules);
    expect(markedLoaded(member)).toContain(messages[0]);
    // After the shell's (whose rules it refines) and before the page's.
    const styles = inlineStyles(member);
    expect(styles.indexOf(rules)).toBeGreaterThan(styles.indexOf(asset(manifest[shellStylesKey]!.file)));
  });

  it("a list's paging and the opening hours' screen bring their own styles: a home carries neither", async () => {
    const home = inlineStyles(await page('aupark', '/sk'));
    expect(home).not.toMatch(/\.pagination\{/);
    expect(home).not.toMatch(/\.opening-hours__week\b/);
    expect(inlineStyles(await page('aupark', '/en/offers'))).toMatch(/\.pagination\{/);
    expect(inlineStyles(await page('aupark', '/en/opening-hours'))).toMatch(/\.opening-hours__week\b/);
  });

  it("the home's sections (its hero, its headings, today's hours) come with the home's screen, before its parts' own rules", async () => {
    const shell = asset(manifest[shellStylesKey]!.file);
    for (const rule of [/\.hero__caption\{/, /\.home-section\{/, /\.opening-today__zones\{/]) expect(shell).not.toMatch(rule);
    const shop = inlineStyles(await page('aupark', detailPath('shop', 'sk', { id: '1021', slug: 'billa' })));
    expect(shop).not.toMatch(/\.hero__caption\{/);
    expect(shop).not.toMatch(/\.opening-today__zones\{/);
    const home = inlineStyles(await page('galerieharfa', '/cz'));
    expect(home).toMatch(/\.hero__caption\{/);
    expect(home).toMatch(/\.opening-today__zones\{/);
    // The sections' base rules first: the hero cards' own (home.css) come after them.
    expect(home.search(/\.home-section\{/)).toBeLessThan(home.search(/\.hero-cards\{/));
  });
});
