import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type Lang } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { MediaCard } from '../../components/media-card';
import { SvgIcon, type SvgIconProps } from '../../components/svg-icon';
import type { AmenityCardFragment } from '../../graphql/generated';
import { isExternal } from './variables';

export interface AmenityCardProps {
  amenity: AmenityCardFragment;
  lang: Lang;
  /** Images of the first row load at once; the others when they come near (below the fold). */
  eager: boolean;
  onImageLoad(id: string): void;
}

/**
 * The card links to the amenity's detail, or where the tenant's `amenitiy_redirect_links` send it
 * instead: a page of the site (a prefetching link) or another site (a plain link, said so).
 */
function CardLink({ amenity, lang, className, children }: { amenity: AmenityCardFragment; lang: Lang; className: string; children: ReactNode }) {
  const { t } = useTranslation('amenities');
  const target = amenity.redirect;
  if (target && isExternal(target)) {
    return (
      <a className={className} href={target} rel="noopener" data-testid="amenity-link">
        {children}
        <span className="visually-hidden"> ({t('external')})</span>
      </a>
    );
  }
  return (
    <PrefetchLink className={className} to={target ?? pathFor('amenity', lang, { id: amenity.id, title: amenity.slug })} data-testid="amenity-link">
      {children}
    </PrefetchLink>
  );
}

/** An amenity's icon beside its title: on a card, or larger on the amenity's own page. */
export function AmenityIcon({ icon, large = false }: { icon: SvgIconProps['icon']; large?: boolean }) {
  return (
    <span className={large ? 'amenity-icon amenity-icon--large' : 'amenity-icon'} data-testid="amenity-icon">
      <SvgIcon icon={icon} size={large ? '1.75rem' : '1.25rem'} />
    </span>
  );
}

export function AmenityCard({ amenity, lang, eager, onImageLoad }: AmenityCardProps) {
  return (
    <MediaCard
      id={amenity.id}
      testId="amenity-card"
      title={
        <>
          {amenity.svgIcon && <AmenityIcon icon={amenity.svgIcon} />}
          <span>{amenity.title}</span>
        </>
      }
      titleClassName="amenity-card__title"
      image={amenity.image}
      eager={eager}
      onImageLoad={onImageLoad}
      renderLink={(className, content) => (
        <CardLink amenity={amenity} lang={lang} className={className}>
          {content}
        </CardLink>
      )}
    >
      {amenity.location && <p className="media-card__highlight">{amenity.location}</p>}
      {amenity.summary && <p className="media-card__note">{amenity.summary}</p>}
    </MediaCard>
  );
}
