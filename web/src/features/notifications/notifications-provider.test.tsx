import { act, fireEvent, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../i18n/resources';
import { NotificationsProvider, useNotify, type NotifyApi } from './notifications-provider';

async function makeI18n(lng = 'en'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, fallbackLng: 'en', resources, react: { useSuspense: false } });
  return i18n;
}

let api: NotifyApi;
function Capture() {
  api = useNotify();
  return null;
}

async function setup(lng = 'en') {
  const i18n = await makeI18n(lng);
  render(
    <I18nextProvider i18n={i18n}>
      <NotificationsProvider>
        <Capture />
      </NotificationsProvider>
    </I18nextProvider>,
  );
}

function shown(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.notification')];
}

describe('NotificationsProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notification in a polite live region', async () => {
    await setup();
    act(() => {
      api.notify({ type: 'info', message: 'Saved to favourites' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Saved to favourites');
  });

  it('shows at most four; a fifth pushes out the oldest', async () => {
    await setup();
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) api.notify({ type: 'info', message: `Message ${n}` });
    });
    const texts = shown().map((el) => el.querySelector('.notification__message')?.textContent ?? '');
    expect(texts).toHaveLength(4);
    expect(texts.some((text) => text.includes('Message 1'))).toBe(false);
    expect(texts.at(-1)).toContain('Message 5');
  });

  it('closes with its labelled close button after the leave animation', async () => {
    await setup();
    act(() => {
      api.notify({ type: 'success', message: 'Done' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(shown()[0]?.classList.contains('notification--leaving')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(shown()).toHaveLength(0);
  });

  it('closes itself after 5 seconds', async () => {
    await setup();
    act(() => {
      api.notify({ type: 'warning', message: 'Careful' });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(shown()[0]?.classList.contains('notification--leaving')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown()[0]?.classList.contains('notification--leaving')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(shown()).toHaveLength(0);
  });

  it('honours a duration of its own', async () => {
    await setup();
    act(() => {
      api.notify({ type: 'info', message: 'Quick', duration: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(1300);
    });
    expect(shown()).toHaveLength(0);
  });

  it('waits while hovered and resumes with the time left', async () => {
    await setup();
    act(() => {
      api.notify({ type: 'info', message: 'Read me' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    fireEvent.mouseEnter(shown()[0]!);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(shown()[0]?.classList.contains('notification--leaving')).toBe(false);
    fireEvent.mouseLeave(shown()[0]!);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(shown()[0]?.classList.contains('notification--leaving')).toBe(true);
  });

  it('shows a check icon for success and a warning icon for the other types', async () => {
    await setup();
    act(() => {
      api.notify({ type: 'success', message: 'ok' });
      api.notify({ type: 'error', message: 'bad' });
      api.notify({ type: 'warning', message: 'hm' });
      api.notify({ type: 'info', message: 'fyi' });
    });
    const icons = shown().map((el) => el.querySelector('svg[data-icon]')?.getAttribute('data-icon'));
    expect(icons).toEqual(['check', 'warning', 'warning', 'warning']);
    expect(shown()[0]?.classList.contains('notification--success')).toBe(true);
  });

  it('announces errors as alerts, other types politely, and does not move focus', async () => {
    await setup();
    const before = document.activeElement;
    act(() => {
      api.notify({ type: 'error', message: 'Upload failed' });
      api.notify({ type: 'success', message: 'Saved' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Upload failed');
    expect(shown()[1]?.getAttribute('role')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('dismiss(id) closes the one with that id', async () => {
    await setup();
    let id = '';
    act(() => {
      id = api.notify({ type: 'info', message: 'first' });
      api.notify({ type: 'info', message: 'second' });
    });
    act(() => {
      api.dismiss(id);
      vi.advanceTimersByTime(300);
    });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]?.textContent).toContain('second');
  });

  it('shows an action button that runs its action, and stays until closed when asked to', async () => {
    await setup();
    const onAction = vi.fn();
    act(() => {
      api.notify({ type: 'info', message: 'A new version is out.', duration: Number.POSITIVE_INFINITY, action: { label: 'Reload', onAction } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]?.classList.contains('notification--leaving')).toBe(false);
  });

  it('is translated', async () => {
    await setup('cs');
    act(() => {
      api.notify({ type: 'error', message: 'x' });
    });
    expect(screen.getByRole('button', { name: 'Zavřít oznámení' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Oznámení' })).toBeTruthy();
  });
});

describe('useNotify', () => {
  it('fails outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/NotificationsProvider/);
    spy.mockRestore();
  });
});
