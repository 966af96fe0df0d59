import { useCallback, useEffect, type ReactNode } from 'react';
import { PrefetchLink } from './prefetch-link';
import { ProxiedImage } from './proxied-image';
import './media-card.css';

// A card with a 4:3 picture (the amenities' and rewards' lists, a reward's related rewards): the
// picture and the title are one link to the detail; what the feature shows below them is its own.
// Lay them out in a `ul.media-grid`.

export interface MediaCardProps {
  id: string;
  testId: string;
  title: ReactNode;
  /** The title's own class beside `media-card__title` (an amenity's sets its icon beside the text). */
  titleClassName?: string;
  headingLevel?: 2 | 3;
  image: string | null | undefined;
  /** Images of the first row load at once; the others when they come near (below the fold). */
  eager: boolean;
  onImageLoad(id: string): void;
  /** Where the card links: a page of the site… */
  href?: string;
  /** …or the feature's own link around the content (give it the class). */
  renderLink?(className: string, content: ReactNode): ReactNode;
  /** Below the link: the card's facts (`media-card__highlight`, `media-card__note`) and controls. */
  children?: ReactNode;
}

export function MediaCard({ id, testId, title, titleClassName, headingLevel = 2, image, eager, onImageLoad, href, renderLink, children }: MediaCardProps) {
  const Heading = `h${headingLevel}` as const;
  const done = useCallback(() => onImageLoad(id), [onImageLoad, id]);
  // A card without an image has nothing to wait for.
  useEffect(() => {
    if (!image) onImageLoad(id);
  }, [image, id, onImageLoad]);
  const content = (
    <>
      <span className="media-card__image">
        {image && (
          // Cards are at most about 360 CSS pixels wide (media-card.css), up to three device pixels each.
          <ProxiedImage
            src={image}
            srcWidth={480}
            maxWidth={1200}
            sizes="(min-width: 1060px) 270px, (min-width: 523px) 45vw, 92vw"
            width={400}
            height={300}
            eager={eager}
            onDone={done}
          />
        )}
      </span>
      <Heading className={titleClassName ? `media-card__title ${titleClassName}` : 'media-card__title'}>{title}</Heading>
    </>
  );
  return (
    <li className="media-card" data-testid={testId}>
      {renderLink ? (
        renderLink('media-card__link', content)
      ) : (
        <PrefetchLink className="media-card__link" to={href ?? ''}>
          {content}
        </PrefetchLink>
      )}
      {children}
    </li>
  );
}
