import { expect, test } from '@playwright/test';
import { pathFor } from '@mall/site';
import { changeSettings, restoreSettings, tenantUrl } from './support';

// Issue 22: what a mall's editors set in the platform changes what the site shows. Each test changes
// aupark's settings through the sandbox's knob (then the bff's cache is purged) and restores them after.

test.afterEach(async ({ request }) => {
  await restoreSettings(request, 'aupark');
});

const informationPage = tenantUrl('aupark', pathFor('information', 'en'));
const loginPage = tenantUrl('aupark', pathFor('login', 'en'));

test('turning the Christmas-stall section off hides it', async ({ page, request }) => {
  await page.goto(informationPage);
  await expect(page.getByTestId('information-christmasStalls')).toBeVisible();
  await changeSettings(request, 'aupark', { is_christmas_stall_section_active: 'false' });
  await page.goto(informationPage);
  await expect(page.getByTestId('information-spaceLease')).toBeVisible();
  await expect(page.getByTestId('information-christmasStalls')).toHaveCount(0);
});

test('no Christmas-stall images, no section, though it is on; more images, more pictures', async ({ page, request }) => {
  await changeSettings(request, 'aupark', { christmas_stall_images_1: null });
  await page.goto(informationPage);
  await expect(page.getByTestId('information-spaceLease')).toBeVisible();
  await expect(page.getByTestId('information-christmasStalls')).toHaveCount(0);
  await changeSettings(request, 'aupark', {
    christmas_stall_images_1: 'https://www.aupark.sk/stall-1.jpg',
    christmas_stall_images_2: 'https://www.aupark.sk/stall-2.jpg',
  });
  await page.goto(informationPage);
  await expect(page.getByTestId('information-christmasStalls').locator('img')).toHaveCount(2);
});

test('documents follow the settings: a new one is listed humanised, a plain-http one is not', async ({ page, request }) => {
  await changeSettings(request, 'aupark', { documents_car_wash_rules: 'https://www.aupark.sk/car-wash.pdf', documents_parking_price_list: 'http://elsewhere.example/p.pdf' });
  await page.goto(informationPage);
  await expect(page.getByTestId('information-document')).toHaveText(['Car wash rules (PDF)', 'Operating rules (PDF)']);
});

test('a changed auth_logo_type changes the sign-in logo', async ({ page, request }) => {
  await page.goto(loginPage);
  const logo = page.getByTestId('auth-logo');
  await expect(logo).toHaveAttribute('data-logo-type', 'base');
  const before = await logo.getAttribute('src');
  await changeSettings(request, 'aupark', { auth_logo_type: 'inverted_wide' });
  await page.goto(loginPage);
  await expect(logo).toHaveAttribute('data-logo-type', 'invertedWide');
  await expect(logo).toHaveAttribute('src', /logo-inverted-wide/);
  expect(await logo.getAttribute('src')).not.toBe(before);
});

test('the slider names change its captions; no pictures, no slider', async ({ page, request }) => {
  await changeSettings(request, 'aupark', { login_slider_images_names: 'Sammeln, Einlösen, Genießen' });
  await page.goto(loginPage);
  await expect(page.getByTestId('auth-slide-caption')).toHaveText(['Sammeln', 'Einlösen', 'Genießen']);
  await changeSettings(request, 'aupark', { login_slider_images_1: null, login_slider_images_2: null, login_slider_images_3: null });
  await page.goto(loginPage);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByTestId('auth-slider')).toHaveCount(0);
});
