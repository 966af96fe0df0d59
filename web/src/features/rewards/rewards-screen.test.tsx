import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { RewardCardFragment, RewardPageQuery, RewardsPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { SessionContext } from '../../lib/session';
import { RewardScreen } from './reward-screen';
import { RewardsScreen } from './rewards-screen';

const card = (id: string, title: string, points: number, extra: Partial<RewardCardFragment> = {}): RewardCardFragment => ({
  id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  summary: null,
  image: `/img?url=${id}`,
  points,
  validTo: '2026-12-31',
  limitTotal: null,
  remaining: null,
  customerLike: null,
  ...extra,
});

const list: RewardsPageQuery = {
  mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y' },
  rewardCategories: [{ id: '901', name: 'Jídlo a pití', key: '901-jidlo-a-piti' }],
  rewards: {
    category: null,
    items: [card('1', 'Káva zdarma', 100), card('2', 'Kolotoč', 3), card('3', 'Zmrzlina', 1, { remaining: 0, limitTotal: 10 }), card('4', 'Oblíbená', 5, { customerLike: { reaction: '' } })],
    currentPage: 1,
    lastPage: 2,
    perPage: 10,
    total: 14,
  },
};

const detail: RewardPageQuery = {
  mall: { id: '1', name: 'Beta Mall', dateFormat: 'Y-m-d' },
  reward: {
    id: '5401',
    title: 'Gratis Kaffee',
    slug: 'gratis-kaffee',
    description: '<p>Tauschen Sie <strong>100 Punkte</strong>.</p>',
    summary: 'Tauschen Sie 100 Punkte.',
    image: '/img?url=x',
    points: 100,
    limitPerMember: 2,
    limitTotal: 500,
    remaining: 363,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    category: { id: '901', name: 'Essen & Trinken', key: '901-essen-and-trinken' },
    customerLike: null,
  },
  relatedRewards: [card('5402', 'Eis', 1), card('5403', 'Kino', 400)],
};

/** The mutations sent (the like button's), each answered as the platform would. */
const sent: { variables: Record<string, unknown>; typenames: unknown }[] = [];

function clientWith(result: unknown): Client {
  return {
    executeQuery: () => (result ? fromValue({ data: result, stale: false, hasNext: false }) : never),
    executeMutation: (operation: { variables: { type: string; id: string; liked: boolean } }, context: { additionalTypenames?: unknown }) => {
      sent.push({ variables: operation.variables, typenames: context.additionalTypenames });
      return fromValue({ data: { setLike: { ...operation.variables } }, stale: false, hasNext: false, operation });
    },
  } as unknown as Client;
}

function renderAt(lang: 'en' | 'cz' | 'sk' | 'de', path: string, pattern: string, element: ReactElement, result: unknown, signedIn = false) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return render(
    <SessionContext.Provider value={{ signedIn }}>
      <I18nextProvider i18n={i18n}>
        <Provider value={clientWith(result)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={element} />
            </Routes>
          </MemoryRouter>
        </Provider>
      </I18nextProvider>
    </SessionContext.Provider>,
  );
}

describe('RewardsScreen', () => {
  it('shows the cards with the point wording of Czech (1, 2–4, 5+), validity and paging', () => {
    renderAt('cz', '/cz/odmeny/1', '/cz/odmeny/:page', <RewardsScreen />, list);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Odměny');
    const points = screen.getAllByTestId('reward-points').map((p) => p.textContent);
    expect(points).toEqual(['100 bodů', '3 body', '1 bod', '5 bodů']);
    const first = within(screen.getAllByTestId('reward-card')[0]!);
    expect(first.getByRole('link', { name: 'Káva zdarma' }).getAttribute('href')).toBe('/cz/odmena/1/k%C3%A1va-zdarma');
    expect(first.getByText('Platí do 31.12.2026')).toBeTruthy();
    expect(screen.getByText('Vše rozebráno')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jídlo a pití' }).getAttribute('href')).toBe('/cz/odmeny/901-jidlo-a-piti/1');
    expect(screen.getByRole('link', { name: 'Všechny odměny' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('pagination')).toBeTruthy();
  });

  it('sets the all-images-loaded flag once every image has loaded', () => {
    // jsdom loads no image and calls every one complete; a browser does so only once it has loaded.
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
    onTestFinished(() => {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
    });
    renderAt('en', '/en/rewards/1', '/en/rewards/:page', <RewardsScreen />, list);
    const grid = screen.getByTestId('reward-list');
    expect(grid.getAttribute('data-all-images-loaded')).toBe('false');
    const images = grid.querySelectorAll('img');
    expect(images).toHaveLength(4);
    // Images of the first row load at once, the others lazily; every one has its size.
    expect([...images].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect([...images].every((img) => img.getAttribute('width') && img.getAttribute('height'))).toBe(true);
    act(() => images.forEach((img, n) => (n === 3 ? fireEvent.error(img) : fireEvent.load(img))));
    expect(grid.getAttribute('data-all-images-loaded')).toBe('true');
  });

  it('tells a visitor that liking needs signing in, with the way to sign in and back', () => {
    renderAt('en', '/en/rewards/1', '/en/rewards/:page', <RewardsScreen />, list);
    const buttons = screen.getAllByTestId('like-button');
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false', 'false']);
    fireEvent.click(buttons[0]!);
    const note = screen.getAllByTestId('like-note')[0]!;
    expect(note.textContent).toBe('Liking rewards needs signing in as a member of the loyalty programme. Sign in');
    expect(within(note).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/login?redirect=%2Fen%2Frewards%2F1');
    expect(buttons[0]!.getAttribute('aria-describedby')).toBe(note.id);
    expect(sent).toEqual([]);
  });

  it("shows a member's like as pressed, and likes and unlikes at once, sending the change", async () => {
    renderAt('en', '/en/rewards/1', '/en/rewards/:page', <RewardsScreen />, list, true);
    const buttons = screen.getAllByTestId('like-button');
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false', 'true']);
    expect(buttons[3]!.getAttribute('aria-label')).toBe('Liked: Oblíbená');
    await act(async () => fireEvent.click(buttons[0]!));
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(buttons[3]!));
    expect(buttons[3]!.getAttribute('aria-pressed')).toBe('false');
    expect(sent.splice(0)).toEqual([
      { variables: { type: 'REWARD', id: '1', liked: true }, typenames: ['Reward'] },
      { variables: { type: 'REWARD', id: '4', liked: false }, typenames: ['Reward'] },
    ]);
    expect(screen.queryAllByTestId('sign-in-note')).toEqual([]);
  });

  it('shows a loading state while the data is on its way', () => {
    renderAt('en', '/en/rewards/1', '/en/rewards/:page', <RewardsScreen />, null);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});

describe('RewardScreen', () => {
  it("shows points, validity in the mall's format, limits, the description and related rewards", () => {
    renderAt('de', '/de/reward/5401/gratis-kaffee', '/de/reward/:id/:title', <RewardScreen />, detail);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gratis Kaffee');
    expect(screen.getAllByTestId('reward-points')[0]!.textContent).toBe('100 Punkte');
    expect(screen.getByTestId('reward-validity').textContent).toBe('2026-01-01 – 2026-12-31');
    expect(screen.getByTestId('reward-limits').textContent).toBe('Höchstens 2× pro MitgliedNoch 363 von 500');
    expect(screen.getByTestId('reward-description').innerHTML).toBe('<p>Tauschen Sie <strong>100 Punkte</strong>.</p>');
    const related = within(screen.getByTestId('reward-related'));
    expect(related.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Eis', 'Kino']);
    expect(related.getAllByTestId('reward-points').map((p) => p.textContent)).toEqual(['1 Punkt', '400 Punkte']);
  });

  it('uses the Slovak few form', () => {
    renderAt('sk', '/sk/odmena/5401/gratis-kaffee', '/sk/odmena/:id/:title', <RewardScreen />, { ...detail, reward: { ...detail.reward!, points: 4 } });
    expect(screen.getAllByTestId('reward-points')[0]!.textContent).toBe('4 body');
  });
});
