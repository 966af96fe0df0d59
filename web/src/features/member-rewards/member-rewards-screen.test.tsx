import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { CustomerRewardItemFragment, MemberRewardsPageQuery, MyRewardPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { SessionContext } from '../../lib/session';
import { MemberRewardsScreen } from './member-rewards-screen';
import { MyRewardScreen } from './my-reward-screen';
import { memberRewardsStatus, memberRewardsVariables, myRewardStatus } from './variables';

const item = (id: string, status: CustomerRewardItemFragment['status'], extra: Partial<CustomerRewardItemFragment> = {}): CustomerRewardItemFragment => ({
  id,
  code: `AUP-${id.padStart(4, '2')}-WXYZ`,
  status,
  points: 3,
  activatedOn: '2026-11-20',
  validUntilDay: '2026-12-20',
  usedOn: null,
  reward: { id: '1403', title: 'Hodina parkování zdarma' },
  ...extra,
});

const reward = (id: string, title: string, points: number, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  image: null,
  points,
  limitPerMember: null,
  limitTotal: null,
  remaining: null,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  ...extra,
});

const page: MemberRewardsPageQuery = {
  mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y' },
  customerRewards: {
    items: [item('1004', 'ACTIVE'), item('1001', 'USED', { usedOn: '2026-07-30', reward: { id: '1401', title: 'Káva zdarma' } }), item('1002', 'EXPIRED', { validUntilDay: '2026-11-05' })],
    currentPage: 1,
    lastPage: 1,
    total: 3,
  },
  memberRewards: {
    balance: 647,
    items: [
      { availability: 'AVAILABLE', activatedCount: 2, leftForMember: null, pointsShort: 0, reward: reward('1403', 'Hodina parkování zdarma', 3) },
      { availability: 'LIMIT_REACHED', activatedCount: 1, leftForMember: 0, pointsShort: 0, reward: reward('1401', 'Káva zdarma', 100, { limitPerMember: 1, limitTotal: 500, remaining: 363 }) },
      { availability: 'INSUFFICIENT_POINTS', activatedCount: 0, leftForMember: 1, pointsShort: 353, reward: reward('1409', 'Poukázka', 1000, { limitPerMember: 1 }) },
      { availability: 'SOLD_OUT', activatedCount: 0, leftForMember: 2, pointsShort: 0, reward: reward('1402', 'Poukázka 250 Kč', 500, { limitTotal: 200, remaining: 0 }) },
      { availability: 'NOT_VALID', activatedCount: 0, leftForMember: 1, pointsShort: 0, reward: reward('1404', 'Zmrzlina', 1, { validTo: '2026-09-30' }) },
    ],
    currentPage: 1,
    lastPage: 2,
    total: 13,
  },
};

/** A client that answers the page's query, and the activation with `answer`, recording what was sent. */
function clientWith(result: unknown, answer: unknown = null, sent: unknown[] = []): Client {
  return {
    executeQuery: () => (result ? fromValue({ data: result, stale: false, hasNext: false }) : never),
    executeMutation: (operation: { variables: unknown }) => {
      sent.push(operation.variables);
      return fromValue({ data: answer, stale: false, hasNext: false, operation });
    },
  } as unknown as Client;
}

function renderAt(lang: 'en' | 'cz' | 'sk' | 'de', path: string, pattern: string, element: ReactElement, client: Client) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return render(
    <SessionContext.Provider value={{ signedIn: true }}>
      <I18nextProvider i18n={i18n}>
        <Provider value={client}>
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

describe('MemberRewardsScreen', () => {
  it("shows the balance, the member's rewards by status and the catalogue with why a reward cannot be had, in Czech", () => {
    renderAt('cz', '/cz/odmeny', '/cz/odmeny', <MemberRewardsScreen />, clientWith(page));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Moje odměny');
    expect(screen.getByTestId('balance').textContent).toBe('Vaše body 647 bodů');
    const mine = screen.getAllByTestId('customer-reward');
    expect(mine.map((row) => row.getAttribute('data-status'))).toEqual(['ACTIVE', 'USED', 'EXPIRED']);
    // The code shows on the active one; each opens its page.
    expect(within(mine[0]!).getByTestId('customer-reward-code').textContent).toBe('AUP-1004-WXYZ');
    expect(within(mine[1]!).queryByTestId('customer-reward-code')).toBeNull();
    expect(within(mine[0]!).getByText('Platí do 20.12.2026')).toBeTruthy();
    expect(within(mine[1]!).getByText('Uplatněno 30.07.2026')).toBeTruthy();
    expect(within(mine[2]!).getByText('Platnost skončila 05.11.2026')).toBeTruthy();
    expect(within(mine[0]!).getByRole('link').getAttribute('href')).toBe('/cz/moje-odmena/1004');
    // An active one opens its code; a used or expired one, what became of it.
    expect(within(mine[0]!).getByRole('link').textContent).toBe('Zobrazit kód');
    expect(within(mine[1]!).getByRole('link').textContent).toBe('Podrobnosti');

    const cards = screen.getAllByTestId('member-reward');
    expect(within(cards[0]!).getByTestId('activate-button')).toBeTruthy();
    expect(within(cards[0]!).getByText('3 body')).toBeTruthy();
    expect(within(cards[1]!).getByTestId('availability').textContent).toBe('Aktivovali jste ji tolikrát, kolikrát může jeden člen');
    expect(within(cards[1]!).getByText('Využito 1 z 1 na člena')).toBeTruthy();
    expect(within(cards[1]!).getByText('Zbývá 363 z 500')).toBeTruthy();
    expect(within(cards[2]!).getByTestId('availability').textContent).toBe('Chybí vám 353 bodů');
    expect(within(cards[3]!).getByTestId('availability').textContent).toBe('Vše rozebráno');
    expect(within(cards[4]!).getByTestId('availability').textContent).toBe('Dnes ji nelze aktivovat');
    // Only what can be activated has a button.
    expect(screen.getAllByTestId('activate-button')).toHaveLength(1);
    // The catalogue pages by ?page=, the activated rewards' list keeps its own.
    expect(screen.getByRole('navigation', { name: 'Stránky odměn' }).querySelector('a[rel="next"]')!.getAttribute('href')).toBe('/cz/odmeny?page=2');
  });

  it('activates after a confirmation and gives the code, with the way to its page', async () => {
    const sent: unknown[] = [];
    const answer = { activateReward: { ok: true, refusal: null, customerReward: item('10000001', 'ACTIVE', { code: 'AUP-ZK34-DPYH' }) } };
    renderAt('en', '/en/rewards', '/en/rewards', <MemberRewardsScreen />, clientWith(page, answer, sent));
    fireEvent.click(screen.getByTestId('activate-button'));
    // Spending points is confirmed first: focus on the confirmation, nothing sent yet.
    const confirm = screen.getByTestId('activate-confirm');
    expect(document.activeElement).toBe(confirm);
    expect(screen.getByText('Activate “Hodina parkování zdarma” for 3 points? The points are taken at once.')).toBeTruthy();
    expect(sent).toEqual([]);
    await act(async () => fireEvent.click(confirm));
    expect(sent).toEqual([{ lang: 'en', rewardId: '1403' }]);
    const outcome = screen.getAllByTestId('activate-outcome')[0]!;
    expect(outcome.getAttribute('role')).toBe('status');
    expect(outcome.textContent).toBe('Activated. Show its code at the till: AUP-ZK34-DPYH');
    expect(within(outcome).getByRole('link').getAttribute('href')).toBe('/en/my-reward/10000001');
  });

  it('says clearly why the platform refused, and that nothing went through when it failed', async () => {
    renderAt('en', '/en/rewards', '/en/rewards', <MemberRewardsScreen />, clientWith(page, { activateReward: { ok: false, refusal: 'SOLD_OUT', customerReward: null } }));
    fireEvent.click(screen.getByTestId('activate-button'));
    await act(async () => fireEvent.click(screen.getByTestId('activate-confirm')));
    expect(screen.getAllByTestId('activate-outcome')[0]!.textContent).toBe('It has just sold out.');

    renderAt('de', '/de/dashboard/rewards', '/de/dashboard/rewards', <MemberRewardsScreen />, clientWith(page, null));
    const [, second] = screen.getAllByTestId('member-rewards');
    fireEvent.click(within(second!).getByTestId('activate-button'));
    await act(async () => fireEvent.click(within(second!).getByTestId('activate-confirm')));
    expect(within(second!).getAllByTestId('activate-outcome')[0]!.textContent).toBe(
      'Die Prämie konnte gerade nicht aktiviert werden. Es wurde nichts abgezogen; bitte versuchen Sie es erneut.',
    );
  });

  it('cancels a confirmation without sending anything', () => {
    const sent: unknown[] = [];
    renderAt('en', '/en/rewards', '/en/rewards', <MemberRewardsScreen />, clientWith(page, null, sent));
    fireEvent.click(screen.getByTestId('activate-button'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('activate-button')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('asks the pages the URL names, and answers 404 past the last page of either list', () => {
    expect(memberRewardsVariables({ lang: 'en', params: {}, query: { page: '2', mine: '3' } })).toEqual({ lang: 'en', page: 2, minePage: 3 });
    expect(memberRewardsVariables({ lang: 'en', params: {} })).toEqual({ lang: 'en', page: 1, minePage: 1 });
    expect(memberRewardsStatus(page, { lang: 'en', params: {}, query: { page: '2' } })).toEqual({ status: 200 });
    expect(memberRewardsStatus(page, { lang: 'en', params: {}, query: { page: '3' } })).toEqual({ status: 404 });
    expect(memberRewardsStatus(page, { lang: 'en', params: {}, query: { mine: '2' } })).toEqual({ status: 404 });
    expect(memberRewardsStatus(page, { lang: 'en', params: {}, query: { page: 'abc' } })).toEqual({ status: 404 });
  });
});

const qr = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h25v25H0z"/><path stroke="#000000" d="M2 2.5h7"/></svg>';
const detail = (overrides: Partial<NonNullable<MyRewardPageQuery['customerReward']>> = {}): MyRewardPageQuery => ({
  viewer: { id: '501' },
  mall: { id: '1', name: 'Aupark', dateFormat: 'j. n. Y' },
  customerReward: {
    ...item('1004', 'ACTIVE'),
    qrSvg: qr,
    reward: { id: '1403', title: 'Hodina parkovania zadarmo', slug: 'hodina-parkovania-zadarmo', image: null, summary: 'Parkujte hodinu navyše zadarmo.' },
    ...overrides,
  },
});

describe('MyRewardScreen', () => {
  it('shows an active reward’s code as the QR code and as text, with its validity in the mall’s format', () => {
    renderAt('sk', '/sk/moja-odmena/1004', '/sk/moja-odmena/:id', <MyRewardScreen />, clientWith(detail()));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hodina parkovania zadarmo');
    const image = screen.getByRole('img', { name: 'QR kód vašej odmeny s kódom AUP-1004-WXYZ pre pokladníka' });
    expect(image.querySelector('svg path')).toBeTruthy();
    expect(screen.getByTestId('my-reward-code').textContent).toBe('AUP-1004-WXYZ');
    expect(screen.getByTestId('my-reward-status').textContent).toBe('Aktívna');
    expect(screen.getByTestId('my-reward-validity').textContent).toBe('20. 12. 2026');
    expect(screen.getByRole('link', { name: 'Späť na moje odmeny' }).getAttribute('href')).toBe('/sk/odmeny');
  });

  it('shows a used one without a QR code, and the 404 for an id that is not the member’s', () => {
    renderAt('en', '/en/my-reward/1001', '/en/my-reward/:id', <MyRewardScreen />, clientWith(detail({ status: 'USED', usedOn: '2026-07-30' })));
    expect(screen.queryByTestId('my-reward-qr')).toBeNull();
    expect(screen.getByTestId('my-reward-inactive').textContent).toBe('This reward has been used. AUP-1004-WXYZ');
    expect(screen.getByTestId('my-reward-validity').textContent).toBe('30. 7. 2026');
    expect(myRewardStatus(detail())).toEqual({ status: 200 });
    expect(myRewardStatus({ ...detail(), customerReward: null })).toEqual({ status: 404 });
  });
});
