import { imageSrcSet, sizedImage } from '@mall/site';
import type { ShellQuery } from '../../graphql/generated';

type Logos = ShellQuery['mall']['logos'];
type LogoType = ShellQuery['settings']['logoTypes']['header'];

/** The mall logo variant a `*_logo_type` setting names, falling back to the base logo. */
export function logoUrl(logos: Logos, type: LogoType): string | null {
  return logos[type] ?? logos.base ?? null;
}

/**
 * The logo's `src`, `srcSet` and `sizes` through the image route: header and footer show it at most
 * 160 CSS pixels wide (global.css), so candidates up to three device pixels each.
 */
export function logoImage(logo: string): { src: string; srcSet?: string; sizes: string } {
  return { src: sizedImage(logo, 320), srcSet: imageSrcSet(logo, 480), sizes: '160px' };
}
