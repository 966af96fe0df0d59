import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel';
import { PrefetchLink } from '../../components/prefetch-link';
import type { HomePageQuery } from '../../graphql/generated';
import type { Lang } from '@mall/site';
import { contentPath } from './content-route';

type Banner = HomePageQuery['heroBanners'][number];

export function HeroCarousel({ banners, aspectRatio, lang }: { banners: readonly Banner[]; aspectRatio: string; lang: Lang }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <div className="hero" style={{ ['--hero-ratio' as string]: aspectRatio.replace('/', ' / ') }} data-testid="hero">
      <Carousel
        label={t('home.heroLabel')}
        items={banners}
        set={1}
        className="hero__carousel carousel--single"
        getKey={(b) => `${b.type}-${b.id}`}
        renderItem={(banner, index) => (
          <PrefetchLink className="hero__slide" to={contentPath(banner.type, banner.id, banner.slug, lang)}>
            {banner.imageWide && (
              <img
                src={banner.imageWide}
                alt=""
                className="hero__image"
                width={1600}
                height={900}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            )}
            <span className="hero__caption">
              <span className="hero__title">{banner.title}</span>
              {banner.description && <span className="hero__description">{banner.description}</span>}
            </span>
          </PrefetchLink>
        )}
      />
    </div>
  );
}
