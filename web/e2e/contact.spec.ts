import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { pathFor } from '@mall/site';
import { fieldErrorMessages } from '@mall/site/forms';
import cz from '../src/features/contact/locales/cz.json' with { type: 'json' };
import de from '../src/features/contact/locales/de.json' with { type: 'json' };
import en from '../src/features/contact/locales/en.json' with { type: 'json' };
import sk from '../src/features/contact/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, giveConsent, isPrefetchRequest, languages, operationName, tenants, tenantUrl, waitForApp } from './support';

// The contact page (spec §2 "Contact", §3 "Billing information"; issue 9): server-rendered in every
// language, the mall's address with a map link, phone and e-mail links, management and billing
// information, and the contact form only where the mall has it on.

const screen = { en, cz, sk, de };

/** A mutation goes by hash (persisted operations): its name is in the POST body, not in a text. */
const nameOf = (request: Request) => operationName(request) ?? (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? null;

// sandbox/src/data/malls.ts (aupark, galerieharfa)
const malls = {
  aupark: { phone: '+421 2 6826 2222', tel: 'tel:+421268262222', vat: 'SK2020271234', ico: '35 812 347', legal: 'Aupark Shopping Center s.r.o.', map: '48.133400%2C17.107800' },
  galerieharfa: { phone: '+420 226 222 111', tel: 'tel:+420226222111', vat: 'CZ27123456', ico: '27 123 456', legal: 'Galerie Harfa, a.s.', map: 'query=' },
} as const;

for (const id of ['aupark', 'galerieharfa'] as const) {
  test(`contact of ${id} in every language: server-rendered, hydrated without a request`, async ({ page }) => {
    const tenant = tenants[id];
    const mall = malls[id];
    const errors = collectConsoleErrors(page);
    const graphql = collectGraphqlRequests(page);
    for (const lang of languages) {
      const texts = screen[lang];
      const response = await page.goto(tenantUrl(tenant, pathFor('contact', lang)));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<h1>${texts.title}</h1>`);
      expect(html).toContain(texts.billing);
      expect(html).toContain(`href="${mall.tel}"`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      const address = page.getByTestId('contact-address');
      await expect(address.getByTestId('contact-map')).toHaveAttribute('href', new RegExp(`^https://www\\.google\\.com/maps/search/\\?api=1&query=.*${mall.map.replace('query=', '')}`));
      await expect(address.getByTestId('contact-map')).toHaveAttribute('rel', /noopener/);
      await expect(page.getByTestId('contact-reach').getByRole('link', { name: mall.phone })).toHaveAttribute('href', mall.tel);
      await expect(page.getByTestId('contact-reach').locator('a[href^="mailto:"]')).toHaveCount(1);
      const billing = page.getByTestId('contact-billing');
      await expect(billing).toContainText(mall.legal);
      await expect(billing).toContainText(mall.vat);
      await expect(billing).toContainText(mall.ico);
      await expect(billing).toContainText(texts.billingFields.companyVat);
      await expect(page.getByTestId('contact-management').getByRole('listitem').first()).toBeVisible();
      await expect(page.getByTestId('contact-hours').getByRole('link', { name: texts.allHours })).toHaveAttribute('href', pathFor('opening-hours', lang));
      await expect(page.getByTestId('contact-form').getByRole('heading', { name: texts.formTitle })).toBeVisible();
    }
    expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the contact form is absent on a mall that has it off (beta)', async ({ page }) => {
  const response = await page.goto(tenantUrl(tenants.beta, pathFor('contact', 'cz')));
  expect(response?.status()).toBe(200);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cz.title);
  await expect(page.getByTestId('contact-address')).toBeVisible();
  await expect(page.getByTestId('contact-form')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: cz.formTitle })).toHaveCount(0);
});

async function openForm(page: Page, lang: 'sk' | 'de') {
  const url = tenantUrl(tenants.aupark, pathFor('contact', lang));
  await giveConsent(page.context(), url);
  await page.goto(url);
  await waitForApp(page);
  return page.getByTestId('contact-form');
}

test('the contact form: per-field messages, nothing lost, then sent with its reference number', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const form = await openForm(page, 'sk');
  const graphql = collectGraphqlRequests(page);
  await form.getByLabel(sk.name).fill('Jana Nováková');
  await form.getByLabel(sk.email).fill('jana.novakova@example.com');
  await form.getByLabel(sk.phoneOptional).fill('volajte mi');
  await form.getByLabel(sk.message).fill('Krátko');
  await form.getByRole('button', { name: sk.send }).click();
  await expect(page.getByTestId('contact-form-summary')).toBeFocused();
  await expect(page.getByTestId('contact-form-phone-error')).toHaveText(fieldErrorMessages.sk.invalidPhone);
  await expect(page.getByTestId('contact-form-subject-error')).toHaveText(fieldErrorMessages.sk.required);
  await expect(page.getByTestId('contact-form-message-error')).toHaveText('Napíšte, prosím, aspoň 10 znakov.');
  await expect(page.getByTestId('contact-form-consent-error')).toHaveText(fieldErrorMessages.sk.consentRequired);
  await expect(page.getByTestId('contact-form-name-error')).toHaveCount(0);
  await expect(form.getByLabel(sk.name)).toHaveValue('Jana Nováková');
  expect(graphql.filter((r) => r.method() === 'POST')).toEqual([]);

  await form.getByLabel(sk.phoneOptional).fill('+421 905 123 456');
  await expect(page.getByTestId('contact-form-phone-error')).toHaveCount(0);
  await form.getByLabel(sk.subject).fill('Stratený dáždnik');
  await form.getByLabel(sk.message).fill('Včera som nechala dáždnik pri informačnom pulte. Môžem si ho vyzdvihnúť?');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: sk.send }).click();
  const sent = page.getByTestId('contact-sent');
  await expect(sent).toBeFocused();
  await expect(sent).toContainText(sk.sentTitle);
  await expect(sent).toContainText('jana.novakova@example.com');
  await expect(page.getByTestId('contact-reference')).toHaveText(/AUP-\d{6}$/);
  expect(graphql.filter((r) => !isPrefetchRequest(r)).map(nameOf)).toEqual(['SendContactMessage']);
  expect(errors).toEqual([]);
});

test('the contact page reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(tenantUrl(tenants.galerieharfa, pathFor('contact', 'de')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.title);
  await expect(page.getByTestId('contact-billing')).toContainText('CZ27123456');
  await expect(page.getByTestId('contact-reach').getByRole('link', { name: '+420 226 222 111' })).toHaveAttribute('href', 'tel:+420226222111');
  // Sending needs JavaScript (our choice): the page says so (<noscript>, checked in the raw HTML).
  expect(await response?.text()).toContain(`<noscript><p class="form__noscript">${de.noscript}</p></noscript>`);
  await context.close();
});

test("axe finds nothing on the contact page, before and with the form's errors shown", async ({ page }) => {
  const form = await openForm(page, 'de');
  const check = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await check()).toEqual([]);
  await form.getByRole('button', { name: de.send }).click();
  await expect(page.getByTestId('contact-form-summary')).toBeFocused();
  expect(await check()).toEqual([]);
});
