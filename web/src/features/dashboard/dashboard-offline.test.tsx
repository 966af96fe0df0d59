import { screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardPageQuery } from '../../graphql/generated';
import { readMemberCopies, storePass, storeReward } from '../../offline/member-copy';
import { CatchHttpError } from '../../test/catch-http-error';
import { installFakeCacheStorage } from '../../test/fake-cache-storage';
import { renderScreen } from '../../test/render-screen';
import { DashboardScreen } from './dashboard-screen';

// Issue 24 "A member's pass offline": the overview keeps the parking code it shows on this device, and
// shows that copy, with when it was taken, when it cannot load for want of a network.

const qr = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25" shape-rendering="crispEdges"><path stroke="#000000" d="M2 2.5h7"/></svg>';
const data: DashboardPageQuery = {
  viewer: { id: '501', displayName: 'Jana Nováková', email: 'jana.novakova@aupark.test' },
  myPoints: { balance: 4, expiring: [] },
  myTier: { tier: { id: '1801', name: 'Bronzová', color: '#8c5a2b' }, next: null, points: 430, pointsToNext: null, progress: 100 },
  profile: { id: '1', picture: null, setupMissing: [] },
  parkingPass: { code: 'P-10234-AB2C-D3EF', qrSvg: qr, validUntilDate: '2026-11-30', validUntilTime: '23:59' },
  mall: { id: '1', dateFormat: 'd.m.Y', timeFormat: 'H:i' },
};

/** A real client whose requests meet `fetch`: no network (a rejected fetch, as the browser's), or an answer. */
const clientFetching = (fetch: () => Promise<Response>) => new Client({ url: 'http://localhost:3000/graphql', exchanges: [fetchExchange], fetch });
const offline = () => clientFetching(() => Promise.reject(new TypeError('Failed to fetch')));
const answering = (status: number) => clientFetching(() => Promise.resolve(new Response('upstream down', { status, statusText: 'Bad Gateway' })));

beforeEach(() => {
  installFakeCacheStorage(vi.stubGlobal);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the overview and the device’s copy of the parking code', () => {
  it('keeps the parking code it shows, as the page wrote it, for this member', async () => {
    renderScreen('sk', '/sk/dashboard', <DashboardScreen />, data);
    expect(screen.getByTestId('parking-pass-code').textContent).toBe('P-10234-AB2C-D3EF');
    await waitFor(async () => expect((await readMemberCopies()).pass).not.toBeNull());
    const { pass } = await readMemberCopies();
    expect(pass).toMatchObject({ code: 'P-10234-AB2C-D3EF', qrSvg: qr, validUntil: 'Platí do 30.11.2026, 23:59', lang: 'sk' });
    expect(Date.now() - new Date(pass!.takenAt).getTime()).toBeLessThan(60_000);
  });

  it('shows the copy, with "Copy from …", when the overview fails for want of a network', async () => {
    await storePass('501', { code: 'P-10234-AB2C-D3EF', qrSvg: qr, validUntil: 'Platí do 30.11.2026, 23:59', lang: 'sk' }, new Date('2026-11-28T08:40:00Z'));
    await storeReward('501', { id: '1004', name: 'Káva zdarma', code: 'AUP-1004-WXYZ', qrSvg: null, activatedOn: '20.11.2026', validUntil: '20.12.2026', lang: 'sk' }, true);
    renderScreen('sk', '/sk/dashboard', <CatchHttpError><DashboardScreen /></CatchHttpError>, null, offline());
    expect(await screen.findByTestId('member-copy-fallback')).toBeTruthy();
    expect(screen.getByText('Ste offline: toto je kópia uložená v tomto zariadení.')).toBeTruthy();
    expect(screen.getByTestId('member-copy-pass-code').textContent).toBe('P-10234-AB2C-D3EF');
    expect(screen.getByTestId('member-copy-reward-code').textContent).toBe('AUP-1004-WXYZ');
    expect(screen.getAllByTestId('member-copy-taken')[0]?.textContent).toMatch(/^Kópia z .*2026/);
    expect(screen.queryByTestId('error')).toBeNull();
  });

  it('also when the browser says it is offline, whatever the error', async () => {
    await storePass('501', { code: 'P-1', qrSvg: qr, validUntil: 'x', lang: 'en' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderScreen('en', '/en/dashboard', <CatchHttpError><DashboardScreen /></CatchHttpError>, null, answering(502));
    expect((await screen.findByTestId('member-copy-pass-code')).textContent).toBe('P-1');
  });

  it('keeps its error screen offline when nothing is kept, and for a failure that is not the network', async () => {
    const first = renderScreen('en', '/en/dashboard', <CatchHttpError><DashboardScreen /></CatchHttpError>, null, offline());
    expect((await screen.findByTestId('error')).textContent).toBe('503');
    first.unmount();
    await storePass('501', { code: 'P-1', qrSvg: qr, validUntil: 'x', lang: 'en' });
    renderScreen('en', '/en/dashboard', <CatchHttpError><DashboardScreen /></CatchHttpError>, null, answering(503));
    expect((await screen.findByTestId('error')).textContent).toBe('503');
    expect(screen.queryByTestId('member-copy-fallback')).toBeNull();
  });
});
