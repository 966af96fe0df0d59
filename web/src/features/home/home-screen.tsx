import './home-sections.css'; // First: the parts' own stylesheets (home.css) refine these rules.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrateLater } from '../../components/hydrate-later';
import { HttpError } from '../../lib/http-error';
import { useLang } from '../../lib/use-lang';
import { useHomePageQuery, type HomePageQuery, type PostScope } from '../../graphql/generated';
import { FeaturedShops } from './featured-shops';
import { HeroCards } from './hero-cards';
import { heroCardsScope } from './hero-cards-scope';
import { HeroCarousel } from './hero-carousel';
import { HomeNewsEvents } from './home-news-events';
import { OpeningToday } from './opening-today';

// Home (spec §2): sections in the order of homepage_items_names; the screen's one GraphQL request.
const defaultSections = ['hero', 'opening-hours', 'featured-shops', 'news-events'];

/** The hero cards' events of a scope: every coming event is the upcoming list (events/upcoming). */
export function heroCardEvents(data: HomePageQuery, scope: PostScope) {
  if (scope === 'STORES') return data.heroStoreEvents.items;
  if (scope === 'MALL') return data.heroMallEvents.items;
  return data.upcomingEvents;
}

export function HomeScreen() {
  const lang = useLang();
  const { t } = useTranslation();
  // The same variables as the bff's embedded first result (routing/page-queries.ts).
  const [{ data, error, fetching }] = useHomePageQuery({ variables: { lang } });
  if (fetching && !data) return <p className="page-status" role="status">{t('common.loading')}</p>;
  if (!data) {
    // The route's error boundary shows the error screen (no blank page).
    throw new HttpError(503, error?.graphQLErrors[0]?.message ?? t('error.offline'));
  }
  const sections = data.settings.homepageItems.length > 0 ? data.settings.homepageItems : defaultSections;
  return (
    <div className="home" data-testid="home">
      <h1 className="visually-hidden">{data.mall.name}</h1>
      {sections.map((section) => {
        switch (section) {
          case 'hero': {
            const scope = heroCardsScope(data.settings.heroCardsEventType);
            return (
              <Fragment key={section}>
                <HeroCarousel banners={data.heroBanners} aspectRatio={data.settings.heroBannerAspectRatio} lang={lang} />
                <HeroCards events={heroCardEvents(data, scope)} scope={scope} formats={data.mall} lang={lang} />
              </Fragment>
            );
          }
          case 'opening-hours':
            return (
              <HydrateLater key={section}>
                <OpeningToday mall={data.mall} lang={lang} />
              </HydrateLater>
            );
          case 'featured-shops':
            return (
              <HydrateLater key={section}>
                <FeaturedShops shops={data.featuredShops} lang={lang} />
              </HydrateLater>
            );
          case 'news-events':
            return (
              <HydrateLater key={section}>
                <HomeNewsEvents events={data.upcomingEvents} news={data.lastNews} formats={data.mall} lang={lang} />
              </HydrateLater>
            );
          default:
            // Sections whose features come in later issues (offers, rewards …) are not shown yet.
            return null;
        }
      })}
    </div>
  );
}

export default HomeScreen;
