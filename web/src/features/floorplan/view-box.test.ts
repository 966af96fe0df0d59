import { describe, expect, it } from 'vitest';
import { clampView, focusOn, MAX_ZOOM, panBy, shows, viewBoxAttribute, wholeFloor, zoomAt, zoomCentre, zoomOf } from './view-box';

const floor = { width: 1000, height: 600 };

describe('the map view', () => {
  it('starts with the whole floor', () => {
    expect(wholeFloor(floor)).toEqual({ x: 0, y: 0, width: 1000, height: 600 });
    expect(viewBoxAttribute(wholeFloor(floor))).toBe('0 0 1000 600');
  });

  it('zooms about a point, which stays where it was on screen', () => {
    const view = zoomAt(wholeFloor(floor), 2, 250, 150, floor);
    expect(view).toEqual({ x: 125, y: 75, width: 500, height: 300 });
    // (250, 150) was a quarter across and down; it still is.
    expect((250 - view.x) / view.width).toBeCloseTo(0.25);
    expect((150 - view.y) / view.height).toBeCloseTo(0.25);
  });

  it('never zooms out past the whole floor nor in past the limit, and keeps the aspect ratio', () => {
    expect(zoomCentre(wholeFloor(floor), 0.5, floor)).toEqual(wholeFloor(floor));
    let view = wholeFloor(floor);
    for (let i = 0; i < 20; i++) view = zoomCentre(view, 2, floor);
    expect(zoomOf(view, floor)).toBeCloseTo(MAX_ZOOM);
    expect(view.width / view.height).toBeCloseTo(1000 / 600);
  });

  it('pans within the floor only', () => {
    const view = zoomCentre(wholeFloor(floor), 2, floor);
    expect(panBy(view, -10_000, -10_000, floor)).toMatchObject({ x: 0, y: 0 });
    expect(panBy(view, 10_000, 10_000, floor)).toMatchObject({ x: 500, y: 300 });
    expect(panBy(wholeFloor(floor), 50, 50, floor)).toEqual(wholeFloor(floor));
  });

  it('focuses a unit with room around it, within the floor', () => {
    const view = focusOn({ x: 880, y: 40, width: 80, height: 100 }, floor);
    expect(view.width).toBeCloseTo(1000 / 3, 1);
    expect(shows(view, { x: 880, y: 40, width: 80, height: 100 })).toBe(true);
    expect(view.x + view.width).toBeLessThanOrEqual(1000);
    expect(clampView(view, floor)).toEqual(view);
  });

  it('tells whether a box is in sight', () => {
    const view = { x: 0, y: 0, width: 500, height: 300 };
    expect(shows(view, { x: 10, y: 10, width: 100, height: 100 })).toBe(true);
    expect(shows(view, { x: 450, y: 10, width: 100, height: 100 })).toBe(false);
  });
});
