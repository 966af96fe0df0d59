import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { pathFor } from '@mall/site';
import { fieldErrorMessages } from '@mall/site/forms';
import cz from '../src/features/newsletter/locales/cz.json' with { type: 'json' };
import de from '../src/features/newsletter/locales/de.json' with { type: 'json' };
import en from '../src/features/newsletter/locales/en.json' with { type: 'json' };
import sk from '../src/features/newsletter/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, fill, giveConsent, isPrefetchRequest, operationName, tenants, tenantUrl, texts, waitForApp } from './support';

// The newsletter (issue 9): per-field messages in the page's language from the shared rules, what
// was typed kept on every refusal, the platform's own field errors on their field, success,
// unsubscribe from a link, and the rate limit's message. Each test uses its own tenant: the rate
// limit (5 sends per form, tenant and address in 10 minutes) counts per tenant, and every test here
// comes from one address.

/** A mutation goes by hash (persisted operations): its name is in the POST body, not in a text. */
const nameOf = (request: Request) => operationName(request) ?? (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? null;

async function open(page: Page, tenant: keyof typeof tenants, path: string) {
  const url = tenantUrl(tenants[tenant], path);
  await giveConsent(page.context(), url);
  await page.goto(url);
  await waitForApp(page);
}

const form = (page: Page) => page.getByTestId('newsletter-subscribe');

test('bad input: each field says why in the page language, the summary takes the focus, nothing is sent and nothing typed is lost', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const graphql = collectGraphqlRequests(page);
  await open(page, 'aupark', pathFor('newsletter', 'sk'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sk.title);

  await form(page).getByRole('button', { name: sk.subscribe }).click();
  const summary = page.getByTestId('newsletter-subscribe-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(texts('sk').forms.errorSummary);
  await expect(page.getByTestId('newsletter-subscribe-email-error')).toHaveText(fieldErrorMessages.sk.required);
  await expect(page.getByTestId('newsletter-subscribe-consent-error')).toHaveText(fieldErrorMessages.sk.consentRequired);
  await expect(page.getByLabel(sk.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(sk.email)).toHaveAttribute('aria-describedby', /newsletter-subscribe-email-error/);

  await page.getByLabel(sk.email).fill('jana.novakova@');
  await page.getByLabel(sk.name).fill('Jana Nováková');
  await form(page).getByRole('button', { name: sk.subscribe }).click();
  await expect(page.getByTestId('newsletter-subscribe-email-error')).toHaveText(fieldErrorMessages.sk.invalidEmail);
  await expect(page.getByLabel(sk.email)).toHaveValue('jana.novakova@');
  await expect(page.getByLabel(sk.name)).toHaveValue('Jana Nováková');
  // The summary's entry leads to its field.
  await summary.getByRole('link', { name: new RegExp(sk.email) }).click();
  await expect(page.getByLabel(sk.email)).toBeFocused();

  // The same in English, on the English page.
  await open(page, 'aupark', pathFor('newsletter', 'en'));
  await page.getByLabel(en.email).fill('not an address');
  await form(page).getByRole('button', { name: en.subscribe }).click();
  await expect(page.getByTestId('newsletter-subscribe-email-error')).toHaveText(fieldErrorMessages.en.invalidEmail);
  await expect(page.getByTestId('newsletter-subscribe-consent-error')).toHaveText(fieldErrorMessages.en.consentRequired);

  // The shared rules refused it in the browser: no mutation was sent.
  expect(graphql.filter((r) => !isPrefetchRequest(r) && r.method() === 'POST')).toEqual([]);
  expect(errors).toEqual([]);
});

test('good input subscribes, in Czech, with the consent terms linked; the mutation is the only request', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await open(page, 'galerieharfa', pathFor('newsletter', 'cz'));
  const graphql = collectGraphqlRequests(page);
  await expect(form(page).getByRole('link', { name: cz.consentLink })).toHaveAttribute('href', 'https://www.galerieharfa.cz/newsletter-consent');

  const email = `e2e.${Date.now()}@example.com`;
  await page.getByLabel(cz.email).fill(email);
  await page.getByLabel(cz.name).fill('Tereza Malá');
  await page.getByRole('checkbox').check();
  await form(page).getByRole('button', { name: cz.subscribe }).click();
  const done = page.getByTestId('newsletter-subscribed');
  await expect(done).toBeFocused();
  await expect(done).toContainText(cz.subscribedTitle);
  await expect(done).toContainText(email);
  expect(graphql.filter((r) => !isPrefetchRequest(r)).map(nameOf)).toEqual(['SubscribeNewsletter']);

  // Another address: an empty form again.
  await done.getByRole('button', { name: cz.subscribeAnother }).click();
  await expect(page.getByLabel(cz.email)).toHaveValue('');
  expect(errors).toEqual([]);
});

test("the platform's refusal lands on its field, and what was typed stays", async ({ page }) => {
  await open(page, 'novoplaza', pathFor('newsletter', 'de'));
  await page.getByLabel(de.email).fill('petr@example.invalid');
  await page.getByLabel(de.name).fill('Petr Šťastný');
  await page.getByRole('checkbox').check();
  await form(page).getByRole('button', { name: de.subscribe }).click();
  await expect(page.getByTestId('newsletter-subscribe-summary')).toBeFocused();
  await expect(page.getByTestId('newsletter-subscribe-email-error')).toHaveText('The email address cannot receive our newsletter.');
  await expect(page.getByLabel(de.email)).toHaveValue('petr@example.invalid');
  await expect(page.getByLabel(de.name)).toHaveValue('Petr Šťastný');
  await expect(page.getByRole('checkbox')).toBeChecked();
});

test('unsubscribe from the newsletter link: the mode is server-rendered, the address filled in from ?email=', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const path = `${pathFor('newsletter', 'sk')}?unsubscribe=1&email=${encodeURIComponent('michal.balaz@europasc.test')}`;
  // Node does not resolve *.localhost: the first HTML by address, with the tenant's Host.
  const origin = new URL(tenants.europasc.origin);
  const response = await page.request.get(`http://127.0.0.1:${origin.port}${path}`, { headers: { host: origin.host } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(sk.unsubscribeTitle);
  // The address is never in the (cacheable) first HTML.
  expect(html).not.toContain('michal.balaz@europasc.test');

  await open(page, 'europasc', path);
  await expect(page.getByTestId('newsletter-mode-unsubscribe')).toHaveAttribute('aria-current', 'page');
  const field = page.getByTestId('newsletter-unsubscribe').getByLabel(sk.email);
  await expect(field).toHaveValue('michal.balaz@europasc.test');
  await page.getByTestId('newsletter-unsubscribe').getByRole('button', { name: sk.unsubscribe }).click();
  await expect(page.getByTestId('newsletter-unsubscribed')).toContainText(sk.unsubscribedTitle);
  await expect(page.getByTestId('newsletter-unsubscribed')).toContainText('michal.balaz@europasc.test');

  // The modes are real links.
  await page.getByTestId('newsletter-mode-subscribe').click();
  await expect(page.getByTestId('newsletter-subscribe')).toBeVisible();
  expect(errors).toEqual([]);
});

test('past the rate limit the form says how long to wait, in the page language, and keeps what was typed', async ({ page }) => {
  await open(page, 'beta', pathFor('newsletter', 'cz'));
  // Five sends from this browser (the limit per form, tenant and address), then the sixth from the form.
  const statuses = await page.evaluate(async () => {
    const out: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($input: NewsletterUnsubscribeInput!) { unsubscribeNewsletter(lang: cz, input: $input) { ok } }',
          variables: { input: { email: `limit${i}@example.com` } },
        }),
      });
      out.push(response.status);
    }
    return out;
  });
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  await page.getByTestId('newsletter-mode-unsubscribe').click();
  const unsubscribe = page.getByTestId('newsletter-unsubscribe');
  await unsubscribe.getByLabel(cz.email).fill('odberatel@example.com');
  await unsubscribe.getByRole('button', { name: cz.unsubscribe }).click();
  await expect(page.getByTestId('newsletter-unsubscribe-summary')).toBeFocused();
  await expect(page.getByTestId('newsletter-unsubscribe-summary')).toContainText(/Příliš mnoho pokusů\. Zkuste to prosím znovu za (10|9) minut\./);
  await expect(unsubscribe.getByLabel(cz.email)).toHaveValue('odberatel@example.com');
  // The subscription form of the same mall has its own count.
  await page.getByTestId('newsletter-mode-subscribe').click();
  await expect(page.getByTestId('newsletter-subscribe')).toBeVisible();
});

test('the page reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(tenantUrl(tenants.galerieharfa, pathFor('newsletter', 'de')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.title);
  await expect(page.getByText(new RegExp(fill(de.intro, { mall: '.+' })))).toBeVisible();
  await expect(page.getByLabel(de.email)).toBeVisible();
  // Sending needs JavaScript (our choice): the page says so. (Chromium with scripts off in a test
  // still parses <noscript> as text, so the raw HTML is what is checked.)
  expect(await response?.text()).toContain(`<noscript><p class="form__noscript">${de.noscript}</p></noscript>`);
  await expect(page.getByTestId('newsletter-mode-unsubscribe')).toHaveAttribute('href', '/de/newsletter?unsubscribe=1');
  await context.close();
});

test('axe finds nothing on the newsletter, before and with its errors shown', async ({ page }) => {
  await open(page, 'aupark', pathFor('newsletter', 'en'));
  const check = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await check()).toEqual([]);
  await page.getByLabel(en.email).fill('nope');
  await form(page).getByRole('button', { name: en.subscribe }).click();
  await expect(page.getByTestId('newsletter-subscribe-summary')).toBeFocused();
  expect(await check()).toEqual([]);
});
