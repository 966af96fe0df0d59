import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { pathFor } from '@mall/site';
import bookingCz from '../src/features/booking/locales/cz.json' with { type: 'json' };
import bookingDe from '../src/features/booking/locales/de.json' with { type: 'json' };
import bookingEn from '../src/features/booking/locales/en.json' with { type: 'json' };
import bookingSk from '../src/features/booking/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, createMember, giveConsent, port, sandboxUrl, tenantUrl, useSessionOf, waitForApp, type Lang, type TenantId } from './support';

// Booking the mall's services end to end (issue 21), against the sandbox's platform, in Chromium: a
// visitor browses, picks a day and a time, signs in from it and comes back to the same time, books,
// finds the booking in my bookings, downloads its calendar file, cancels, and sees the time free again;
// in all four languages over two tenants, with axe on each screen. A double click on "Book" makes one
// booking; a time the mall fills meanwhile (the sandbox's knob) answers SLOT_FULL with the times asked
// again. Each test has a member of its own (the per-member limit) and a service of its own (the places
// left it counts), and never resets the sandbox (other files share it).

const texts: Record<Lang, typeof bookingEn> = { en: bookingEn, cz: bookingCz, sk: bookingSk, de: bookingDe };

async function axe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function newContext(browser: Browser, tenant: TenantId, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await giveConsent(context, tenantUrl(tenant));
  if (token) await useSessionOf(context, tenant, token);
  return context;
}

/** The service page's address of the `index`th card on the booking list (its link, as a visitor follows it). */
async function openService(page: Page, tenant: TenantId, lang: Lang, index: number): Promise<string> {
  await page.goto(tenantUrl(tenant, pathFor('booking', lang)));
  await waitForApp(page);
  const card = page.getByTestId('booking-service-card').nth(index);
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page.getByTestId('booking-service')).toBeVisible();
  await waitForApp(page);
  return new URL(page.url()).pathname;
}

interface Chosen {
  date: string;
  time: string;
  startsAt: string;
  places: number;
}

/**
 * Chooses the first open day from the day after tomorrow on with a time that has places left, and that
 * time: further away than any service's cut-off (24 h at most), so the booking can still be cancelled. The days by the keyboard (arrow keys, Enter), as a person without a
 * mouse; closed days are passed over.
 */
async function chooseFreeTime(page: Page): Promise<Chosen> {
  const days = page.getByTestId('day');
  const count = await days.count();
  expect(count).toBeGreaterThan(1);
  await page.locator('[data-testid="day"][tabindex="0"]').focus();
  let at = Number(await page.evaluate(() => [...document.querySelectorAll('[data-testid="day"]')].indexOf(document.activeElement!)));
  for (let index = Math.max(2, at); index < count; index++) {
    while (at < index) {
      await page.keyboard.press('ArrowRight');
      at++;
    }
    const day = days.nth(index);
    await expect(day).toBeFocused();
    if ((await day.getAttribute('aria-disabled')) === 'true') continue;
    await page.keyboard.press('Enter');
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    const date = (await day.getAttribute('data-date'))!;
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    await expect(page.getByTestId('times').or(page.getByTestId('times-none')).or(page.getByTestId('times-closed'))).toBeVisible();
    const times = page.getByTestId('time');
    for (let n = 0; n < (await times.count()); n++) {
      const time = times.nth(n);
      const places = Number(await time.getAttribute('data-places'));
      if (places <= 0) continue;
      await time.click();
      const chosen = { date, time: (await time.getAttribute('data-time'))!, startsAt: (await time.getAttribute('data-starts-at'))!, places };
      await expect(page).toHaveURL(new RegExp(`time=${encodeURIComponent(chosen.time)}`));
      return chosen;
    }
  }
  throw new Error('no day of the window has a free time');
}

/** The time's places left as the page shows them. */
const placesOf = (page: Page, time: string) => page.locator(`[data-testid="time"][data-time="${time}"]`);

async function outbox(request: APIRequestContext, tenant: TenantId, to: string): Promise<{ kind: string; code: string | null }[]> {
  const response = await request.get(`${sandboxUrl}/__sandbox/outbox`, { params: { tenant, to } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { kind: string; code: string | null }[];
}

const journeys: { tenant: TenantId; lang: Lang; service: number }[] = [
  { tenant: 'aupark', lang: 'en', service: 0 },
  { tenant: 'galerieharfa', lang: 'cz', service: 0 },
  { tenant: 'aupark', lang: 'sk', service: 1 },
  { tenant: 'galerieharfa', lang: 'de', service: 1 },
];

for (const { tenant, lang, service } of journeys) {
  test(`${tenant} ${lang}: browse, choose a time as a visitor, sign in from it and come back to it, book, my bookings, the calendar file, cancel, the time free again; axe on each screen`, async ({ browser, request }) => {
    test.slow();
    const t = texts[lang];
    const member = await createMember(request, tenant);
    const context = await newContext(browser, tenant);
    try {
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await page.goto(tenantUrl(tenant, pathFor('booking', lang)));
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await axe(page);

      const servicePath = await openService(page, tenant, lang, service);
      const chosen = await chooseFreeTime(page);
      await axe(page);

      // A visitor is asked to sign in; the login keeps the way back with the day and the time.
      const signIn = page.getByTestId('booking-sign-in');
      await expect(signIn).toHaveText(t.visitor.signIn);
      await signIn.click();
      await expect(page.getByTestId('login')).toBeVisible();
      const redirect = new URL(page.url()).searchParams.get('redirect');
      expect(redirect).toBe(`${servicePath}?date=${chosen.date}&time=${encodeURIComponent(chosen.time)}`);
      await waitForApp(page);
      const login = page.getByTestId('login');
      await login.getByLabel(/mail/i).fill(member.email);
      await login.locator('input[type="password"]').fill(member.password!);
      await Promise.all([page.waitForURL((url) => url.pathname === servicePath), login.locator('button[type="submit"]').click()]);
      await waitForApp(page);
      expect(new URL(page.url()).searchParams.get('time')).toBe(chosen.time);
      await expect(page.locator(`[data-testid="day"][data-date="${chosen.date}"]`)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator(`input[name="time"][value="${chosen.time}"]`)).toBeChecked();

      // Book.
      const form = page.getByTestId('booking-form');
      await form.getByLabel(t.form.note).fill(`e2e ${lang}`);
      await form.getByRole('button', { name: t.form.book }).click();
      const confirmed = page.getByTestId('booking-confirmed');
      await expect(confirmed).toContainText(t.confirmed.title);
      const code = (await page.getByTestId('booking-code').textContent())!.match(/BK-\d+-\d{6}/)![0];
      await expect(placesOf(page, chosen.time)).toHaveAttribute('data-places', String(chosen.places - 1));
      await axe(page);

      // My bookings.
      await confirmed.getByTestId('booking-mine').click();
      await expect(page.getByTestId('my-bookings')).toBeVisible();
      const item = page.getByTestId('my-bookings-upcoming').getByTestId('booking-item').filter({ hasText: code });
      await expect(item).toHaveCount(1);
      await expect(item.getByTestId('booking-status')).toHaveText(t.mine.status.confirmed);
      await expect(item.getByRole('img', { name: t.mine.qr.replace('{{code}}', code) })).toBeVisible();
      await axe(page);

      // The calendar file: the member's own, one event.
      const link = item.getByTestId('booking-calendar');
      await expect(link).toHaveAttribute('download', '');
      const href = (await link.getAttribute('href'))!;
      const ics = await page.evaluate(async (url) => {
        const response = await fetch(url, { credentials: 'same-origin' });
        return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
      }, href);
      expect(ics.status).toBe(200);
      expect(ics.type).toMatch(/^text\/calendar/);
      expect((ics.text.match(/BEGIN:VEVENT/g) ?? []).length).toBe(1);
      expect(ics.text).toContain(code);

      // Cancel, after the confirmation step.
      await item.getByTestId('cancel-booking').click();
      await item.getByTestId('cancel-yes').click();
      await expect(page.getByTestId('my-bookings-notice')).toHaveText(t.mine.cancelled);
      const cancelled = page.getByTestId('my-bookings-past').getByTestId('booking-item').filter({ hasText: code });
      await expect(cancelled.getByTestId('booking-status')).toHaveText(t.mine.status.cancelled);
      await axe(page);

      // The time is free again, at once.
      await page.goto(tenantUrl(tenant, `${servicePath}?date=${chosen.date}&time=${encodeURIComponent(chosen.time)}`));
      await waitForApp(page);
      await expect(placesOf(page, chosen.time)).toHaveAttribute('data-places', String(chosen.places));
      expect((await outbox(request, tenant, member.email)).filter((mail) => mail.code === code).map((mail) => mail.kind)).toEqual(['booking-confirmed', 'booking-cancelled']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('a double click on "Book" makes one booking: one in my bookings, one e-mail', async ({ browser, request }) => {
  test.slow();
  const member = await createMember(request, 'aupark');
  const context = await newContext(browser, 'aupark', member.token);
  try {
    const page = await context.newPage();
    await openService(page, 'aupark', 'en', 2);
    await chooseFreeTime(page);
    await page.getByTestId('booking-form').getByRole('button', { name: bookingEn.form.book }).dblclick();
    await expect(page.getByTestId('booking-confirmed')).toBeVisible();
    await page.goto(tenantUrl('aupark', pathFor('dashboard-bookings', 'en')));
    await waitForApp(page);
    await expect(page.getByTestId('my-bookings-upcoming').getByTestId('booking-item')).toHaveCount(1);
    expect((await outbox(request, 'aupark', member.email)).filter((mail) => mail.kind === 'booking-confirmed')).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('a time the mall fills meanwhile answers SLOT_FULL with the clear message and the times asked again; what was typed stays', async ({ browser, request }) => {
  test.slow();
  const member = await createMember(request, 'galerieharfa');
  const context = await newContext(browser, 'galerieharfa', member.token);
  try {
    const page = await context.newPage();
    await openService(page, 'galerieharfa', 'cz', 2);
    const chosen = await chooseFreeTime(page);
    const fill = await request.post(`${sandboxUrl}/__sandbox/booking/fill`, {
      data: { tenant: 'galerieharfa', service_id: Number(/\/(\d+)\//.exec(new URL(page.url()).pathname)![1]), start: chosen.startsAt },
    });
    expect(await fill.json()).toEqual({ ok: true, places_left: 0 });
    const form = page.getByTestId('booking-form');
    await form.getByLabel(bookingCz.form.note).fill('Kočárek');
    await form.getByRole('button', { name: bookingCz.form.book }).click();
    await expect(page.getByTestId('booking-form-summary')).toContainText(bookingCz.form.timesRefreshed);
    await expect(placesOf(page, chosen.time)).toHaveAttribute('data-places', '0');
    await expect(placesOf(page, chosen.time)).toContainText(bookingCz.times.full);
    await expect(form.getByLabel(bookingCz.form.note)).toHaveValue('Kočárek');
    await axe(page);
    expect((await outbox(request, 'galerieharfa', member.email)).filter((mail) => mail.kind === 'booking-confirmed')).toHaveLength(0);
  } finally {
    await context.close();
  }
});

test('a mall without bookable services answers 404 on the booking page and has no navigation entry', async ({ request }) => {
  const host = new URL(tenantUrl('novoplaza')).host;
  const response = await request.get(`http://127.0.0.1:${port}${pathFor('booking', 'en')}`, { headers: { host }, maxRedirects: 0 });
  expect(response.status()).toBe(404);
  const home = await (await request.get(`http://127.0.0.1:${port}/en`, { headers: { host } })).text();
  expect(home).not.toContain(`href="${pathFor('booking', 'en')}"`);
});

test('a member of a mall that takes no bookings has no "My bookings", and its address answers 404; where it does, the menu lists it', async ({ browser, request }) => {
  const label = 'My bookings';
  for (const [tenant, offered] of [['beta', false], ['aupark', true]] as const) {
    const member = await createMember(request, tenant);
    const context = await newContext(browser, tenant, member.token);
    const page = await context.newPage();
    const response = await page.goto(tenantUrl(tenant, pathFor('dashboard', 'en')));
    expect(response?.status()).toBe(200);
    await waitForApp(page);
    const menu = page.getByTestId('dashboard-menu');
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: label })).toHaveCount(offered ? 1 : 0);
    const mine = await page.goto(tenantUrl(tenant, pathFor('dashboard-bookings', 'en')));
    expect(mine?.status()).toBe(offered ? 200 : 404);
    await context.close();
  }
});
