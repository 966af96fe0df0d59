import type { AuthSlide } from '../graphql/generated';
import { proxiedImage } from '../shared/images';

// The sign-in and registration pages' slider (issue 22; spec §3 grouped key `login_slider_images` and the
// name list `login_slider_images_names`, comma plus space): picture N is captioned by the N-th name.

export type RawSettings = Readonly<Record<string, string | null | undefined>>;
export type AuthPagesWarn = (message: string, context: Record<string, unknown>) => void;

/** More would be a slider nobody pages through, and a page operation that grows with an editor's mistake. */
export const MAX_SLIDES = 10;

const prefix = 'login_slider_images_';

/**
 * The slides in key number order. A caption belongs to its key's place among the numbered keys, so an
 * invalid picture (left out, logged once per cached copy of the settings) does not shift the captions
 * of the ones after it.
 */
export function toAuthSlides(settings: RawSettings, warn: AuthPagesWarn): AuthSlide[] {
  const names = (settings.login_slider_images_names ?? '').split(',').map((name) => name.trim());
  const invalid: string[] = [];
  const slides = Object.keys(settings)
    .filter((key) => key.startsWith(prefix) && /^\d+$/.test(key.slice(prefix.length)))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap((key, place) => {
      const value = settings[key]?.trim();
      if (!value) return [];
      const image = proxiedImage(value);
      if (!image) {
        invalid.push(key);
        return [];
      }
      return [{ image, caption: names[place] || null }];
    });
  if (invalid.length > 0) warn('a sign-in slider picture is no image address, left out', { keys: invalid });
  return slides.slice(0, MAX_SLIDES);
}
