import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel';
import { PrefetchLink } from '../../components/prefetch-link';
import type { HomePageQuery } from '../../graphql/generated';
import { imageSrcSet, sizedImage, type Lang } from '@mall/site';
import { contentPath } from './content-route';

type Banner = HomePageQuery['heroBanners'][number];

/** The hero spans the page's container: the viewport less its margins, up to the page width (global.css). */
const heroSizes = '(min-width: 1232px) 1200px, calc(100vw - 2rem)';

/** Width and height attributes in the slide's aspect ratio (`16/9`), so its box is reserved before the image loads. */
function heroBox(aspectRatio: string): { width: number; height: number } {
  const [w, h] = aspectRatio.split('/').map((part) => Number(part.trim()));
  const width = 1920;
  return w && h && w > 0 && h > 0 ? { width, height: Math.round((width * h) / w) } : { width, height: 1080 };
}

export function HeroCarousel({ banners, aspectRatio, lang }: { banners: readonly Banner[]; aspectRatio: string; lang: Lang }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  const box = heroBox(aspectRatio);
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
              // The first slide is the page's largest image: not lazy, and fetched first. React's server
              // render turns it into `<link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high">`
              // at the top of the markup, so a phone preloads the phone-sized candidate.
              <img
                src={sizedImage(banner.imageWide, 1280)}
                srcSet={imageSrcSet(banner.imageWide)}
                sizes={heroSizes}
                alt=""
                className="hero__image"
                width={box.width}
                height={box.height}
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
