import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AwardsPageQuery } from '../../graphql/generated';
import { renderScreen } from '../../test/render-screen';
import { AwardsScreen } from './awards-screen';

const data: AwardsPageQuery = {
  mall: { id: '2', dateFormat: 'j. n. Y' },
  myBadges: [
    { id: '2851', name: 'První účtenka', description: 'Začátek vaší sbírky.', criteria: 'Nechte si schválit první účtenku.', image: '/img?url=a', svgIcon: null, earnedOn: '2025-11-12', progress: { current: 1, target: 1, percent: 100 } },
    { id: '2857', name: 'Po celý rok', description: null, criteria: 'Nechte si schválit účtenky ve 12 různých měsících.', image: null, svgIcon: { name: 'mdi:calendar-check', body: '<path d="M19 19H5V8h14m-3-7v2H8V1H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2h-1V1"/>', left: 0, top: 0, width: 24, height: 24, fallback: false }, earnedOn: null, progress: { current: 10, target: 12, percent: 80 } },
    { id: '2858', name: 'Mistr bodů', description: null, criteria: 'Získejte celkem 5 000 bodů.', image: '/img?url=b', svgIcon: null, earnedOn: null, progress: { current: 1690, target: 5000, percent: 30 } },
  ],
};

describe('AwardsScreen', () => {
  it('shows the earned badges with their day and the others with what earns them and the progress', () => {
    renderScreen('cz', '/cz/oceneni', <AwardsScreen />, data);
    expect(screen.getByTestId('awards-summary').textContent).toBe('Získali jste 1 z 3 odznaků.');
    const earned = within(screen.getByTestId('badges-earned'));
    expect(earned.getByRole('heading', { level: 3 }).textContent).toBe('První účtenka');
    expect(earned.getByText('Získáno 12. 11. 2025')).toBeTruthy();
    const open = within(screen.getByTestId('badges-open'));
    const bars = open.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['Postup k odznaku Po celý rok', 'Postup k odznaku Mistr bodů']);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['80', '30']);
    expect(open.getByText('1 690 z 5 000')).toBeTruthy();
    // The images are decorative (the name is the heading) and sized.
    const image = screen.getAllByRole('presentation')[0] as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/img?url=a&w=160');
    // A badge that names an icon shows it, drawn, rather than an image or its initials.
    const icon = open.getByTestId('badge-icon');
    expect(icon.textContent).toBe('');
    expect(icon.querySelector('svg')!.getAttribute('data-icon')).toBe('mdi:calendar-check');
    expect(icon.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('says when there is nothing earned yet, or nothing left', () => {
    renderScreen('en', '/en/awards', <AwardsScreen />, { ...data, myBadges: data.myBadges.slice(1) });
    expect(screen.getByText('No badges yet: your first accepted receipt brings the first one.')).toBeTruthy();
  });
});
