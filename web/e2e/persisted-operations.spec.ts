import { expect, test, type Page, type Request } from '@playwright/test';
import { collectGraphqlRequests, giveConsent, isPrefetchRequest, operationName, tenants, tenantUrl, waitForHome } from './support';

// Persisted operations (README "The GraphQL contract"): the browser names each operation by the
// SHA-256 of its text and never sends the text; the bff knows the hash from the same build. A hash the
// two sides computed differently would answer PERSISTED_QUERY_NOT_FOUND here (a production build never
// falls back to the text), so a screen that loads proves they agree.

const tenant = tenants.aupark;

interface Sent {
  method: string;
  operation: string | null;
  query: string | null;
  hash: string | undefined;
  lang: string | undefined;
}

function sent(request: Request): Sent {
  const params = new URL(request.url()).searchParams;
  const extensions = JSON.parse(params.get('extensions') ?? '{}') as { persistedQuery?: { version?: number; sha256Hash?: string } };
  const variables = JSON.parse(params.get('variables') ?? '{}') as { lang?: string };
  expect(extensions.persistedQuery?.version).toBe(1);
  return { method: request.method(), operation: operationName(request), query: params.get('query'), hash: extensions.persistedQuery?.sha256Hash, lang: variables.lang };
}

/** Every request is a GET naming a hash and no text, and its answer has data and no errors. */
async function expectPersisted(requests: Request[]): Promise<Sent[]> {
  const all: Sent[] = [];
  for (const request of requests) {
    const one = sent(request);
    expect(one.method).toBe('GET');
    expect(one.query).toBeNull();
    expect(request.postData()).toBeNull();
    expect(one.hash).toMatch(/^[0-9a-f]{64}$/);
    const response = await request.response();
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('application/graphql-response+json');
    const body = (await response?.json()) as { data?: unknown; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data).toBeTruthy();
    all.push(one);
  }
  return all;
}

async function openHome(page: Page): Promise<void> {
  await giveConsent(page.context(), tenant.origin);
  await page.goto(tenantUrl(tenant, '/sk'));
  await waitForHome(page);
}

test('prefetches name their operation by hash; the first load asks nothing', async ({ page }) => {
  const graphql = collectGraphqlRequests(page);
  await openHome(page);
  // The page asks for no data by itself; intent on the switcher's links prefetches the other
  // languages' home and layout (each language's two joined in one operation, HomePageWithShell, which
  // the build persists too), and on the opening hours' link that screen's own.
  await page.waitForTimeout(600);
  expect(graphql).toEqual([]);
  for (const lang of ['en', 'cz', 'de']) await page.locator(`nav.language-switcher a[data-lang=${lang}]`).focus();
  await page.locator('main a[href="/sk/otvaracie-hodiny"]').first().focus();
  await expect.poll(() => graphql.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
  await page.waitForTimeout(600);
  expect(graphql.filter((request) => !isPrefetchRequest(request))).toEqual([]);
  const all = await expectPersisted(graphql);
  expect(all.map((one) => `${one.operation} ${one.lang}`).sort()).toEqual(['HomePageWithShell cz', 'HomePageWithShell de', 'HomePageWithShell en', 'OpeningHoursPage sk']);
  // One hash per operation, whatever its variables; another operation, another hash.
  const hashes = new Map(all.map((one) => [one.operation, one.hash]));
  expect(new Set(hashes.values()).size).toBe(hashes.size);
  for (const one of all) expect(one.hash).toBe(hashes.get(one.operation));
});

test('a client navigation asks by hash, and the screen shows its data', async ({ page }) => {
  // No prefetch (Save-Data): the navigation asks for itself.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
  const graphql = collectGraphqlRequests(page);
  await openHome(page);
  expect(graphql).toEqual([]);
  await page.locator('nav.language-switcher a[data-lang=de]').click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/de'));
  await waitForHome(page);
  await expect.poll(() => graphql.length).toBe(1);
  // The page's data and the layout's in German: one request.
  const all = await expectPersisted(graphql);
  expect(all.map((one) => `${one.operation} ${one.lang}`)).toEqual(['HomePageWithShell de']);
  expect(graphql.filter(isPrefetchRequest)).toEqual([]);
});

test('the bff answers a hash it does not know with PERSISTED_QUERY_NOT_FOUND', async ({ request }) => {
  const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } });
  // On localhost (beta): Node, unlike Chromium, does not resolve *.localhost.
  const response = await request.get(tenantUrl(tenants.beta, `/graphql?operationName=Nope&extensions=${encodeURIComponent(extensions)}`), {
    headers: { 'mercurius-require-preflight': 'true', accept: 'application/graphql-response+json' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
});
