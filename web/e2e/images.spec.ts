import { expect, test, type Page } from '@playwright/test';
import { imageWidths } from '@mall/site';
import { collectConsoleErrors, tenantUrl, waitForHome } from './support';

// Images sized for the screen (issue 7, "Images"): every image of the home page has its box reserved
// and its candidates through the image route; the largest one above the fold, the first hero slide,
// is preloaded with high priority from the first HTML; a phone downloads a phone-sized image, in a
// format Chromium takes (AVIF).

/** The widths of the image route's requests, by the image's source. */
function collectImageRequests(page: Page): { url: URL; w: number }[] {
  const seen: { url: URL; w: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/img') seen.push({ url, w: Number(url.searchParams.get('w')) });
  });
  return seen;
}

test('the first HTML preloads the first hero slide with its candidates, at high priority', async ({ page }) => {
  // Through the browser: it resolves `*.localhost` to loopback, Node's resolver may not.
  const html = (await (await page.goto(tenantUrl('aupark', '/sk')))?.text()) ?? '';
  const preload = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/i.exec(html)?.[0];
  expect(preload).toBeDefined();
  expect(preload).toMatch(/imageSrcSet="[^"]*\/img\?url=[^"]*&amp;w=320 320w/i);
  expect(preload).toMatch(/imageSizes="[^"]+"/i);
  // The preload comes before the markup that shows the image.
  expect(html.indexOf(preload!)).toBeLessThan(html.indexOf('class="hero__image"'));
});

test('every image has its size, its candidates through the image route, and lazy loading below the fold', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(tenantUrl('aupark', '/sk'));
  await waitForHome(page);
  const images = await page.locator('img').evaluateAll((list) =>
    list.map((img) => ({
      className: img.className,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes'),
      loading: img.getAttribute('loading'),
      fetchPriority: img.getAttribute('fetchpriority'),
    })),
  );
  expect(images.length).toBeGreaterThan(3);
  for (const image of images) {
    expect(image.width, image.src).toMatch(/^\d+$/);
    expect(image.height, image.src).toMatch(/^\d+$/);
    expect(image.src).toMatch(/^\/img\?url=.+&w=\d+$/);
    expect(image.sizes, image.src).toBeTruthy();
    const candidates = image.srcset.split(', ').map((c) => c.split(' '));
    expect(candidates.length).toBeGreaterThan(1);
    for (const [url, descriptor] of candidates) {
      expect(url).toMatch(/^\/img\?url=/);
      expect(imageWidths.map((w) => `${w}w`)).toContain(descriptor);
    }
  }
  const heroes = images.filter((i) => i.className === 'hero__image');
  expect(heroes[0]).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  for (const hero of heroes.slice(1)) expect(hero.loading).toBe('lazy');
  // Below the fold: shop logos and the footer's logo.
  const below = images.filter((i) => i.className !== 'hero__image' && i.className !== 'main-header__logo');
  expect(below.length).toBeGreaterThan(0);
  for (const image of below) expect(image.loading).toBe('lazy');
  expect(errors).toEqual([]);
});

for (const [device, viewport, scale, widest] of [
  ['a phone', { width: 390, height: 844 }, 2, 960],
  ['a laptop', { width: 1280, height: 800 }, 1, 1280],
] as const) {
  test(`${device} downloads a hero banner sized for its screen, as AVIF`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
    const page = await context.newPage();
    const requests = collectImageRequests(page);
    const answers: Promise<{ type: string | undefined; status: number; vary: string | undefined; url: string }>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/img') {
        answers.push(response.allHeaders().then((h) => ({ type: h['content-type'], status: response.status(), vary: h.vary, url: response.url() })));
      }
    });
    await page.goto(tenantUrl('aupark', '/sk'));
    await waitForHome(page);
    // The hero slides' own sources (the event cards under the hero show event photos too).
    const heroSources = new Set(
      (await page.locator('.hero__image').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))).map((src) => new URL(src).searchParams.get('url')),
    );
    const isHero = (r: { url: URL }) => heroSources.has(r.url.searchParams.get('url'));
    await expect.poll(() => requests.some(isHero)).toBe(true);
    const hero = requests.filter(isHero);
    // The first slide, at the candidate its width asks for: no larger.
    expect(Math.max(...hero.map((r) => r.w))).toBeLessThanOrEqual(widest);
    expect(Math.min(...hero.map((r) => r.w))).toBeGreaterThanOrEqual(viewport.width * scale > 640 ? 640 : 320);
    const decided = await Promise.all(answers);
    const heroAnswer = decided.find((a) => heroSources.has(new URL(a.url).searchParams.get('url')));
    expect(heroAnswer).toMatchObject({ status: 200, type: 'image/avif', vary: expect.stringMatching(/Accept/) as unknown as string });
    const natural = await page.locator('.hero__image').first().evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(natural).toBeGreaterThan(0);
    expect(natural).toBeLessThanOrEqual(widest);
    await context.close();
  });
}
