// The header's navigation on one line (issue 18): the items that fit stay in the row, the rest move
// under "More". What fits is measured in the browser (header.tsx: the items' widths from a hidden
// ruler, the room from the nav itself); this is the arithmetic.

/** Sub-pixel widths add up with rounding: this much over still counts as fitting. */
const TOLERANCE = 0.5;

/**
 * How many of the items, in order, fit in `available` pixels with `gap` between neighbours. All of
 * them when they fit together; otherwise as many as fit beside the More button (`moreWidth`, one gap
 * before it), which may be none.
 */
export function fitCount(widths: readonly number[], available: number, gap: number, moreWidth: number): number {
  const row = (count: number) => widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (row(widths.length) <= available + TOLERANCE) return widths.length;
  for (let count = widths.length - 1; count > 0; count--) {
    if (row(count) + gap + moreWidth <= available + TOLERANCE) return count;
  }
  return 0;
}
