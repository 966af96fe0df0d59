import { icons as mdi } from '@iconify-json/mdi';
import type { IconifyJSON } from '@iconify/types';
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon';
import { stringToIcon, validateIconName } from '@iconify/utils/lib/icon/name';
import { iconToSVG } from '@iconify/utils/lib/svg/build';
import type { SvgIcon } from '../graphql/generated';

// Icons by Iconify name (`mdi:parking`), as the platform names them for amenities, badges and the
// information hub. The original site fetched each icon set from the public Iconify hosts at run time
// (spec §7); here the sets are npm packages (`@iconify-json/<prefix>`) read by the bff, which sends each
// icon's drawing with the data that names it. So the browser makes no request for an icon, and only the
// icons a page shows reach it: no set, not even its index, is in the browser's bundle (docs/images.md,
// "Icons"). The drawing comes from the bundled set, never from the platform, which only names it: the
// web can put its markup into the page as it is.

/** The sets the bff bundles, by prefix. Another set: `npm install -w bff @iconify-json/<prefix>` and a line here. */
const SETS: Readonly<Record<string, IconifyJSON>> = { mdi };

/** Drawn for a name that is malformed, of a set not bundled, or not in its set: a shape that means nothing. */
export const FALLBACK_ICON = 'mdi:shape-outline';

/** An Iconify name is short; a longer text is no name (and is not parsed). */
const MAX_NAME = 100;

function draw(name: string): SvgIcon | null {
  if (name.length > MAX_NAME) return null;
  const parsed = stringToIcon(name.trim(), false, false);
  if (!parsed || !validateIconName(parsed) || parsed.provider !== '') return null;
  const set = Object.hasOwn(SETS, parsed.prefix) ? SETS[parsed.prefix] : undefined;
  // Own names only: `__proto__` is no icon, whatever an object answers to it.
  const known = (of: IconifyJSON) => Object.hasOwn(of.icons, parsed.name) || (!!of.aliases && Object.hasOwn(of.aliases, parsed.name));
  const data = set && known(set) ? getIconData(set, parsed.name) : null;
  if (!data) return null;
  // Rotations and flips of an alias are applied here, so the drawing is its body in its box.
  const { attributes, body } = iconToSVG(data);
  const [left, top, width, height] = attributes.viewBox.split(' ').map(Number) as [number, number, number, number];
  return { name: `${parsed.prefix}:${parsed.name}`, body, left, top, width, height, fallback: false };
}

const fallbackDrawing = draw(FALLBACK_ICON);
if (!fallbackDrawing) throw new Error(`the fallback icon ${FALLBACK_ICON} is not in the bundled sets`);
const fallback: SvgIcon = { ...fallbackDrawing, fallback: true };

/** Drawings already made, by name (a mall names a few dozen icons; the bound keeps odd names from piling up). */
const drawn = new Map<string, SvgIcon>();
const MAX_DRAWN = 2000;

/**
 * The drawing of an Iconify name; the neutral icon (marked `fallback`) for a name that is malformed or
 * not in a bundled set, so a page never breaks on a name; null when there is no name at all.
 */
export function svgIcon(name: string | null | undefined): SvgIcon | null {
  if (name === null || name === undefined || name.trim() === '') return null;
  const kept = drawn.get(name);
  if (kept) return kept;
  const made = draw(name) ?? fallback;
  if (drawn.size < MAX_DRAWN) drawn.set(name, made);
  return made;
}
