import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardPageQuery } from '../../graphql/generated';
import { renderScreen } from '../../test/render-screen';
import { DashboardScreen } from './dashboard-screen';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const data: DashboardPageQuery = {
  viewer: { id: '1', displayName: 'Jana Nováková', email: 'jana.novakova@aupark.test' },
  myPoints: { balance: 4, expiring: [{ points: 310, expiresOn: '2026-12-10' }] },
  myTier: { tier: { id: '1801', name: 'Bronzová', color: '#8c5a2b' }, next: { id: '1802', name: 'Strieborná' }, points: 430, pointsToNext: 70, progress: 80 },
  profile: { id: '1', picture: null, setupMissing: [] },
  parkingPass: null,
  mall: { id: '1', dateFormat: 'd.m.Y', timeFormat: 'H:i' },
};

describe('the overview’s points card', () => {
  it('shows the balance in the page’s point wording, the next expiry, the tier’s progress and the ways on', () => {
    renderScreen('sk', '/sk/dashboard', <DashboardScreen />, data);
    const card = within(screen.getByTestId('points-card'));
    expect(card.getByRole('heading', { level: 2 }).textContent).toBe('Vaše body');
    expect(plain(screen.getByTestId('points-card-balance').textContent)).toBe('4 body');
    expect(plain(card.getByText(/^Najskôr/).textContent)).toBe('Najskôr skončí platnosť 310 bodov (10.12.2026)');
    expect(card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('80');
    expect(plain(card.getByTestId('tier-next').textContent)).toBe('Do úrovne Strieborná vám chýba 70 bodov');
    expect(card.getByRole('link', { name: 'Moje body a história' }).getAttribute('href')).toBe('/sk/moje-body');
    expect(card.getByRole('link', { name: 'Nahrať bloček' }).getAttribute('href')).toBe('/sk/blocky');
  });
});
