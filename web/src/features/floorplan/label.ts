// A unit's name fitted into its shape: split into at most three lines at spaces, at the largest font
// size (in floor units) that fits the box, between MIN_FONT and MAX_FONT. Names that cannot fit at
// MIN_FONT are still shown (the map zooms; the list beside it names every shop in full).

export const MAX_FONT = 20;
export const MIN_FONT = 9;
/** Average glyph width as a share of the font size (sans-serif, mixed case). */
const GLYPH = 0.58;
const LINE = 1.15;

export interface FittedLabel {
  lines: string[];
  fontSize: number;
}

/** Every way of splitting words into 1…max lines, in order. */
function splits(words: readonly string[], max: number): string[][] {
  if (words.length === 0) return [[]];
  const out: string[][] = [[words.join(' ')]];
  if (max <= 1) return out;
  for (let i = 1; i < words.length; i++) {
    for (const rest of splits(words.slice(i), max - 1)) out.push([words.slice(0, i).join(' '), ...rest]);
  }
  return out;
}

export function fitLabel(text: string, box: { width: number; height: number }, maxLines = 3): FittedLabel {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 12);
  let best: FittedLabel = { lines: [words.join(' ')], fontSize: MIN_FONT };
  let bestSize = -1;
  for (const lines of splits(words, maxLines)) {
    const longest = Math.max(...lines.map((l) => l.length), 1);
    const size = Math.min(MAX_FONT, (box.width * 0.85) / (longest * GLYPH), (box.height * 0.8) / (lines.length * LINE));
    if (size > bestSize + 0.01) {
      bestSize = size;
      best = { lines, fontSize: Math.max(MIN_FONT, Math.round(size * 10) / 10) };
    }
  }
  return best;
}

/** The vertical offset (in em) of each line, so that the lines are centred on the label point. */
export function lineOffsets(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i - (count - 1) / 2) * LINE);
}
