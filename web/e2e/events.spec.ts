import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pathFor } from '@mall/site';
import cz from '../src/features/events/locales/cz.json' with { type: 'json' };
import de from '../src/features/events/locales/de.json' with { type: 'json' };
import en from '../src/features/events/locales/en.json' with { type: 'json' };
import sk from '../src/features/events/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, giveConsent, port, isPrefetchRequest, languages, publicUrl, tenants, tenantUrl, waitForApp, type Lang, type Tenant } from './support';

// Events (issue 9): the lists (all, the mall's, the shops') server-rendered in every language for two
// tenants, the mall vs store filters, a detail with the mall's formats, its place, the .ics, share
// links, the statuses of bad paths, the page with JavaScript off, and the calendar: months as links,
// and the last month clicked wins when the answers come late and out of order. A repeating event
// ("Cinema Nights", every Friday) only on its days, said in words on its detail and exported as a
// weekly series; the phone's list of the current month starting at today; axe over the calendar.

const screenTexts = { en, cz, sk, de };
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4210);
const sandbox = `http://127.0.0.1:${sandboxPort}`;
const zones: Record<string, string> = { aupark: 'Europe/Bratislava', galerieharfa: 'Europe/Prague', novoplaza: 'Europe/Prague', europasc: 'Europe/Bratislava', beta: 'Europe/Prague' };

type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

interface UpstreamEvent {
  id: number;
  company_id: number | null;
  start_date: string;
  end_date: string;
  translations: { locale: string; title: string }[];
  /** sandbox/CONTRACT.md "events": a repeating event's week (a malformed one, Health Days', counts as none). */
  schedule: { days: Partial<Record<Weekday, { from: string; to: string }>> } | null;
}

const weekdayOfDay = (day: string): Weekday => WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
/** The schedule as the bff takes it: none when malformed (sandbox: Health Days ends before it starts). */
const scheduleOf = (event: UpstreamEvent) => (event.schedule && Object.values(event.schedule.days).every((d) => d.from < d.to) ? event.schedule : null);

/** "Every Friday, 19:00 – 22:00" / "Every day, …" as the detail and the cards say it (the sandbox's schedules: one set of hours). */
function scheduleWords(schedule: NonNullable<UpstreamEvent['schedule']>, tx: (typeof screenTexts)['en']): string {
  const days = WEEKDAYS.filter((d) => schedule.days[d]);
  const hours = schedule.days[days[0]!]!;
  if (!days.every((d) => schedule.days[d]!.from === hours.from && schedule.days[d]!.to === hours.to) || (days.length > 1 && days.length < 7)) throw new Error('a schedule this helper does not word');
  const which = days.length === 7 ? tx.schedule.daily : tx.schedule.every[days[0]!];
  const text = `${which}, ${hours.from} – ${hours.to}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const mallDay = (instant: Date, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
const mallTime = (instant: Date, zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/** The platform's own answer (the sandbox), asked as the bff asks it: the expectations come from the seeded data. */
async function upstreamEvents(request: APIRequestContext, t: Tenant, query: Record<string, string>): Promise<{ total: number; data: UpstreamEvent[] }> {
  const response = await request.get(`${sandbox}/v1/events`, { params: { per_page: '1000', sort: 'start_date', ...query }, headers: { origin: t.publicOrigin } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { total: number; data: UpstreamEvent[] } }).data;
}

function notEnded(t: Tenant): string {
  const today = mallDay(new Date(), zones[t.id] ?? 'Europe/Prague');
  return `${today},${Number(today.slice(0, 4)) + 5}${today.slice(4)}`;
}

/** A request to a tenant outside the browser: Node does not resolve *.localhost, so 127.0.0.1 with the tenant's Host. */
const bffGet = (request: APIRequestContext, t: Tenant, path: string, options: { maxRedirects?: number } = {}) =>
  request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: new URL(t.origin).host }, ...options });

const titleIn = (event: UpstreamEvent, lang: Lang, fallback: Lang) =>
  (event.translations.find((tr) => tr.locale === lang) ?? event.translations.find((tr) => tr.locale === fallback) ?? event.translations[0])!.title;

test.beforeEach(async ({ context }) => {
  for (const t of [tenants.aupark, tenants.galerieharfa, tenants.europasc]) await giveConsent(context, t.origin);
});

for (const t of [tenants.aupark, tenants.galerieharfa]) {
  for (const lang of languages) {
    test(`${t.id} events in ${lang}: server-rendered list, mall and store tabs, a detail`, async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const tx = screenTexts[lang];
      const all = await upstreamEvents(request, t, { 'filter[continue_between]': notEnded(t) });
      const first = all.data[0]!;
      const graphql = collectGraphqlRequests(page);
      const response = await page.goto(tenantUrl(t, pathFor('events', lang, {})));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<h1>${tx.scope.all}</h1>`);
      expect(html).toContain(titleIn(first, lang, t.fallbackLanguage).replace(/&/g, '&amp;'));
      await expect(page.getByTestId('post-card')).toHaveCount(Math.min(10, all.total));
      await waitForApp(page);
      expect(graphql.filter((r) => !isPrefetchRequest(r))).toHaveLength(0);

      // The mall's own events: no shop on any card, as many as the platform has.
      const mall = await upstreamEvents(request, t, { 'filter[continue_between]': notEnded(t), 'filter[company_id]': 'null' });
      await page.getByRole('navigation', { name: tx.tabs }).getByRole('link', { name: tx.tab.mall }).click();
      await expect(page).toHaveURL(tenantUrl(t, pathFor('events-mall', lang, {})));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx.scope.mall);
      await expect(page.getByTestId('post-card')).toHaveCount(Math.min(10, mall.total));
      await expect(page.getByTestId('post-card-shop')).toHaveCount(0);

      // The shops' events: every card names its shop.
      const stores = await upstreamEvents(request, t, { 'filter[continue_between]': notEnded(t), 'filter[not_company_id]': 'null' });
      await page.getByRole('navigation', { name: tx.tabs }).getByRole('link', { name: tx.tab.stores }).click();
      await expect(page).toHaveURL(tenantUrl(t, pathFor('events-stores', lang, {})));
      await expect(page.getByTestId('post-card')).toHaveCount(Math.min(10, stores.total));
      await expect(page.getByTestId('post-card-shop')).toHaveCount(Math.min(10, stores.total));

      // A shop's event by client navigation: dates and times in the mall's formats, its place links to the shop.
      const event = stores.data[0]!;
      const title = titleIn(event, lang, t.fallbackLanguage);
      await page.getByTestId('post-card').first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const zone = zones[t.id]!;
      const start = new Date(event.start_date);
      const end = new Date(event.end_date);
      const [y, m, d] = mallDay(start, zone).split('-');
      // aupark and galerieharfa both write d.m.Y and H:i (sandbox malls).
      await expect(page.getByTestId('event-dates')).toContainText(`${d}.${m}.${y}`);
      const schedule = scheduleOf(event);
      await expect(page.getByTestId('event-times')).toHaveText(schedule ? scheduleWords(schedule, tx) : `${mallTime(start, zone)} – ${mallTime(end, zone)}`);
      await expect(page.getByTestId('event-place').getByRole('link')).toHaveAttribute('href', new RegExp(`^${pathFor('shop', lang, { id: String(event.company_id), title: 'x' }).replace(/\/x$/, '/')}`));
      await expect(page.getByTestId('add-to-calendar')).toHaveAttribute('href', `/ics/event/${event.id}?lang=${lang}`);
      const canonical = publicUrl(t, page.url().replace(t.origin, ''));
      await expect(page.getByTestId('share-links').getByRole('link', { name: tx.share.facebook })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`);
      await expect(page.getByTestId('share-links').getByRole('link', { name: tx.share.email })).toHaveAttribute('href', new RegExp(`^mailto:\\?subject=.*&body=${encodeURIComponent(canonical).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      expect(errors).toEqual([]);
    });
  }
}

test('a detail: sanitised description, related events, the .ics file in the mall time zone', async ({ page, request }) => {
  const t = tenants.galerieharfa;
  const response = await page.goto(tenantUrl(t, '/en/event/2116/coffee-workshop'));
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Learn to brew the perfect filter coffee');
  const description = page.getByTestId('event-description');
  await expect(description.locator('a[href="https://www.galerieharfa.cz"]')).toHaveCount(1);
  await expect(description.locator('script, img, [onerror], a[href^="javascript"]')).toHaveCount(0);
  await expect(page.getByTestId('event-related').getByTestId('post-card')).toHaveCount(3);
  await expect(page.getByTestId('event-related').locator('a[href*="/2116/"]')).toHaveCount(0);

  const ics = await bffGet(request, t, '/ics/event/2116?lang=cz');
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(ics.headers()['content-disposition']).toBe('attachment; filename="kavovy-workshop.ics"');
  const text = await ics.text();
  const seeded = (await upstreamEvents(request, t, {})).data.find((e) => e.id === 2116)!;
  const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
  expect(text).toContain(`DTSTART:${utc(seeded.start_date)}`);
  expect(text).toContain(`DTEND:${utc(seeded.end_date)}`);
  // 15:00 on the mall's clock, whatever the machine's zone.
  expect(mallTime(new Date(seeded.start_date), 'Europe/Prague')).toBe('15:00');
  expect(text).toContain('SUMMARY:Kávový workshop');
  expect((await bffGet(request, t, '/ics/event/9999')).status()).toBe(404);
});

test('bad addresses: unknown id 404, wrong slug 301, bad page 404, bad month 404', async ({ page, request }) => {
  const t = tenants.aupark;
  expect((await page.goto(tenantUrl(t, '/en/event/1999/nothing')))?.status()).toBe(404);
  expect((await page.goto(tenantUrl(t, '/en/event/abc')))?.status()).toBe(404);
  const moved = await bffGet(request, t, '/sk/podujatie/1103/old-title?utm_source=x', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toContain('/sk/podujatie/1103/stylingova-sobota');
  expect((await page.goto(tenantUrl(t, '/en/events/99')))?.status()).toBe(404);
  expect((await page.goto(tenantUrl(t, '/en/events/abc')))?.status()).toBe(404);
  expect((await page.goto(tenantUrl(t, '/en/events?month=2026-13')))?.status()).toBe(404);
  expect((await page.goto(tenantUrl(t, '/en/events?month=nope')))?.status()).toBe(404);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the list, the calendar months and a detail read and navigate', async ({ page }) => {
    const t = tenants.aupark;
    const response = await page.goto(tenantUrl(t, '/cz/akce'));
    expect(response?.status()).toBe(200);
    const calendar = page.getByTestId('events-calendar');
    const month = (await calendar.getAttribute('data-month'))!;
    await page.getByTestId('calendar-next').click();
    await expect(page).toHaveURL(/\/cz\/akce\?month=\d{4}-\d{2}$/);
    await expect(page.getByTestId('events-calendar')).not.toHaveAttribute('data-month', month);
    await page.getByTestId('post-card').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('event-dates')).toBeVisible();
  });
});

test('the calendar is off where the mall turns it off (europasc)', async ({ page }) => {
  const response = await page.goto(tenantUrl(tenants.europasc, '/sk/podujatia'));
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByTestId('events-calendar')).toHaveCount(0);
});

test('calendar months: the days hold their events, and the last month clicked wins with a slowed platform', async ({ page, request }) => {
  const t = tenants.aupark;
  const zone = zones.aupark!;
  const errors = collectConsoleErrors(page);
  await page.goto(tenantUrl(t, '/en/events'));
  await waitForApp(page);
  const calendar = page.getByTestId('events-calendar');
  const current = (await calendar.getAttribute('data-month'))!;
  const shift = (month: string, by: number) => {
    const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const target = shift(current, 3);
  const lastDay = new Date(Date.UTC(Number(target.slice(0, 4)), Number(target.slice(5, 7)), 0)).getUTCDate();
  const expected = await upstreamEvents(request, t, { 'filter[continue_between]': `${target}-01,${target}-${String(lastDay).padStart(2, '0')}` });

  // The platform answers slowly; on top, the browser gets the earlier months' answers later than the last one's.
  await request.post(`${sandbox}/__sandbox/latency`, { data: { ms: 400 } });
  let seen = 0;
  await page.route('**/graphql**', async (route) => {
    if (route.request().headers()['purpose'] === 'prefetch') return route.continue();
    const n = seen++;
    // The first two months' requests go out late, so their answers come after the last one's.
    await new Promise((resolve) => setTimeout(resolve, n < 2 ? 2500 - n * 800 : 0));
    await route.continue().catch(() => {});
  });
  try {
    for (let i = 0; i < 3; i++) {
      await page.getByTestId('calendar-next').click();
      await expect(page).toHaveURL(new RegExp(`month=${shift(current, i + 1)}$`));
    }
    await expect(calendar).toHaveAttribute('data-month', target, { timeout: 10_000 });
    // The older answers arrive after it: the calendar stays on the last month.
    await page.waitForTimeout(3000);
    await expect(calendar).toHaveAttribute('data-month', target);
    await expect(calendar).toHaveAttribute('aria-busy', 'false');
    for (const event of expected.data) {
      const first = mallDay(new Date(event.start_date), zone);
      let day = first.startsWith(target) ? first : `${target}-01`;
      // A repeating event: its first weekday of the month.
      const schedule = scheduleOf(event);
      while (schedule && !schedule.days[weekdayOfDay(day)]) day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await expect(calendar.locator(`li[data-date="${day}"]`).getByRole('link', { name: new RegExp(titleIn(event, 'en', 'sk')) })).toBeVisible();
    }
  } finally {
    await request.post(`${sandbox}/__sandbox/latency`, { data: { ms: 0 } });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
  expect(errors).toEqual([]);
});

test('cards show dates and times in the mall formats (de, a shop event)', async ({ page }) => {
  await page.goto(tenantUrl(tenants.aupark, '/de/events-stores'));
  const when = page.getByTestId('post-card-when').first();
  // aupark: d.m.Y and H:i.
  await expect(when).toHaveText(/^\d{2}\.\d{2}\.\d{4}( – \d{2}\.\d{2}\.\d{4})?(Täglich, |Jeden [A-Z][a-z]+, )?\d{2}:\d{2} – \d{2}:\d{2}$/);
});

test('a weekly event: only on its Fridays in the calendar, "every Friday" on its detail in four languages, a weekly series in the .ics', async ({ page, request }) => {
  const t = tenants.aupark;
  const zone = zones.aupark!;
  await page.setViewportSize({ width: 1440, height: 900 });
  const cinema = (await upstreamEvents(request, t, {})).data.find((e) => e.id === 1104)!;
  expect(cinema.translations[0]!.title).toBe('Cinema Nights');
  const schedule = scheduleOf(cinema)!;
  expect(schedule.days).toEqual({ friday: { from: '19:00', to: '22:00' } });
  const [firstDay, lastDay] = [mallDay(new Date(cinema.start_date), zone), mallDay(new Date(cinema.end_date), zone)];

  await page.goto(tenantUrl(t, '/en/events'));
  await waitForApp(page);
  const calendar = page.getByTestId('events-calendar');
  const month = (await calendar.getAttribute('data-month'))!;
  const days = await calendar.locator('li[data-date]').evaluateAll((items) => items.map((li) => li.getAttribute('data-date')!));
  expect(days.length).toBeGreaterThanOrEqual(28);
  let fridays = 0;
  for (const day of days) {
    const link = calendar.locator(`li[data-date="${day}"]`).getByRole('link', { name: /Cinema Nights/ });
    if (weekdayOfDay(day) === 'friday' && day >= firstDay && day <= lastDay) {
      fridays++;
      await expect(link).toHaveText('19:00 Cinema Nights');
    } else {
      await expect(link).toHaveCount(0);
    }
  }
  // The run starts on the 1st of this month (sandbox seeds): four or five Fridays.
  expect(month).toBe(firstDay.slice(0, 7));
  expect(fridays).toBeGreaterThanOrEqual(4);

  for (const lang of languages) {
    await page.goto(tenantUrl(t, pathFor('event', lang, { id: '1104', title: 'x' })));
    await expect(page.getByTestId('event-times')).toHaveText(scheduleWords(schedule, screenTexts[lang]));
  }
  await expect(page.getByTestId('event-times')).toHaveText('Jeden Freitag, 19:00 – 22:00');

  // "Add to calendar": every Friday of the run at 19:00–22:00 on the mall's clock, as weekly rules.
  const href = (await page.getByTestId('add-to-calendar').getAttribute('href'))!;
  const ics = await bffGet(request, t, href);
  expect(ics.status()).toBe(200);
  const text = (await ics.text()).replace(/\r\n[ \t]/g, '');
  const starts = [...text.matchAll(/^DTSTART:(\d{8}T\d{6}Z)$/gm)].map((m) => m[1]!);
  const rules = [...text.matchAll(/^RRULE:(.+)$/gm)].map((m) => m[1]!);
  expect(starts.length).toBeGreaterThanOrEqual(1);
  expect(rules).toHaveLength(starts.length);
  for (const rule of rules) expect(rule).toMatch(/^FREQ=WEEKLY;BYDAY=FR;UNTIL=\d{8}T\d{6}Z$/);
  const asDate = (v: string) => new Date(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T${v.slice(9, 11)}:${v.slice(11, 13)}:${v.slice(13, 15)}Z`);
  let firstFriday = firstDay;
  while (weekdayOfDay(firstFriday) !== 'friday') firstFriday = new Date(Date.parse(`${firstFriday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  expect(mallDay(asDate(starts[0]!), zone)).toBe(firstFriday);
  for (const start of starts) expect(mallTime(asDate(start), zone)).toBe('19:00');
});

test("the phone's calendar starts at today in the current month; the earlier days are a tap away", async ({ page }) => {
  const t = tenants.aupark;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl(t, '/en/events'));
  await waitForApp(page);
  const calendar = page.getByTestId('events-calendar');
  const today = mallDay(new Date(), zones.aupark!);
  await expect(calendar).toHaveAttribute('data-month', today.slice(0, 7));
  const shown = await calendar.locator('li[data-date]:visible').evaluateAll((items) => items.map((li) => li.getAttribute('data-date')!));
  expect(shown.length).toBeGreaterThan(0);
  for (const day of shown) expect(day >= today).toBe(true);
  const earlier = calendar.locator('li[data-date]').filter({ has: page.getByRole('link') });
  const before = (await earlier.evaluateAll((items) => items.map((li) => li.getAttribute('data-date')!))).filter((day) => day < today);
  if (before.length === 0) return; // The first days of a month: nothing before today has an event.
  for (const day of before) await expect(calendar.locator(`li[data-date="${day}"]`)).toBeHidden();
  await calendar.getByText(en.calendar.earlier).click();
  await expect(calendar.getByRole('checkbox', { name: en.calendar.earlier })).toBeChecked();
  for (const day of before) await expect(calendar.locator(`li[data-date="${day}"]`)).toBeVisible();
  // The next month starts at its 1st.
  await page.getByTestId('calendar-next').click();
  await expect(calendar).not.toHaveAttribute('data-month', today.slice(0, 7));
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await expect(calendar.locator('.events-calendar__day--past')).toHaveCount(0);
});

test.describe('the phone calendar with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  test('starts at today, and the checkbox shows the earlier days', async ({ page }) => {
    await page.goto(tenantUrl(tenants.galerieharfa, '/de/events'));
    const calendar = page.getByTestId('events-calendar');
    const today = mallDay(new Date(), zones.galerieharfa!);
    const shown = await calendar.locator('li[data-date]:visible').evaluateAll((items) => items.map((li) => li.getAttribute('data-date')!));
    for (const day of shown) expect(day >= today).toBe(true);
    const toggle = calendar.getByRole('checkbox', { name: de.calendar.earlier });
    if ((await toggle.count()) === 0) return; // Nothing before today has an event.
    const hidden = await calendar.locator('li[data-date]').count();
    await calendar.getByText(de.calendar.earlier).click();
    const after = await calendar.locator('li[data-date]:visible').count();
    expect(after).toBeGreaterThan(shown.length);
    expect(after).toBeLessThanOrEqual(hidden);
  });
});

for (const id of ['aupark', 'galerieharfa', 'novoplaza', 'beta'] as const) {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`axe: the events calendar of ${id} at ${viewport.width} px, today marked`, async ({ page, context }) => {
      const t = tenants[id];
      await giveConsent(context, t.origin);
      await page.setViewportSize(viewport);
      await page.goto(tenantUrl(t, '/en/events'));
      await waitForApp(page);
      await expect(page.locator('.events-calendar__day--today')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
