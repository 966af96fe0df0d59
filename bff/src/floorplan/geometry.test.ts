import { describe, expect, it } from 'vitest';
import { containsPoint, labelPoint, shapeBox, shapePath } from './geometry';

describe('shapePath', () => {
  it('draws a rectangle and a polygon as closed SVG path data, rounded to two decimals', () => {
    expect(shapePath({ type: 'rect', x: 10, y: 20, width: 30, height: 40 })).toBe('M10 20 L40 20 L40 60 L10 60 Z');
    expect(shapePath({ type: 'polygon', points: [[0, 0], [10.123456, 0], [5, 8.005]] })).toBe('M0 0 L10.12 0 L5 8.01 Z');
  });
});

describe('shapeBox', () => {
  it('bounds a polygon', () => {
    expect(shapeBox({ type: 'polygon', points: [[70, 40], [200, 40], [200, 250], [40, 250], [40, 70]] })).toEqual({ x: 40, y: 40, width: 160, height: 210 });
  });
});

describe('labelPoint', () => {
  it('is the centre of a rectangle', () => {
    expect(labelPoint({ type: 'rect', x: 0, y: 0, width: 100, height: 50 })).toEqual({ x: 50, y: 25 });
  });

  it('is the centroid of a convex polygon', () => {
    const { x, y } = labelPoint({ type: 'polygon', points: [[0, 0], [90, 0], [0, 90]] });
    expect(x).toBeCloseTo(30);
    expect(y).toBeCloseTo(30);
  });

  it('falls back to the bounds centre when the centroid lies outside (a U shape) or there is no area', () => {
    const u: [number, number][] = [[0, 0], [30, 0], [30, 80], [70, 80], [70, 0], [100, 0], [100, 100], [0, 100]];
    expect(labelPoint({ type: 'polygon', points: u })).toEqual({ x: 50, y: 50 });
    expect(labelPoint({ type: 'polygon', points: [[0, 0], [10, 10], [20, 20]] })).toEqual({ x: 10, y: 10 });
  });
});

describe('containsPoint', () => {
  it('tells inside from outside', () => {
    const square: [number, number][] = [[0, 0], [10, 0], [10, 10], [0, 10]];
    expect(containsPoint(square, 5, 5)).toBe(true);
    expect(containsPoint(square, 15, 5)).toBe(false);
  });
});
