import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, tenants, tenantUrl, waitForApp, type Tenant } from './support';

// The entry (web/src/main.tsx) starts itself again as a module worker at the first paint, named by
// the page's language; there it makes one date format and ends. A renderer's first Intl date format
// loads ICU's data and builds the language's patterns, tens of milliseconds of the main thread in the
// page's hydration (a shop's hours, the events, the cinema); that data is the process's, so the
// page's own first format then finds it ready (docs/page-speed.md). What a test can see: the worker,
// its script, its name, its end, and a page that works as before.

interface Started {
  url: string;
  name: string | undefined;
  type: string | undefined;
}

/** Records every `new Worker(…)` of the page: its script, name and type. */
async function recordWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.Worker;
    const started: Started[] = [];
    (window as unknown as { startedWorkers: Started[] }).startedWorkers = started;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push({ url: new URL(String(url), location.href).pathname, name: options?.name, type: options?.type });
      }
    };
  });
}

const startedWorkers = (page: Page) => page.evaluate(() => (window as unknown as { startedWorkers: Started[] }).startedWorkers);

for (const [tenant, path, htmlLang] of [
  [tenants.aupark, '/sk/obchod/1021/billa', 'sk'],
  [tenants.galerieharfa, '/cz', 'cs'],
] as const satisfies readonly (readonly [Tenant, string, string])[]) {
  test(`${tenant.id} ${path}: the entry warms the page language's dates in a worker of its own, which ends`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await recordWorkers(page);
    const ended: string[] = [];
    page.on('worker', (worker) => worker.on('close', () => ended.push(new URL(worker.url()).pathname)));
    await page.goto(tenantUrl(tenant, path));
    await waitForApp(page);
    const entry = await page.locator('script[type="module"][src^="/assets/index-"]').getAttribute('src');
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(await startedWorkers(page)).toEqual([{ url: entry, name: htmlLang, type: 'module' }]);
    await expect.poll(() => ended).toEqual([entry]);
    // The worker ran the entry as its script without starting a second app: one app, hydrated.
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

test('a browser that refuses the worker still starts the app, and the shop shows its hours', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.addInitScript(() => {
    window.Worker = class {
      constructor() {
        throw new DOMException('Workers are not allowed here', 'SecurityError');
      }
    } as unknown as typeof Worker;
  });
  await page.goto(tenantUrl(tenants.aupark, '/sk/obchod/1021/billa'));
  await waitForApp(page);
  await expect(page.getByRole('rowheader', { name: 'Pondelok' })).toBeVisible();
  expect(errors).toEqual([]);
});
