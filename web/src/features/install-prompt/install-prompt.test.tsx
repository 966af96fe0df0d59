import { act, fireEvent, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../i18n/resources';
import { listenForInstallPrompt, resetInstallEventsForTests } from './install-events';
import { InstallPrompt } from './install-prompt';
import { readState, SNOOZE_MS, STORAGE_KEY, VISIT_GAP_MS } from './install-state';
import { resetPageLoadForTests } from './use-install-prompt';

// The offer in a DOM, with a synthetic `beforeinstallprompt` (a real one needs Chromium, a manifest
// and a service worker): second visit only, never over the cookie banner, "Not now" for 30 days, the
// browser's dialog on "Add", nothing in the installed app.

async function makeI18n(lng: string): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, fallbackLng: false, resources, react: { useSuspense: false } });
  return i18n;
}

function installEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

/** A visitor whose last page load was this long ago, on their `visits`-th visit. */
function cameBefore(visits: number, agoMs: number, extra: Record<string, unknown> = {}) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ visits, lastSeen: Date.now() - agoMs, ...extra }));
}

async function show(props: { blocked?: boolean; lng?: string } = {}) {
  const i18n = await makeI18n(props.lng ?? 'en');
  const view = (blocked: boolean) => (
    <I18nextProvider i18n={i18n}>
      <InstallPrompt mallName="Aupark" blocked={blocked} />
    </I18nextProvider>
  );
  const rendered = render(view(props.blocked ?? false));
  return { ...rendered, rerenderBlocked: (blocked: boolean) => rendered.rerender(view(blocked)) };
}

const offered = () => screen.queryByTestId('install-prompt');

describe('InstallPrompt', () => {
  beforeEach(() => {
    localStorage.clear();
    resetPageLoadForTests();
    resetInstallEventsForTests();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the browser from offering itself, and offers nothing on the first visit', async () => {
    await show();
    const { event } = installEvent();
    act(() => void dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    await act(async () => undefined);
    expect(offered()).toBeNull();
    expect(readState(localStorage).visits).toBe(1);
  });

  it('keeps an offer the browser made before the prompt mounted (the app listens from its start, before hydration)', async () => {
    cameBefore(1, VISIT_GAP_MS);
    listenForInstallPrompt();
    const { event } = installEvent();
    dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await show();
    expect(await screen.findByText('Add Aupark to your home screen')).toBeTruthy();
  });

  it('counts a load within 30 minutes of the last as the same visit', async () => {
    cameBefore(1, VISIT_GAP_MS - 60_000);
    await show();
    act(() => void dispatchEvent(installEvent().event));
    await act(async () => undefined);
    expect(offered()).toBeNull();
    expect(readState(localStorage).visits).toBe(1);
  });

  it('offers installing on the second visit, and "Add" opens the browser\'s dialog; accepted, it never comes back', async () => {
    cameBefore(1, VISIT_GAP_MS);
    await show();
    // Not before the browser says the site can be installed.
    await act(async () => undefined);
    expect(offered()).toBeNull();
    const { event, prompt } = installEvent('accepted');
    act(() => void dispatchEvent(event));
    expect(await screen.findByText('Add Aupark to your home screen')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Add' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(offered()).toBeNull();
    expect(readState(localStorage).installed).toBe(true);
  });

  it('treats the browser dialog dismissed as "Not now"', async () => {
    cameBefore(3, VISIT_GAP_MS);
    await show();
    act(() => void dispatchEvent(installEvent('dismissed').event));
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Add' })));
    expect(readState(localStorage).snoozedAt).toBeGreaterThan(Date.now() - 5000);
    expect(readState(localStorage).installed).toBeUndefined();
  });

  it('waits while the cookie banner is up, and shows once consent is given', async () => {
    cameBefore(1, VISIT_GAP_MS);
    const view = await show({ blocked: true });
    act(() => void dispatchEvent(installEvent().event));
    await act(async () => undefined);
    expect(offered()).toBeNull();
    view.rerenderBlocked(false);
    expect(await screen.findByTestId('install-prompt')).toBeTruthy();
  });

  it('"Not now" hides it, and on the next visits for 30 days', async () => {
    cameBefore(1, VISIT_GAP_MS);
    const view = await show();
    act(() => void dispatchEvent(installEvent().event));
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(offered()).toBeNull();
    view.unmount();

    // A visit a day later: still hidden.
    const state = readState(localStorage);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...state, lastSeen: state.lastSeen - 86_400_000 }));
    resetPageLoadForTests();
    const next = await show();
    act(() => void dispatchEvent(installEvent().event));
    await act(async () => undefined);
    expect(offered()).toBeNull();
    next.unmount();

    // 30 days after "Not now": offered again.
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readState(localStorage), snoozedAt: Date.now() - SNOOZE_MS }));
    resetPageLoadForTests();
    await show();
    act(() => void dispatchEvent(installEvent().event));
    expect(await screen.findByTestId('install-prompt')).toBeTruthy();
  });

  it('offers nothing in the installed app (standalone display mode)', async () => {
    cameBefore(1, VISIT_GAP_MS);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)', media: query, addEventListener() {}, removeEventListener() {} }));
    await show();
    act(() => void dispatchEvent(installEvent().event));
    await act(async () => undefined);
    expect(offered()).toBeNull();
  });

  it('keeps the event for a layout that mounts again, and counts one visit per page load', async () => {
    cameBefore(1, VISIT_GAP_MS);
    const first = await show({ blocked: true });
    act(() => void dispatchEvent(installEvent().event));
    first.unmount();
    await show();
    expect(await screen.findByTestId('install-prompt')).toBeTruthy();
    expect(readState(localStorage).visits).toBe(2);
  });

  it.each([
    ['cz', 'Přidejte si Aupark na plochu', 'Teď ne'],
    ['sk', 'Pridajte si Aupark na plochu', 'Teraz nie'],
    ['de', 'Aupark zum Startbildschirm hinzufügen', 'Nicht jetzt'],
  ])('speaks %s', async (lng, text, notNow) => {
    cameBefore(1, VISIT_GAP_MS);
    await show({ lng: lng === 'cz' ? 'cs' : lng });
    act(() => void dispatchEvent(installEvent().event));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: notNow })).toBeTruthy();
  });
});
