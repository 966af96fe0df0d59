// The map's zoom and pan as pure functions of the SVG viewBox: the view always keeps the floor's
// aspect ratio, never zooms out past the whole floor nor in past MAX_ZOOM, and never leaves the floor.

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MAX_ZOOM = 8;
/** One press of + or −. */
export const ZOOM_STEP = 1.5;

const round = (n: number) => Math.round(n * 100) / 100;

export function wholeFloor(floor: Size): ViewBox {
  return { x: 0, y: 0, width: floor.width, height: floor.height };
}

export const zoomOf = (view: ViewBox, floor: Size): number => floor.width / view.width;

/** Keeps the view within the floor (a view as wide as the floor sits at its origin). */
export function clampView(view: ViewBox, floor: Size): ViewBox {
  const width = Math.min(floor.width, Math.max(floor.width / MAX_ZOOM, view.width));
  const height = (width * floor.height) / floor.width;
  const x = Math.min(floor.width - width, Math.max(0, view.x));
  const y = Math.min(floor.height - height, Math.max(0, view.y));
  return { x: round(x), y: round(y), width: round(width), height: round(height) };
}

/** Zooms by `factor` (> 1 in, < 1 out) keeping the floor point (cx, cy) where it is on screen. */
export function zoomAt(view: ViewBox, factor: number, cx: number, cy: number, floor: Size): ViewBox {
  const target = clampView({ ...view, width: view.width / factor }, floor);
  const scale = target.width / view.width;
  return clampView({ x: cx - (cx - view.x) * scale, y: cy - (cy - view.y) * scale, width: target.width, height: target.height }, floor);
}

/** Zooms about the view's centre (the + and − buttons). */
export function zoomCentre(view: ViewBox, factor: number, floor: Size): ViewBox {
  return zoomAt(view, factor, view.x + view.width / 2, view.y + view.height / 2, floor);
}

/** Moves the view by (dx, dy) floor units. */
export function panBy(view: ViewBox, dx: number, dy: number, floor: Size): ViewBox {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, floor);
}

/** A view centred on a box with room around it: a third of the floor wide, or more for a big box. */
export function focusOn(box: ViewBox, floor: Size): ViewBox {
  const width = Math.max(floor.width / 3, box.width * 2, (box.height * 2 * floor.width) / floor.height);
  const height = (width * floor.height) / floor.width;
  return clampView({ x: box.x + box.width / 2 - width / 2, y: box.y + box.height / 2 - height / 2, width, height }, floor);
}

/** Whether a box lies wholly inside the view. */
export function shows(view: ViewBox, box: ViewBox): boolean {
  return box.x >= view.x && box.y >= view.y && box.x + box.width <= view.x + view.width && box.y + box.height <= view.y + view.height;
}

export const viewBoxAttribute = (view: ViewBox): string => `${view.x} ${view.y} ${view.width} ${view.height}`;
