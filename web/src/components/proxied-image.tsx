import { useCallback } from 'react';
import { imageSrcSet, sizedImage } from '@mall/site';

// An image through the bff's image route (issue 7): a `src` variant, a `srcset` of the route's widths
// up to `maxWidth`, width and height for a box that does not move, lazy unless it is above the fold,
// and a callback once it has loaded or failed (a list's all-images-loaded flag, spec §4), also when
// the browser had it before the app took over the server's markup and fires no load event.

export interface ProxiedImageProps {
  /** The image's proxied link (`/img?url=…`), as the bff gives it. */
  src: string;
  /** The width of the `src` variant (for browsers without srcset). */
  srcWidth: number;
  /** The widest variant the srcset offers: the box's largest CSS width times the device pixels. */
  maxWidth: number;
  /** The box's CSS width by viewport (the `sizes` attribute). */
  sizes: string;
  /** The intrinsic box: its ratio reserves the room before the image arrives. */
  width: number;
  height: number;
  /** Above the fold: load at once. */
  eager?: boolean;
  alt?: string;
  className?: string;
  onDone?: () => void;
}

export function ProxiedImage({ src, srcWidth, maxWidth, sizes, width, height, eager = false, alt = '', className, onDone }: ProxiedImageProps) {
  const seen = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete) onDone?.();
    },
    [onDone],
  );
  return (
    <img
      ref={seen}
      className={className}
      src={sizedImage(src, srcWidth)}
      srcSet={imageSrcSet(src, maxWidth)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onLoad={onDone}
      onError={onDone}
    />
  );
}
