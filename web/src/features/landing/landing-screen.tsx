import { useTranslation } from 'react-i18next';
import { imageSrcSet, sizedImage, toHtmlLang } from '@mall/site';
import { useLandingPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { usePageContext } from '../../lib/use-page-context';
import { landingHead, landingStatus } from './head';
import { landingRoutes, type LandingRoute } from './landing-sites';
import './landing.css';

// A tenant's campaign page (spec §2 landing pages; a website page of type `landing`, CONTRACT.md): a
// hero with its image, the introduction, its sections (with in-page links when there are several) and
// the photos of the settings' `landings_images`. Rich text is sanitised once by the bff.

export function LandingScreen({ route }: { route: LandingRoute }) {
  const { lang, params } = usePageContext();
  const { t } = useTranslation('landing');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useLandingPageQuery({ variables: { lang, site: landingRoutes[route], title: params.title ?? '' } });
  usePageTitle(data ? (landingHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(data ? landingStatus(data) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  const landing = data?.landing;
  if (!landing) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const photos = landing.gallery.filter((src) => src !== landing.image);
  return (
    <article className="landing" aria-labelledby="landing-title" data-testid="landing" lang={toHtmlLang(landing.contentLang)}>
      <header className="landing__hero">
        {landing.image && (
          <img
            className="landing__hero-image"
            src={sizedImage(landing.image, 1280)}
            srcSet={imageSrcSet(landing.image, 1920)}
            sizes="100vw"
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
          />
        )}
        <div className="landing__hero-text">
          <h1 id="landing-title">{landing.title}</h1>
          {landing.description && <p className="landing__lead">{landing.description}</p>}
        </div>
      </header>
      {landing.contentLang !== lang && (
        <p className="landing__language" lang={toHtmlLang(lang)} data-testid="landing-language">
          {t('otherLanguage', { language: t(`languages.${landing.contentLang}`) })}
        </p>
      )}
      {landing.html && (
        // Sanitised by the bff: an allow-list of tags, no scripts, handlers, styles or foreign URLs.
        <div className="landing__intro rich-text" dangerouslySetInnerHTML={{ __html: landing.html }} />
      )}
      {landing.sections.length > 1 && (
        <nav className="landing__toc" aria-labelledby="landing-toc" lang={toHtmlLang(lang)}>
          <h2 id="landing-toc" className="visually-hidden">
            {t('contents')}
          </h2>
          <ul>
            {landing.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} lang={toHtmlLang(landing.contentLang)}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="landing__sections" data-testid="landing-sections">
        {landing.sections.map((section) => (
          <section key={section.id} id={section.id} className="landing__section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.html && <div className="rich-text" dangerouslySetInnerHTML={{ __html: section.html }} />}
          </section>
        ))}
      </div>
      {photos.length > 0 && (
        <section className="landing__photos" aria-labelledby="landing-photos" lang={toHtmlLang(lang)}>
          <h2 id="landing-photos">{t('photos')}</h2>
          <ul>
            {photos.map((src) => (
              <li key={src}>
                <img src={sizedImage(src, 640)} srcSet={imageSrcSet(src, 1280)} sizes="(min-width: 900px) 33vw, 100vw" alt="" width={1200} height={900} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
