import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GetPointsPageQuery, MyPointsPageQuery } from '../../graphql/generated';
import { renderScreen } from '../../test/render-screen';
import { GetPointsScreen } from './get-points-screen';
import { MyPointsScreen } from './my-points-screen';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const myPoints = (page = 1): MyPointsPageQuery => ({
  mall: { id: '1', dateFormat: 'j. n. Y' },
  myPoints: { balance: 1281, expiring: [{ points: 3, expiresOn: '2026-12-10' }, { points: 1, expiresOn: '2027-01-05' }] },
  myTier: { tier: { id: '1802', name: 'Stříbrná', color: '#5f6b76' }, next: { id: '1803', name: 'Zlatá' }, points: 1180, pointsToNext: 820, progress: 50 },
  pointsHistory: {
    items: [
      { id: '9', date: '2026-11-20', points: 27, source: 'RECEIPT', detail: 'Tchibo', expiresOn: '2027-11-20' },
      { id: '8', date: '2026-10-02', points: -100, source: 'REWARD', detail: null, expiresOn: null },
      { id: '7', date: '2026-09-14', points: -2, source: 'EXPIRY', detail: null, expiresOn: null },
      { id: '6', date: '2026-05-14', points: 100, source: 'BONUS', detail: 'Narozeninový bonus', expiresOn: '2027-05-14' },
    ],
    currentPage: page,
    lastPage: 3,
    perPage: 10,
    total: 24,
  },
});

describe('MyPointsScreen', () => {
  it("shows the balance, what expires and the tier in Czech: point wording, the mall's date format", () => {
    renderScreen('cz', '/cz/moje-body', <MyPointsScreen />, myPoints());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Moje body');
    expect(plain(screen.getByTestId('points-balance').textContent)).toBe('1 281 bodů');
    expect(within(screen.getByTestId('points-expiring')).getAllByRole('listitem').map((li) => plain(li.textContent))).toEqual(['3 body s platností do 10. 12. 2026', '1 bod s platností do 5. 1. 2027']);
    expect(screen.getByTestId('tier-name').textContent).toBe('Stříbrná');
    expect(screen.getByRole('progressbar', { name: 'Postup na úroveň Zlatá' }).getAttribute('aria-valuenow')).toBe('50');
    expect(plain(screen.getByTestId('tier-next').textContent)).toBe('Do úrovně Zlatá vám chybí 820 bodů');
    expect(screen.getByRole('link', { name: 'Nahrát účtenku' }).getAttribute('href')).toBe('/cz/uctenky');
  });

  it('lists each movement with its day, its source in words and its signed amount', () => {
    renderScreen('cz', '/cz/moje-body', <MyPointsScreen />, myPoints());
    const rows = screen.getAllByTestId('points-movement').map((row) => [...row.querySelectorAll('td')].map((cell) => plain(cell.textContent)));
    expect(rows).toEqual([
      ['20. 11. 2026', 'ÚčtenkaTchiboPlatí do 20. 11. 2027', '+27 bodů'],
      ['2. 10. 2026', 'Odměna', '−100 bodů'],
      ['14. 9. 2026', 'Vypršelé body', '−2 body'],
      ['14. 5. 2026', 'BonusNarozeninový bonusPlatí do 14. 5. 2027', '+100 bodů'],
    ]);
  });

  it('pages the history by its query: the first page is the bare path', () => {
    renderScreen('en', '/en/my-points?page=2', <MyPointsScreen />, myPoints(2));
    const nav = screen.getByTestId('pagination');
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/en/my-points');
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/en/my-points?page=3');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'What for', 'Points']);
  });

  it('says the history is empty, and the top tier complete', () => {
    const data = myPoints();
    renderScreen('de', '/de/dashboard/my-points', <MyPointsScreen />, { ...data, myTier: { ...data.myTier, next: null, pointsToNext: null, progress: 100 }, myPoints: { balance: 0, expiring: [] }, pointsHistory: { ...data.pointsHistory, items: [], lastPage: 1, currentPage: 1 } });
    expect(plain(screen.getByTestId('points-balance').textContent)).toBe('0 Punkte');
    expect(screen.getByText('In den kommenden Monaten verfallen keine Ihrer Punkte.')).toBeTruthy();
    expect(screen.getByTestId('tier-next').textContent).toBe('Sie haben die höchste Stufe erreicht.');
    expect(screen.queryByTestId('points-history')).toBeNull();
    expect(screen.queryByTestId('pagination')).toBeNull();
  });
});

const getPoints: GetPointsPageQuery = {
  earningRules: {
    amountPerPoint: '1 €',
    receiptMaxAgeDays: 7,
    checkingDays: 2,
    pointsValidDays: 365,
    bonuses: [{ key: 'welcome', name: 'Uvítací bonus', description: 'Za vstup do vernostného programu.', points: 50 }],
  },
  loyaltyProgram: {
    tiers: [
      { id: '1', name: 'Bronzová', pointsFrom: 0, color: '#8c5a2b', benefits: '<ul><li>Body za každý nákup</li></ul>' },
      { id: '2', name: 'Strieborná', pointsFrom: 500, color: null, benefits: null },
    ],
  },
  uploadRules: { maxBytes: 10 * 1024 * 1024 },
};

describe('GetPointsScreen', () => {
  it("explains the mall's rules in Slovak with the right forms of days and points, and leads to the upload", () => {
    renderScreen('sk', '/sk/ziskat-body', <GetPointsScreen />, getPoints);
    expect(screen.getByTestId('get-points-rate').textContent).toBe('Za každých minutých 1 € získate 1 bod, na vyšších úrovniach viac.');
    expect(screen.getByText(/najneskôr 7 dní po nákupe/)).toBeTruthy();
    expect(screen.getByText(/trvá najviac 2 dni;/)).toBeTruthy();
    expect(screen.getByText(/Body platia 365 dní/)).toBeTruthy();
    expect(screen.getByText(/najviac 10 MB/)).toBeTruthy();
    expect(screen.getByTestId('get-points-upload').getAttribute('href')).toBe('/sk/blocky');
    const tiers = within(screen.getByTestId('get-points-tiers')).getAllByRole('listitem', { name: undefined });
    expect(tiers[0]!.textContent).toContain('Každý člen');
    expect(plain(screen.getByText(/Od 500 bodov/).textContent)).toBe('Od 500 bodov za 12 mesiacov');
    expect(plain(within(screen.getByTestId('get-points-bonuses')).getByText(/^\+/).textContent)).toBe('+50 bodov');
  });
});
