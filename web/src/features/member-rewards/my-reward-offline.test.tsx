import { render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Client, fetchExchange, Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyRewardPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { readMemberCopies, storePass, storeReward } from '../../offline/member-copy';
import { CatchHttpError } from '../../test/catch-http-error';
import { installFakeCacheStorage } from '../../test/fake-cache-storage';
import { clientAnswering } from '../../test/render-screen';
import { MyRewardScreen } from './my-reward-screen';

// Issue 24 "A member's pass offline": a reward's page keeps its active code on this device, for this
// member, and shows that copy, with when it was taken, when it cannot load for want of a network.

const qr = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25" shape-rendering="crispEdges"><path stroke="#000000" d="M2 2.5h7"/></svg>';
const detail = (status: 'ACTIVE' | 'USED'): MyRewardPageQuery => ({
  viewer: { id: '501' },
  mall: { id: '1', name: 'Aupark', dateFormat: 'j. n. Y' },
  customerReward: {
    id: '1004',
    code: 'AUP-1004-WXYZ',
    status,
    points: 3,
    activatedOn: '2026-11-20',
    validUntilDay: '2026-12-20',
    usedOn: status === 'USED' ? '2026-11-25' : null,
    qrSvg: status === 'ACTIVE' ? qr : null,
    reward: { id: '1403', title: 'Hodina parkovania zdarma', slug: 'hodina-parkovania-zdarma', image: null, summary: null },
  },
});

const offline = () => new Client({ url: 'http://localhost:3000/graphql', exchanges: [fetchExchange], fetch: () => Promise.reject(new TypeError('Failed to fetch')) });

function renderAt(path: string, client: Client, element: ReactElement = <MyRewardScreen />) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions('sk'), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/sk/moja-odmena/:id" element={<CatchHttpError>{element}</CatchHttpError>} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  installFakeCacheStorage(vi.stubGlobal);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a reward’s page and the device’s copy of its code', () => {
  it('keeps an active reward’s code as the page showed it; a used one is no longer kept', async () => {
    const shown = renderAt('/sk/moja-odmena/1004', clientAnswering(detail('ACTIVE')));
    expect(screen.getByTestId('my-reward-code').textContent).toBe('AUP-1004-WXYZ');
    await waitFor(async () => expect((await readMemberCopies()).rewards).toHaveLength(1));
    expect((await readMemberCopies()).rewards[0]).toMatchObject({ id: '1004', name: 'Hodina parkovania zdarma', code: 'AUP-1004-WXYZ', qrSvg: qr, activatedOn: '20. 11. 2026', validUntil: '20. 12. 2026', lang: 'sk' });
    shown.unmount();
    renderAt('/sk/moja-odmena/1004', clientAnswering(detail('USED')));
    expect(screen.getByTestId('my-reward-inactive')).toBeTruthy();
    await waitFor(async () => expect((await readMemberCopies()).rewards).toEqual([]));
  });

  it('shows that reward’s copy, with "Copy from …", offline; not the pass nor other rewards', async () => {
    await storePass('501', { code: 'P-1', qrSvg: qr, validUntil: 'x', lang: 'sk' });
    await storeReward('501', { id: '1004', name: 'Hodina parkovania zdarma', code: 'AUP-1004-WXYZ', qrSvg: qr, activatedOn: '20. 11. 2026', validUntil: '20. 12. 2026', lang: 'sk' }, true, new Date('2026-11-28T08:40:00Z'));
    await storeReward('501', { id: '1005', name: 'Káva', code: 'AUP-1005-WXYZ', qrSvg: null, activatedOn: '', validUntil: '', lang: 'sk' }, true);
    renderAt('/sk/moja-odmena/1004', offline());
    expect((await screen.findByTestId('member-copy-reward-code')).textContent).toBe('AUP-1004-WXYZ');
    expect(screen.getAllByTestId('member-copy-reward')).toHaveLength(1);
    expect(screen.queryByTestId('member-copy-pass')).toBeNull();
    expect(screen.getByTestId('member-copy-taken').textContent).toMatch(/^Kópia z .*2026/);
    expect(screen.getByRole('img', { name: 'QR kód vašej odmeny s kódom AUP-1004-WXYZ pre pokladníka' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('keeps its error screen offline for a reward the device has no copy of', async () => {
    await storeReward('501', { id: '1005', name: 'Káva', code: 'AUP-1005-WXYZ', qrSvg: null, activatedOn: '', validUntil: '', lang: 'sk' }, true);
    renderAt('/sk/moja-odmena/1004', offline());
    expect((await screen.findByTestId('error')).textContent).toBe('503');
  });
});
