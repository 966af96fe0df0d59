// The widths the bff's image route makes (issue 7, "Images"), and how the web asks for them. One
// fixed set, shared by both sides: the route snaps any asked width up to one of these, so a page
// that asks for the set gets one variant per width and every visitor shares those variants.

/** Every width the image route serves, in pixels, ascending. */
export const imageWidths = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof imageWidths)[number];

export const largestImageWidth: ImageWidth = imageWidths[imageWidths.length - 1]!;

/** The smallest width of the set at least `width` (the largest one beyond it). */
export function snapImageWidth(width: number): ImageWidth {
  return imageWidths.find((w) => w >= width) ?? largestImageWidth;
}

/** The image route's path: the bff serves it, the resolvers link to it (`/img?url=…`). */
export const imageProxyPath = '/img';

const proxiedImage = new RegExp(`^${imageProxyPath}\\?`);

/**
 * The link at one width of the set, for an image link through the image route; any other link
 * (an absolute URL, a data URL) is returned as it is, since only the route can resize.
 */
export function sizedImage(src: string, width: number): string {
  if (!proxiedImage.test(src)) return src;
  const url = new URL(src, 'http://site.invalid');
  url.searchParams.set('w', String(snapImageWidth(width)));
  return `${url.pathname}${url.search}`;
}

/**
 * A `srcset` of every width of the set from the smallest up to `maxWidth` (the largest the image is
 * ever shown at, device pixels included), or undefined when the link does not go through the route.
 */
export function imageSrcSet(src: string, maxWidth: number = largestImageWidth): string | undefined {
  if (!proxiedImage.test(src)) return undefined;
  const top = snapImageWidth(maxWidth);
  return imageWidths
    .filter((w) => w <= top)
    .map((w) => `${sizedImage(src, w)} ${w}w`)
    .join(', ');
}
