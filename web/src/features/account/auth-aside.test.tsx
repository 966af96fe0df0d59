import { fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '../../i18n/resources';
import { AuthLogo, AuthSlider, authLogoUrl, type AuthSlides } from './auth-aside';

// The sign-in pages' logo and picture slider (issue 22).

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', element: React.ReactElement) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

const slides: AuthSlides = [
  { image: '/img?url=one', caption: 'Collect points' },
  { image: '/img?url=two', caption: 'Redeem rewards' },
  { image: '/img?url=three', caption: null },
];
const logos = { base: '/img?url=base', wide: '/img?url=wide', inverted: null, invertedWide: '/img?url=inv-wide', icon: null };

describe('AuthSlider', () => {
  it('shows the first slide with its picture loaded at once, the others hidden and lazy', () => {
    renderIn('en', <AuthSlider slides={slides} />);
    const figures = screen.getAllByTestId('auth-slide');
    expect(figures.map((f) => f.hidden)).toEqual([false, true, true]);
    expect(figures.map((f) => f.querySelector('img')!.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(figures[0]!.querySelector('img')!.getAttribute('src')).toBe('/img?url=one&w=640');
    expect(screen.getAllByTestId('auth-slide-caption').map((c) => c.textContent)).toEqual(['Collect points', 'Redeem rewards']);
    expect(screen.getByRole('region', { name: 'Why become a member' })).toBeTruthy();
  });

  it('pages with labelled buttons and dots, round the end', () => {
    renderIn('sk', <AuthSlider slides={slides} />);
    const shown = () => screen.getAllByTestId('auth-slide').findIndex((f) => !f.hidden);
    fireEvent.click(screen.getByRole('button', { name: 'Ďalší obrázok' }));
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Zobraziť obrázok 3 z 3' }));
    expect(shown()).toBe(2);
    expect(screen.getAllByTestId('auth-slider-dot').map((d) => d.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'Ďalší obrázok' }));
    expect(shown()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Predchádzajúci obrázok' }));
    expect(shown()).toBe(2);
  });

  it('has no controls for one picture, and nothing without pictures', () => {
    const { container, rerender } = renderIn('de', <AuthSlider slides={slides.slice(0, 1)} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender(<AuthSlider slides={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('AuthLogo', () => {
  it('shows the variant auth_logo_type names, else the base logo', () => {
    expect(authLogoUrl(logos, 'wide')).toBe('/img?url=wide');
    expect(authLogoUrl(logos, 'icon')).toBe('/img?url=base');
    renderIn('cz', <AuthLogo logos={logos} type="invertedWide" mall="Aupark" />);
    const img = screen.getByRole('img', { name: 'Aupark' });
    expect(img.getAttribute('src')).toBe('/img?url=inv-wide&w=320');
    expect(img.parentElement!.className).toContain('auth-logo--inverted');
  });
});
