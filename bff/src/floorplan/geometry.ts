import type { Shape } from './upstream';

// The platform's shapes (rectangles and polygons) as what an SVG draws: path data, bounds, and where
// a label goes. Pure; numbers are rounded to two decimals so the embedded page stays small.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const round = (n: number): number => Math.round(n * 100) / 100;

function corners(shape: Shape): [number, number][] {
  if (shape.type === 'polygon') return shape.points;
  const { x, y, width, height } = shape;
  return [[x, y], [x + width, y], [x + width, y + height], [x, y + height]];
}

/** SVG path data: `M x y L … Z`. */
export function shapePath(shape: Shape): string {
  return `${corners(shape)
    .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`)
    .join(' ')} Z`;
}

export function shapeBox(shape: Shape): Box {
  const points = corners(shape);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x: round(x), y: round(y), width: round(Math.max(...xs) - x), height: round(Math.max(...ys) - y) };
}

/** Whether a point lies inside a polygon (even-odd rule). */
export function containsPoint(points: readonly [number, number][], px: number, py: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Where a shape's label goes: its centroid (area-weighted, the shoelace formula), or its bounds'
 * centre when the polygon has no area or its centroid falls outside it (an L or a U shape).
 */
export function labelPoint(shape: Shape): { x: number; y: number } {
  const box = shapeBox(shape);
  const centre = { x: round(box.x + box.width / 2), y: round(box.y + box.height / 2) };
  if (shape.type === 'rect') return centre;
  const points = shape.points;
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [x0, y0] = points[j]!;
    const [x1, y1] = points[i]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-9) return centre;
  const centroid = { x: cx / (3 * area), y: cy / (3 * area) };
  return containsPoint(points, centroid.x, centroid.y) ? { x: round(centroid.x), y: round(centroid.y) } : centre;
}
