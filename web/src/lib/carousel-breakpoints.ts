// Carousel breakpoints (spec §9), as (minimum width → items shown). Below the smallest width one item
// shows. Set 1 for content cards, set 2 for shop logos, set 3 for small tiles.
export const breakpointSets = {
  1: [
    [1060, 4],
    [783, 3],
    [523, 2],
    [261, 1],
  ],
  2: [
    [1060, 5],
    [839, 4],
    [629, 3],
    [416, 2],
    [209, 1],
  ],
  3: [
    [1060, 6],
    [869, 5],
    [695, 4],
    [521, 3],
    [347, 2],
  ],
} as const satisfies Record<number, readonly (readonly [number, number])[]>;

export type BreakpointSet = keyof typeof breakpointSets;

export function itemsForWidth(set: BreakpointSet, width: number): number {
  for (const [minWidth, items] of breakpointSets[set]) {
    if (width >= minWidth) return items;
  }
  return 1;
}
