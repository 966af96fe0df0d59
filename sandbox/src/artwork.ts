// The sandbox's generated artwork, as SVG: logos that look like a brand's (its colours, a wordmark or a
// monogram set with care) and photos that look like photographs of a mall (a shop front in perspective,
// a product on a table under soft light, the atrium), with no text in any photo. Everything is drawn from
// a small seeded random generator (the image's own name), so the same image is always the same bytes.

import { contrastRatio } from './data/brand';

export interface Palette {
  /** The brand's main colour (#rrggbb). */
  main: string;
  /** Its second colour (#rrggbb). */
  accent: string;
}

/** FNV-1a: a small stable hash of a text. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny deterministic generator of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function hex(n: number): string {
  return Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');
}

function rgb(color: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
}

/** `color` mixed with `other` by `share` (0: color, 1: other). */
export function mix(color: string, other: string, share: number): string {
  const [a, b] = [rgb(color), rgb(other)];
  return `#${a.map((c, i) => hex(c + ((b[i] ?? 0) - c) * share)).join('')}`;
}

/** White or near-black, whichever reads better on `background`. */
export function inkOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#161616', background) ? '#ffffff' : '#161616';
}

/** A palette of its own for a name without a brand: a deep colour and a lighter companion. */
export function hashedPalette(key: string): Palette {
  const h = hash(key);
  const hue = h % 360;
  return { main: hslHex(hue, 0.55, 0.32), accent: hslHex((hue + 35 + ((h >>> 9) % 30)) % 360, 0.65, 0.55) };
}

function hslHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${hex(f(0) * 255)}${hex(f(8) * 255)}${hex(f(4) * 255)}`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** 'Marks & Spencer' → 'MS', 'H&M' → 'HM', 'Kaufland' → 'KA'. */
export function initials(text: string): string {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();
}

// ---- logos -----------------------------------------------------------------------------------------

const FACES = [
  { family: "Inter, 'Liberation Sans', Arial, sans-serif", weight: 800, spacing: -0.02, upper: false, width: 0.6 },
  { family: "Georgia, 'DejaVu Serif', 'Liberation Serif', serif", weight: 700, spacing: 0.01, upper: false, width: 0.6 },
  { family: "Inter, 'Liberation Sans', Arial, sans-serif", weight: 700, spacing: 0.14, upper: true, width: 0.74 },
] as const;

/** A font size at which `text` fits `width` (an estimate by the face's average letter width). */
function fit(text: string, face: (typeof FACES)[number], width: number, max: number): number {
  const per = face.width + face.spacing;
  return Math.max(10, Math.floor(Math.min(max, width / Math.max(1, text.length * per))));
}

function textEl(x: number, y: number, size: number, face: (typeof FACES)[number], fill: string, text: string, anchor = 'middle'): string {
  const shown = face.upper ? text.toUpperCase() : text;
  return `<text x="${r1(x)}" y="${r1(y)}" dominant-baseline="central" text-anchor="${anchor}" font-family="${face.family}" font-weight="${face.weight}" font-size="${size}" letter-spacing="${r1(face.spacing * size)}" fill="${fill}">${escapeXml(shown)}</text>`;
}

export type LogoShape = 'square' | 'wide' | 'icon';

/**
 * A logo: on the brand's colour (or white, inverted). A short name is its own wordmark; a longer one
 * gets a monogram in a ring, with the name set small beneath it (square) or beside it (wide).
 */
export function logoSvg(shape: LogoShape, w: number, h: number, label: string, palette: Palette, inverted: boolean, face = FACES[hash(label) % FACES.length]!): string {
  const ground = inverted ? '#ffffff' : palette.main;
  const ink = inverted ? palette.main : inkOn(palette.main);
  // The accent where it shows on the ground, else a shade of the ink.
  const accent = contrastRatio(palette.accent, ground) >= 1.6 ? palette.accent : mix(ink, ground, 0.45);
  const mono = initials(label);
  const rx = shape === 'icon' ? w / 2 : Math.round(Math.min(w, h) * 0.08);
  const parts = [`<rect width="${w}" height="${h}" rx="${rx}" fill="${ground}"${inverted ? ` stroke="${palette.main}" stroke-width="${Math.max(3, Math.round(h * 0.02))}"` : ''}/>`];
  const short = label.length <= 9;
  if (shape === 'icon') {
    parts.push(`<circle cx="${w / 2}" cy="${h / 2}" r="${r1(w * 0.38)}" fill="none" stroke="${accent}" stroke-width="${r1(w * 0.035)}"/>`);
    parts.push(textEl(w / 2, h / 2, fit(mono, face, w * 0.5, h * 0.36), face, ink, mono));
  } else if (shape === 'square' && short) {
    const size = fit(label, face, w * 0.78, h * 0.3);
    parts.push(textEl(w / 2, h * 0.47, size, face, ink, label));
    parts.push(`<rect x="${r1(w * 0.36)}" y="${r1(h * 0.47 + size * 0.75)}" width="${r1(w * 0.28)}" height="${r1(Math.max(4, h * 0.022))}" rx="2" fill="${accent}"/>`);
  } else if (shape === 'square') {
    const cy = h * 0.42;
    const radius = Math.min(w, h) * 0.26;
    parts.push(`<circle cx="${w / 2}" cy="${r1(cy)}" r="${r1(radius)}" fill="none" stroke="${accent}" stroke-width="${r1(radius * 0.09)}"/>`);
    parts.push(textEl(w / 2, cy, fit(mono, face, radius * 1.35, radius * 0.95), face, ink, mono));
    const small = { ...FACES[2] };
    parts.push(textEl(w / 2, h * 0.82, fit(label, small, w * 0.84, h * 0.075), small, ink, label));
  } else {
    // Wide: a monogram disc and the name beside it.
    const disc = h * 0.34;
    const cx = h * 0.5;
    parts.push(`<circle cx="${r1(cx)}" cy="${r1(h / 2)}" r="${r1(disc)}" fill="${accent}"/>`);
    parts.push(textEl(cx, h / 2, fit(mono, face, disc * 1.3, disc * 0.9), face, inkOn(accent), mono));
    const left = cx + disc + h * 0.16;
    parts.push(textEl(left, h / 2, fit(label, face, w - left - h * 0.2, h * 0.36), face, ink, label, 'start'));
  }
  return parts.join('');
}

// ---- photos ----------------------------------------------------------------------------------------

export type Scene = 'storefront' | 'product' | 'atrium';

interface Canvas {
  w: number;
  h: number;
  rand: () => number;
  palette: Palette;
  defs: string[];
  body: string[];
}

const between = (rand: () => number, lo: number, hi: number) => lo + (hi - lo) * rand();
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

function linear(c: Canvas, id: string, stops: [number, string, number?][], vertical = true): string {
  c.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops.map(([o, color, op]) => `<stop offset="${o}" stop-color="${color}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(c: Canvas, id: string, inner: string, innerOpacity: number, outerOpacity = 0): string {
  c.defs.push(`<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${inner}" stop-opacity="${outerOpacity}"/></radialGradient>`);
  return `url(#${id})`;
}

/** Goods on a shelf or a rail: what a shop window shows, in the brand's colours and a few neutrals. */
function goods(c: Canvas, x: number, y: number, width: number, height: number): void {
  const { rand, palette } = c;
  const colors = [palette.main, palette.accent, mix(palette.main, '#ffffff', 0.5), '#f1ece4', '#2d2d2d', mix(palette.accent, '#000000', 0.3)];
  const shelves = 3;
  for (let s = 0; s < shelves; s++) {
    const sy = y + (height * (s + 1)) / (shelves + 0.4);
    c.body.push(`<rect x="${r1(x)}" y="${r1(sy)}" width="${r1(width)}" height="${r1(height * 0.018)}" fill="#ffffff" fill-opacity="0.55"/>`);
    let gx = x + width * 0.04;
    while (gx < x + width * 0.92) {
      const gw = width * between(rand, 0.06, 0.14);
      const gh = (height / (shelves + 0.4)) * between(rand, 0.35, 0.8);
      const round = rand() < 0.35;
      c.body.push(`<rect x="${r1(gx)}" y="${r1(sy - gh)}" width="${r1(gw)}" height="${r1(gh)}" rx="${r1(round ? gw * 0.45 : gw * 0.06)}" fill="${pick(rand, colors)}"/>`);
      gx += gw + width * between(rand, 0.015, 0.05);
    }
  }
}

/** A figure on display: a head, shoulders and a long garment in a colour of the brand. */
function mannequin(c: Canvas, cx: number, floor: number, height: number, color: string): void {
  const head = height * 0.07;
  c.body.push(`<circle cx="${r1(cx)}" cy="${r1(floor - height + head)}" r="${r1(head)}" fill="#e9e4dc"/>`);
  c.body.push(`<path d="M${r1(cx - height * 0.13)} ${r1(floor - height * 0.8)} Q${r1(cx)} ${r1(floor - height * 0.88)} ${r1(cx + height * 0.13)} ${r1(floor - height * 0.8)} L${r1(cx + height * 0.17)} ${r1(floor - height * 0.12)} L${r1(cx - height * 0.17)} ${r1(floor - height * 0.12)} Z" fill="${color}"/>`);
  c.body.push(`<rect x="${r1(cx - height * 0.01)}" y="${r1(floor - height * 0.12)}" width="${r1(height * 0.02)}" height="${r1(height * 0.12)}" fill="#9a9a9a"/>`);
}

function storefront(c: Canvas): void {
  const { w, h, rand, palette } = c;
  const horizon = h * 0.7;
  const vx = w * between(rand, 0.38, 0.62);
  // The corridor: a light ceiling, side walls in perspective, a polished floor.
  c.body.push(`<rect width="${w}" height="${h}" fill="${linear(c, 'ceiling', [[0, '#f4f2ee'], [1, '#d8d4cd']])}"/>`);
  c.body.push(`<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="${linear(c, 'floor', [[0, '#bdb6ab'], [1, '#ece8e1']])}"/>`);
  for (let i = -6; i <= 6; i++) {
    c.body.push(`<line x1="${r1(vx + i * w * 0.02)}" y1="${r1(horizon)}" x2="${r1(vx + i * w * 0.3)}" y2="${h}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`);
  }
  // The shop front, straight on, with the sign band in the brand's colour (no lettering: a plaque).
  const [fx, fw] = [w * 0.1, w * 0.8];
  const [fy, fh] = [h * 0.1, horizon - h * 0.1];
  c.body.push(`<rect x="${r1(fx - w * 0.02)}" y="${r1(fy - h * 0.02)}" width="${r1(fw + w * 0.04)}" height="${r1(fh + h * 0.02)}" fill="#3a3a3a"/>`);
  const band = fh * 0.2;
  c.body.push(`<rect x="${r1(fx)}" y="${r1(fy)}" width="${r1(fw)}" height="${r1(band)}" fill="${palette.main}"/>`);
  c.body.push(`<rect x="${r1(fx)}" y="${r1(fy + band - band * 0.1)}" width="${r1(fw)}" height="${r1(band * 0.1)}" fill="${palette.accent}"/>`);
  c.body.push(`<rect x="${r1(w / 2 - fw * 0.14)}" y="${r1(fy + band * 0.25)}" width="${r1(fw * 0.28)}" height="${r1(band * 0.45)}" rx="${r1(band * 0.22)}" fill="${inkOn(palette.main)}" fill-opacity="0.9"/>`);
  // Two windows lit from inside, and the door between them.
  const gy = fy + band;
  const gh = fh - band;
  const door = fw * 0.2;
  const pane = (fw - door) / 2;
  const glow = linear(c, 'glow', [[0, mix(palette.accent, '#fff7e6', 0.75)], [1, mix(palette.main, '#fff7e6', 0.55)]]);
  for (const px of [fx, fx + pane + door]) {
    c.body.push(`<rect x="${r1(px + w * 0.006)}" y="${r1(gy)}" width="${r1(pane - w * 0.012)}" height="${r1(gh)}" fill="${glow}"/>`);
    if (rand() < 0.5) goods(c, px + pane * 0.08, gy + gh * 0.05, pane * 0.84, gh * 0.9);
    else for (let m = 0; m < 3; m++) mannequin(c, px + pane * (0.22 + m * 0.28), gy + gh * 0.98, gh * between(rand, 0.72, 0.86), pick(rand, [palette.main, palette.accent, '#2d2d2d', '#f1ece4']));
  }
  c.body.push(`<rect x="${r1(fx + pane)}" y="${r1(gy)}" width="${r1(door)}" height="${r1(gh)}" fill="${mix(palette.main, '#1c1c1c', 0.7)}" fill-opacity="0.85"/>`);
  c.body.push(`<rect x="${r1(fx + pane + door * 0.78)}" y="${r1(gy + gh * 0.45)}" width="${r1(door * 0.05)}" height="${r1(gh * 0.2)}" rx="3" fill="#d9d9d9"/>`);
  // Reflections on the glass, and the ceiling's lights.
  for (let i = 0; i < 3; i++) {
    const rx = fx + fw * between(rand, 0.05, 0.85);
    c.body.push(`<polygon points="${r1(rx)},${r1(gy)} ${r1(rx + fw * 0.05)},${r1(gy)} ${r1(rx - fw * 0.04)},${r1(gy + gh)} ${r1(rx - fw * 0.09)},${r1(gy + gh)}" fill="#ffffff" fill-opacity="${r1(between(rand, 0.1, 0.22))}"/>`);
  }
  const light = radial(c, 'light', '#fffbe8', 0.9);
  for (let i = 0; i < 4; i++) c.body.push(`<ellipse cx="${r1(w * (0.15 + i * 0.23))}" cy="${r1(h * 0.035)}" rx="${r1(w * 0.07)}" ry="${r1(h * 0.03)}" fill="${light}"/>`);
  // The shop's glow on the floor.
  c.body.push(`<ellipse cx="${r1(w / 2)}" cy="${r1(horizon + (h - horizon) * 0.3)}" rx="${r1(fw * 0.45)}" ry="${r1((h - horizon) * 0.25)}" fill="${radial(c, 'spill', mix(palette.accent, '#ffffff', 0.5), 0.35)}"/>`);
}

/** One product on the table: a bag, a box, a bottle or a cup, with its highlight. */
function product(c: Canvas, kind: number, cx: number, base: number, size: number, color: string, trim: string): void {
  const shine = 'url(#shine)';
  switch (kind) {
    case 0: {
      // A shopping bag with rope handles.
      const [bw, bh] = [size * 0.8, size];
      c.body.push(`<path d="M${r1(cx - bw * 0.28)} ${r1(base - bh)} q${r1(bw * 0.28)} ${r1(-bh * 0.45)} ${r1(bw * 0.56)} 0" fill="none" stroke="${trim}" stroke-width="${r1(size * 0.025)}"/>`);
      c.body.push(`<path d="M${r1(cx - bw / 2)} ${r1(base - bh)} h${r1(bw)} l${r1(bw * 0.04)} ${r1(bh)} h${r1(-bw * 1.08)} Z" fill="${color}"/>`);
      c.body.push(`<rect x="${r1(cx - bw / 2)}" y="${r1(base - bh)}" width="${r1(bw * 0.5)}" height="${r1(bh)}" fill="${shine}"/>`);
      c.body.push(`<rect x="${r1(cx - bw * 0.18)}" y="${r1(base - bh * 0.62)}" width="${r1(bw * 0.36)}" height="${r1(bw * 0.36)}" rx="${r1(bw * 0.18)}" fill="${trim}"/>`);
      break;
    }
    case 1: {
      // A gift box with a ribbon.
      const [bw, bh] = [size, size * 0.7];
      c.body.push(`<rect x="${r1(cx - bw / 2)}" y="${r1(base - bh)}" width="${r1(bw)}" height="${r1(bh)}" rx="${r1(size * 0.02)}" fill="${color}"/>`);
      c.body.push(`<rect x="${r1(cx - bw * 0.53)}" y="${r1(base - bh - size * 0.08)}" width="${r1(bw * 1.06)}" height="${r1(size * 0.14)}" rx="${r1(size * 0.02)}" fill="${mix(color, '#ffffff', 0.15)}"/>`);
      c.body.push(`<rect x="${r1(cx - size * 0.05)}" y="${r1(base - bh - size * 0.08)}" width="${r1(size * 0.1)}" height="${r1(bh + size * 0.08)}" fill="${trim}"/>`);
      c.body.push(`<path d="M${r1(cx)} ${r1(base - bh - size * 0.08)} c${r1(-size * 0.25)} ${r1(-size * 0.2)} ${r1(-size * 0.3)} ${r1(size * 0.05)} 0 0 c${r1(size * 0.3)} ${r1(size * 0.05)} ${r1(size * 0.25)} ${r1(-size * 0.2)} 0 0" fill="none" stroke="${trim}" stroke-width="${r1(size * 0.045)}"/>`);
      c.body.push(`<rect x="${r1(cx - bw / 2)}" y="${r1(base - bh)}" width="${r1(bw * 0.35)}" height="${r1(bh)}" fill="${shine}"/>`);
      break;
    }
    case 2: {
      // A bottle: a body, a shoulder, a neck and a cap, with its label band.
      const bw = size * 0.42;
      const bh = size * 1.05;
      c.body.push(`<path d="M${r1(cx - bw / 2)} ${r1(base)} v${r1(-bh * 0.62)} q0 ${r1(-bh * 0.14)} ${r1(bw * 0.32)} ${r1(-bh * 0.2)} v${r1(-bh * 0.12)} h${r1(bw * 0.36)} v${r1(bh * 0.12)} q${r1(bw * 0.32)} ${r1(bh * 0.06)} ${r1(bw * 0.32)} ${r1(bh * 0.2)} v${r1(bh * 0.62)} Z" fill="${color}"/>`);
      c.body.push(`<rect x="${r1(cx - bw * 0.2)}" y="${r1(base - bh * 1.02)}" width="${r1(bw * 0.4)}" height="${r1(bh * 0.1)}" rx="${r1(bw * 0.05)}" fill="${trim}"/>`);
      c.body.push(`<rect x="${r1(cx - bw / 2)}" y="${r1(base - bh * 0.45)}" width="${r1(bw)}" height="${r1(bh * 0.22)}" fill="${trim}" fill-opacity="0.9"/>`);
      c.body.push(`<rect x="${r1(cx - bw * 0.38)}" y="${r1(base - bh * 0.7)}" width="${r1(bw * 0.14)}" height="${r1(bh * 0.62)}" rx="${r1(bw * 0.07)}" fill="#ffffff" fill-opacity="0.35"/>`);
      break;
    }
    default: {
      // A cup on a saucer, steaming.
      const cw = size * 0.62;
      const ch = size * 0.5;
      c.body.push(`<ellipse cx="${r1(cx)}" cy="${r1(base - size * 0.03)}" rx="${r1(size * 0.55)}" ry="${r1(size * 0.08)}" fill="${mix(trim, '#ffffff', 0.3)}"/>`);
      c.body.push(`<path d="M${r1(cx + cw * 0.42)} ${r1(base - ch * 0.85)} a${r1(ch * 0.22)} ${r1(ch * 0.22)} 0 1 1 0 ${r1(ch * 0.44)}" fill="none" stroke="${color}" stroke-width="${r1(size * 0.05)}"/>`);
      c.body.push(`<path d="M${r1(cx - cw / 2)} ${r1(base - ch - size * 0.06)} h${r1(cw)} q0 ${r1(ch)} ${r1(-cw / 2)} ${r1(ch)} q${r1(-cw / 2)} 0 ${r1(-cw / 2)} ${r1(-ch)} Z" fill="${color}"/>`);
      c.body.push(`<ellipse cx="${r1(cx)}" cy="${r1(base - ch - size * 0.06)}" rx="${r1(cw / 2)}" ry="${r1(size * 0.05)}" fill="${mix(color, '#000000', 0.35)}"/>`);
      for (const dx of [-0.12, 0.08]) c.body.push(`<path d="M${r1(cx + dx * size)} ${r1(base - ch - size * 0.15)} q${r1(size * 0.08)} ${r1(-size * 0.12)} 0 ${r1(-size * 0.24)} q${r1(-size * 0.08)} ${r1(-size * 0.12)} 0 ${r1(-size * 0.24)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${r1(size * 0.025)}" stroke-linecap="round"/>`);
    }
  }
}

function productShot(c: Canvas): void {
  const { w, h, rand, palette } = c;
  const table = h * between(rand, 0.62, 0.7);
  const wall = mix(palette.accent, '#f7f3ee', 0.72);
  c.body.push(`<rect width="${w}" height="${r1(table)}" fill="${linear(c, 'wall', [[0, mix(wall, '#ffffff', 0.3)], [1, mix(wall, '#000000', 0.08)]])}"/>`);
  c.body.push(`<rect y="${r1(table)}" width="${w}" height="${r1(h - table)}" fill="${linear(c, 'table', [[0, mix(palette.main, '#e8dfd3', 0.78)], [1, mix(palette.main, '#b8ab9a', 0.7)]])}"/>`);
  // Out-of-focus lights behind, and a soft window light.
  c.body.push(`<ellipse cx="${r1(w * between(rand, 0.2, 0.8))}" cy="${r1(h * 0.25)}" rx="${r1(w * 0.45)}" ry="${r1(h * 0.35)}" fill="${radial(c, 'window', '#ffffff', 0.55)}"/>`);
  const bokeh = radial(c, 'bokeh', '#ffffff', 0.5, 0.08);
  for (let i = 0; i < 9; i++) c.body.push(`<circle cx="${r1(w * rand())}" cy="${r1(table * between(rand, 0.1, 0.85))}" r="${r1(h * between(rand, 0.03, 0.09))}" fill="${bokeh}"/>`);
  c.defs.push('<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>');
  const shadow = radial(c, 'shadow', '#000000', 0.35);
  const trim = inkOn(palette.main) === '#ffffff' ? mix(palette.accent, '#ffffff', 0.2) : mix(palette.main, '#000000', 0.5);
  const kinds = [Math.floor(rand() * 4), Math.floor(rand() * 4)];
  const main = h * between(rand, 0.34, 0.42);
  const items: [number, number, number, string, string][] = [
    [kinds[1]!, w * between(rand, 0.22, 0.32), main * 0.62, palette.accent, palette.main],
    [kinds[0]!, w * between(rand, 0.46, 0.56), main, palette.main, trim],
    [(kinds[0]! + 1) % 4, w * between(rand, 0.7, 0.8), main * 0.7, mix(palette.main, '#ffffff', 0.55), palette.main],
  ];
  for (const [, cx, size] of items) c.body.push(`<ellipse cx="${r1(cx + size * 0.08)}" cy="${r1(table + h * 0.07)}" rx="${r1(size * 0.7)}" ry="${r1(size * 0.09)}" fill="${shadow}"/>`);
  for (const [kind, cx, size, color, detail] of items) product(c, kind, cx, table + h * 0.07, size, color, detail);
}

function atrium(c: Canvas): void {
  const { w, h, rand, palette } = c;
  const vx = w * between(rand, 0.3, 0.7);
  const vy = h * between(rand, 0.45, 0.58);
  const levels = rand() < 0.5 ? 2 : 3;
  const sky = pick(rand, ['#eaf3fb', '#f5efe3', '#eef6ef', '#f3eef7']);
  c.body.push(`<rect width="${w}" height="${h}" fill="${linear(c, 'sky', [[0, sky], [0.5, '#f6f3ee'], [1, '#cfc8bd']])}"/>`);
  // The skylight's ribs.
  for (let i = -5; i <= 5; i++) c.body.push(`<line x1="${r1(vx + i * w * 0.05)}" y1="${r1(h * 0.12)}" x2="${r1(vx + i * w * 0.2)}" y2="0" stroke="#b9c6d2" stroke-width="3"/>`);
  // Two galleries on each side in perspective, each a row of lit shop fronts and a glass balustrade.
  const colors = [palette.main, palette.accent, mix(palette.main, '#ffffff', 0.4), '#6b7b8c', '#c9a66b', '#8c5a7a'];
  for (const side of [-1, 1]) {
    for (let level = 0; level < levels; level++) {
      const top = h * (0.14 + (level * 0.66) / levels);
      const bottom = top + h * (0.6 / levels);
      const near = side < 0 ? 0 : w;
      const far = vx + side * w * 0.1;
      const y = (at: number, x: number) => r1(at + ((vy - at) * (near - x)) / (near - vx));
      let x = near;
      for (let s = 0; s < 4; s++) {
        const next = x + ((far - near) / 4) * 1.0;
        c.body.push(`<polygon points="${r1(x)},${y(top, x)} ${r1(next)},${y(top, next)} ${r1(next)},${y(bottom, next)} ${r1(x)},${y(bottom, x)}" fill="${pick(rand, colors)}" fill-opacity="0.85" stroke="#efece6" stroke-width="4"/>`);
        c.body.push(`<polygon points="${r1(x)},${y(top + (bottom - top) * 0.28, x)} ${r1(next)},${y(top + (bottom - top) * 0.28, next)} ${r1(next)},${y(bottom, next)} ${r1(x)},${y(bottom, x)}" fill="#fff6df" fill-opacity="0.55"/>`);
        x = next;
      }
      c.body.push(`<polygon points="${r1(near)},${y(bottom, near)} ${r1(far)},${y(bottom, far)} ${r1(far)},${y(bottom + h * 0.03, far)} ${r1(near)},${y(bottom + h * 0.03, near)}" fill="#f4f1ec"/>`);
    }
  }
  // The floor, and plants in the middle.
  c.body.push(`<polygon points="0,${h} ${w},${h} ${r1(vx + w * 0.1)},${r1(h * 0.8)} ${r1(vx - w * 0.1)},${r1(h * 0.8)}" fill="${linear(c, 'atrium-floor', [[0, '#d7d1c7'], [1, '#f1ede6']])}"/>`);
  const plants = 1 + Math.floor(rand() * 3);
  for (let i = 0; i < plants; i++) {
    const px = vx + (i - (plants - 1) / 2) * w * 0.12;
    const py = h * 0.9;
    c.body.push(`<rect x="${r1(px - w * 0.03)}" y="${r1(py - h * 0.05)}" width="${r1(w * 0.06)}" height="${r1(h * 0.06)}" rx="6" fill="#8b8177"/>`);
    for (let l = 0; l < 5; l++) c.body.push(`<circle cx="${r1(px + w * between(rand, -0.04, 0.04))}" cy="${r1(py - h * between(rand, 0.07, 0.12))}" r="${r1(h * between(rand, 0.03, 0.05))}" fill="${pick(rand, ['#3f7d4f', '#2f6b40', '#5a9a5f'])}"/>`);
  }
}

/** A photo, without a word in it. */
export function photoSvg(scene: Scene, w: number, h: number, seed: string, palette: Palette): string {
  const c: Canvas = { w, h, rand: seeded(hash(seed)), palette, defs: [], body: [] };
  if (scene === 'storefront') storefront(c);
  else if (scene === 'product') productShot(c);
  else atrium(c);
  // A vignette, as a lens gives.
  c.body.push(`<rect width="${w}" height="${h}" fill="url(#vignette)"/>`);
  c.defs.push('<radialGradient id="vignette" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></radialGradient>');
  return `<defs>${c.defs.join('')}</defs>${c.body.join('')}`;
}
