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

  const page = async (tenant: string, url: string) => {
    const response = await stack.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), 'accept-encoding': 'identity' } });
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
});
