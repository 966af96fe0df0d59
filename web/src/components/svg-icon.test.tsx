import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SvgIcon } from './svg-icon';

const parking = { name: 'mdi:parking', body: '<path fill="currentColor" d="M13.2 11H10V7h3.2a2 2 0 0 1 0 4M13 3H6v18h4v-6h3a6 6 0 0 0 0-12"/>', left: 0, top: 0, width: 24, height: 24, fallback: false };

describe('SvgIcon', () => {
  it("draws the set's body in its view box, decorative without a label", () => {
    const { container } = render(<SvgIcon icon={parking} className="nav__icon" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('class')).toBe('svg-icon nav__icon');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('data-icon')).toBe('mdi:parking');
    expect(svg.getAttribute('width')).toBe('1em');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M13\.2 11H10/);
  });

  it('is an image with its name when labelled, and says when it stands in for an unknown icon', () => {
    const { container } = render(<SvgIcon icon={{ ...parking, left: -2, width: 28, fallback: true }} label="Parking" size="24px" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Parking');
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
    expect(svg.getAttribute('viewBox')).toBe('-2 0 28 24');
    expect(svg.getAttribute('data-fallback')).toBe('true');
    expect(svg.getAttribute('height')).toBe('24px');
  });
});
