import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../i18n/resources';
import { NotificationsProvider } from '../features/notifications';
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
});
