import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
import { useAboutPageQuery, type AboutPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { aboutHead } from './head';
import './about.css';

// About the mall (issue 9 "Pages"): its own text (rich text sanitised by the bff) and photos, then the
// facts a visitor looks for, each with the page that tells more: where it is, how many shops, today's
// hours, parking, how to reach it and whom to contact.

type Mall = AboutPageQuery['mall'];

/** The address's lines as a visitor writes them: street, district, postcode and city. */
export function addressLines(address: Mall['address']): string[] {
  const city = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [address.street, address.street2, city].filter((line): line is string => !!line && line.trim() !== '');
}

/** Photos of the centre, numbered from `first` (the first of the page is the main one, above the fold). */
function Gallery({ images, mall, first = 0 }: { images: readonly string[]; mall: string; first?: number }) {
  const { t } = useTranslation('about');
  if (images.length === 0) return null;
  return (
    <ul className="about__gallery" data-count={images.length} aria-label={t('gallery', { mall })}>
      {images.map((src, position) => {
        const index = first + position;
        return (
          <li key={src} className={index === 0 ? 'about__photo about__photo--main' : 'about__photo'}>
            <ProxiedImage
              src={src}
              srcWidth={index === 0 ? 960 : 640}
              maxWidth={index === 0 ? 1920 : 960}
              sizes={index === 0 ? '(min-width: 900px) 760px, 100vw' : '(min-width: 900px) 380px, 50vw'}
              width={1200}
              height={900}
              eager={index === 0}
              alt={t('photo', { mall, number: index + 1 })}
            />
          </li>
        );
      })}
    </ul>
  );
}

export function AboutScreen() {
  const lang = useLang();
  const { t } = useTranslation('about');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useAboutPageQuery({ variables: { lang } });
  const title = data ? (aboutHead(data, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { aboutPage: about, mall } = data;
  const address = addressLines(mall.address);
  const parking = mall.parkingDescription?.trim();
  return (
    <article className="about" data-testid="about">
      <h1>{t('title', { mall: mall.name })}</h1>
      <div className="about__layout">
        <div className="about__story">
          <Gallery images={about.images.slice(0, 1)} mall={mall.name} />
          {about.html && <div className="about__text rich-text" data-testid="about-text" dangerouslySetInnerHTML={{ __html: about.html }} />}
          <Gallery images={about.images.slice(1)} mall={mall.name} first={1} />
        </div>
        <aside className="about__facts" aria-labelledby="about-facts">
          <h2 id="about-facts">{t('facts')}</h2>
          <dl>
            {address.length > 0 && (
              <div data-testid="about-address">
                <dt>{t('address')}</dt>
                <dd>
                  <address>
                    {address.map((line) => (
                      <span key={line} className="about__line">
                        {line}
                      </span>
                    ))}
                  </address>
                  <PrefetchLink to={pathFor('map-way', lang)}>{t('howToGetHere')}</PrefetchLink>
                </dd>
              </div>
            )}
            <div data-testid="about-shops">
              <dt>{t('shops')}</dt>
              <dd>
                <PrefetchLink to={pathFor('shops-services', lang)}>{common('plural.shops', { count: about.shopCount })}</PrefetchLink>
              </dd>
            </div>
            <div data-testid="about-today">
              <dt>{t('today')}</dt>
              <dd>
                <span>{mall.today ? t('todayOpen', { from: mall.today.from, to: mall.today.to }) : t('todayClosed')}</span>
                <PrefetchLink to={pathFor('opening-hours', lang)}>{t('allHours')}</PrefetchLink>
              </dd>
            </div>
            {parking && (
              <div data-testid="about-parking">
                <dt>{t('parking')}</dt>
                <dd>
                  <span>{parking}</span>
                  <PrefetchLink to={pathFor('parking', lang)}>{t('parkingMore')}</PrefetchLink>
                </dd>
              </div>
            )}
            {(mall.phone || mall.email) && (
              <div data-testid="about-contact">
                <dt>{t('contact')}</dt>
                <dd>
                  {mall.phone && <a href={`tel:${mall.phone.replace(/\s+/g, '')}`}>{mall.phone}</a>}
                  {mall.email && <a href={`mailto:${mall.email}`}>{mall.email}</a>}
                  <PrefetchLink to={pathFor('contact', lang)}>{t('contactMore')}</PrefetchLink>
                </dd>
              </div>
            )}
          </dl>
        </aside>
      </div>
    </article>
  );
}

export default AboutScreen;
