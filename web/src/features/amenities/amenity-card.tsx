import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type Lang } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
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
function CardLink({ amenity, lang, children }: { amenity: AmenityCardFragment; lang: Lang; children: ReactNode }) {
  const { t } = useTranslation('amenities');
  const target = amenity.redirect;
  if (target && isExternal(target)) {
    return (
      <a className="amenity-card__link" href={target} rel="noopener" data-testid="amenity-link">
        {children}
        <span className="visually-hidden"> ({t('external')})</span>
      </a>
    );
  }
  return (
    <PrefetchLink className="amenity-card__link" to={target ?? pathFor('amenity', lang, { id: amenity.id, title: amenity.slug })} data-testid="amenity-link">
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
  const done = useCallback(() => onImageLoad(amenity.id), [onImageLoad, amenity.id]);
  // An amenity without an image has nothing to wait for.
  useEffect(() => {
    if (!amenity.image) onImageLoad(amenity.id);
  }, [amenity.image, amenity.id, onImageLoad]);
  return (
    <li className="amenity-card" data-testid="amenity-card">
      <CardLink amenity={amenity} lang={lang}>
        <span className="amenity-card__image">
          {amenity.image && (
            <ProxiedImage
              src={amenity.image}
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
        <h2 className="amenity-card__title">
          {amenity.svgIcon && <AmenityIcon icon={amenity.svgIcon} />}
          <span>{amenity.title}</span>
        </h2>
      </CardLink>
      {amenity.location && <p className="amenity-card__location">{amenity.location}</p>}
      {amenity.summary && <p className="amenity-card__summary">{amenity.summary}</p>}
    </li>
  );
}
