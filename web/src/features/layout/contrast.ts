// Focus rings on the theme's colours (issue 18, WCAG 2.2 "Focus appearance", 1.4.11 "Non-text
// contrast"): a ring must reach 3:1 against the colour it sits on. The bars' colours come from the
// mall's settings, so the ring's colour is chosen per tenant from them (theme.ts), not fixed in CSS.

/** Light and dark ring colours: the site's white and its darkest text colour. */
export const RING_LIGHT = '#ffffff';
export const RING_DARK = '#111827';

/** The minimum contrast of a focus indicator against what is next to it. */
export const RING_MIN_CONTRAST = 3;

/** An sRGB colour as [r, g, b] in 0…255, from `#rgb`, `#rrggbb` (alpha forms ignored) or `rgb()`/`rgba()`; null otherwise. */
export function parseColor(value: string): [number, number, number] | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(text);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    return channels.every((c) => c <= 255) ? (channels as [number, number, number]) : null;
  }
  return null;
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two colours (1…21); null when either is no colour this reads. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The focus ring's colour on a background: white or near-black, whichever contrasts more (one of
 * them always reaches 3:1 against an opaque colour). Null for a value this cannot read (a named
 * colour, a gradient): the CSS then keeps its own default.
 */
export function ringColor(background: string): string | null {
  const light = contrastRatio(RING_LIGHT, background);
  const dark = contrastRatio(RING_DARK, background);
  if (light === null || dark === null) return null;
  return light >= dark ? RING_LIGHT : RING_DARK;
}

/** WCAG 2.x AA for body text. */
export const TEXT_MIN_CONTRAST = 4.5;

/** A text colour on a background: white or the site's darkest text colour, whichever contrasts more (one always reaches 4.5:1). */
export function textColorOn(background: string): string | null {
  return ringColor(background);
}

/**
 * A colour for text (or a thin mark) on `background` that keeps the colour's hue: the colour itself
 * when it reaches `min` against the background, else the colour darkened (or lightened, on a dark
 * background) step by step until it does. Null for a value this cannot read.
 */
export function readableColor(color: string, background: string, min = TEXT_MIN_CONTRAST): string | null {
  const rgb = parseColor(color);
  const bg = parseColor(background);
  if (!rgb || !bg) return null;
  const towards = relativeLuminance(bg) > 0.18 ? 0 : 255;
  const hex = (c: readonly number[]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  for (let step = 0; step <= 20; step += 1) {
    const mixed = rgb.map((v) => v + (towards - v) * (step / 20));
    const candidate = hex(mixed);
    if ((contrastRatio(candidate, background) ?? 0) >= min) return step === 0 ? color : candidate;
  }
  return towards === 0 ? RING_DARK : RING_LIGHT;
}
