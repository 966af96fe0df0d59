import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from './prefetch-link';
import { ProxiedImage } from './proxied-image';
// Its styles (post-card.css) are the shell's, which every first HTML inlines: styles/shell.css.

// An event's or a news item's card (features/events, features/news, and the landings built on them):
// the image and the title are one link to the detail; the dates and times in the mall's formats and,
// for a shop's item, the shop's name, as text the caller has already formatted.

export interface PostCardProps {
  id: string;
  href: string;
  title: string;
  image: string | null | undefined;
  /** The dates as the mall writes them (`20. 11. 2026 – 23. 11. 2026`). */
  dates: string;
  /** `10:00 – 18:00`, or null. */
  times?: string | null;
  /** The shop that holds it; null for the mall's own. */
  shopName?: string | null;
  /** The accessible label of the shop's name (`Place: H&M`). */
  shopLabel?: string;
  summary?: string | null;
  /** Images of the first row load at once; the others when they come near. */
  eager: boolean;
  onImageLoad(id: string): void;
  headingLevel?: 2 | 3;
  /** The signed-in member likes it (the personal variants, spec §6): a mark on the card. */
  liked?: boolean;
}

/** The mark of an item the signed-in member likes ("♥ Liked"), on cards, home's rows and a detail. */
export function LikedMark({ className, testId = 'post-liked', label }: { className: string; testId?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <p className={className} data-testid={testId}>
      <span aria-hidden="true">♥</span> {label ?? t('toggles.liked')}
    </p>
  );
}

export function PostCard({ id, href, title, image, dates, times, shopName, shopLabel, summary, eager, onImageLoad, headingLevel = 2, liked = false }: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  const done = useCallback(() => onImageLoad(id), [onImageLoad, id]);
  // A card without an image has nothing to wait for.
  useEffect(() => {
    if (!image) onImageLoad(id);
  }, [image, id, onImageLoad]);
  return (
    <li className="post-card" data-testid="post-card" data-id={id}>
      <PrefetchLink className="post-card__link" to={href}>
        <span className="post-card__image">
          {image && (
            <ProxiedImage
              src={image}
              srcWidth={480}
              maxWidth={1280}
              sizes="(min-width: 1060px) 360px, (min-width: 640px) 45vw, 92vw"
              width={480}
              height={270}
              eager={eager}
              onDone={done}
            />
          )}
        </span>
        <Heading className="post-card__title">{title}</Heading>
      </PrefetchLink>
      <p className="post-card__when" data-testid="post-card-when">
        <time>{dates}</time>
        {times && <span className="post-card__times">{times}</span>}
      </p>
      {shopName && (
        <p className="post-card__shop" data-testid="post-card-shop">
          {shopLabel && <span className="visually-hidden">{shopLabel} </span>}
          {shopName}
        </p>
      )}
      {liked && <LikedMark className="post-card__liked" />}
      {summary && <p className="post-card__summary">{summary}</p>}
    </li>
  );
}
