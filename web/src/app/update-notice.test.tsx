import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../i18n/resources';
import { NotificationsProvider } from '../features/notifications';
import { registerServiceWorker } from './service-worker';
import { UpdateNotice } from './update-notice';

const HOUR = 60 * 60 * 1000;

async function makeI18n(lng: string): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, fallbackLng: 'en', resources, react: { useSuspense: false } });
  return i18n;
}

describe('UpdateNotice', () => {
  let serverBuildId = 'build-1';
  beforeEach(() => {
    serverBuildId = 'build-1';
    vi.useFakeTimers();
    const meta = document.createElement('meta');
    meta.name = 'build-id';
    meta.content = 'build-1';
    document.head.append(meta);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ buildId: serverBuildId }), { status: 200 })),
    );
  });
  afterEach(() => {
    document.head.querySelector('meta[name="build-id"]')?.remove();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  async function setup(lng = 'en') {
    render(
      <I18nextProvider i18n={await makeI18n(lng)}>
        <NotificationsProvider>
          <UpdateNotice />
        </NotificationsProvider>
      </I18nextProvider>,
    );
  }

  it('offers a reload, in the page language, when /build.json names another build', async () => {
    await setup('cs');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOUR);
    });
    expect(document.querySelector('.notification')).toBeNull();
    serverBuildId = 'build-2';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOUR);
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Je k dispozici nová verze tohoto webu.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Načíst znovu' })).toBeTruthy();
    // It stays until the visitor acts on it.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    });
    expect(screen.getByRole('button', { name: 'Načíst znovu' })).toBeTruthy();
  });

  it('does not poll on a page without a build id (development)', async () => {
    document.head.querySelector('meta[name="build-id"]')?.remove();
    await setup();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * HOUR);
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a service worker: offers the reload once the new build\'s worker waits, and reloads only once it controls the page', async () => {
    // A browser whose worker of this build controls the page; asked to look, it finds the new
    // build's worker, which installs and waits (skipWaiting is the page's to ask for).
    const posted: unknown[] = [];
    const workerEvents = new EventTarget();
    const installing = Object.assign(new EventTarget(), { state: 'installing', postMessage: (message: unknown) => posted.push(message) });
    const registration = Object.assign(new EventTarget(), {
      waiting: null as typeof installing | null,
      installing: null as typeof installing | null,
      update: vi.fn(async () => {
        registration.installing = installing;
        registration.dispatchEvent(new Event('updatefound'));
        installing.state = 'installed';
        registration.waiting = installing;
        registration.installing = null;
        installing.dispatchEvent(new Event('statechange'));
      }),
    });
    const container = Object.assign(workerEvents, {
      controller: { state: 'activated' },
      register: vi.fn(async () => registration),
      ready: Promise.resolve({ active: { postMessage: vi.fn() } }),
    });
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      await registerServiceWorker();
      expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
      await setup('en');
      serverBuildId = 'build-2';
      await act(async () => {
        await vi.advanceTimersByTimeAsync(HOUR);
      });
      expect(registration.update).toHaveBeenCalledTimes(1);
      const button = screen.getByRole('button', { name: 'Reload' });
      await act(async () => {
        button.click();
      });
      expect(posted).toEqual([{ type: 'SKIP_WAITING' }]);
      // Not before the new worker has taken the page: a reload now would be this build's again.
      expect(reload).not.toHaveBeenCalled();
      workerEvents.dispatchEvent(new Event('controllerchange'));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
