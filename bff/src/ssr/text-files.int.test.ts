import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailPath, type Lang } from '@mall/site';
import { dist, transferredBytes } from '../test/built-assets';
import { hostOf, startStack, type Stack } from '../test/stack';
import { stateElementId } from './document';
import { namedTextFilesOf } from './text-files';

// A first HTML names the files of its texts rather than carrying them (text-files.ts). Read off the
// real build and the pages the bff sends: the files exist, are the texts of the page's language, and
// are the namespaces the page reads (the app's, the layout's features', its own feature's).

if (!existsSync(`${dist}/server/entry-server.js`)) throw new Error(`The web is not built (${dist}): run \`npm run build\` first.`);
const web = new URL('../../../web/src/', import.meta.url);

const stateOf = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${stateElementId}">([\\s\\S]*?)</script>`).exec(html)![1]!) as Record<string, unknown>;
/** The texts a namespace has in a language, from the sources. */
const source = (namespace: string, lang: Lang) =>
  JSON.parse(readFileSync(new URL(namespace === 'common' ? `i18n/locales/${lang}/common.json` : `features/${namespace}/locales/${lang}.json`, web), 'utf8')) as object;

describe("a first HTML's texts", () => {
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

  it.each([
    ['aupark', '/sk', 'sk', 'home'],
    ['galerieharfa', '/cz', 'cz', 'home'],
    ['novoplaza', '/de/events', 'de', 'events'],
    ['beta', '/en/opening-hours', 'en', 'opening-hours'],
    ['aupark', detailPath('shop', 'sk', { id: '1021', slug: 'billa' }), 'sk', 'shops'],
  ] as const)('%s %s names its texts in its language, the files of the build, and carries none', async (tenant, url, lang, feature) => {
    const html = await page(tenant, url);
    expect(stateOf(html)).not.toHaveProperty('texts');
    const files = namedTextFilesOf(html);
    const namespaces = Object.keys(files);
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'cookie-consent']));
    // A screen's own feature, when it has texts; never another screen's.
    if (existsSync(new URL(`features/${feature}/locales`, web))) expect(namespaces).toContain(feature);
    for (const other of ['home', 'events', 'shops', 'opening-hours'].filter((each) => each !== feature)) expect(namespaces).not.toContain(other);
    for (const [namespace, file] of Object.entries(files)) {
      expect(file).toMatch(/^\/assets\/[\w-]+\.js$/);
      const module = (await import(pathToFileURL(`${dist}/client${file}`).href)) as { default: object };
      expect(module.default, `${namespace} in ${lang}`).toEqual(source(namespace, lang));
    }
  });

  it('are a few KB, compressed, headers included: a second page of the language has them already', async () => {
    const files = Object.values(namedTextFilesOf(await page('aupark', detailPath('shop', 'sk', { id: '1021', slug: 'billa' }))));
    const bytes = files.reduce((sum, file) => sum + transferredBytes(file), 0);
    expect(bytes).toBeLessThanOrEqual(8 * 1024);
  });
});
