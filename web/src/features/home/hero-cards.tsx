import { useTranslation } from 'react-i18next';
import { pathFor, type Lang } from '@mall/site';
import { PostCard } from '../../components/post-card';
import { eventCardText, type EventFields, type MallFormats } from '../../components/post-card-text';
import { PrefetchLink } from '../../components/prefetch-link';
import type { PostScope } from '../../graphql/generated';
import { scopeRoute } from './hero-cards-scope';
import './home.css';

// The hero cards (spec: `hero_cards_event_type`): a row of the next events of the setting's scope
// right under the hero banner, each a link to its event, and a link to the scope's whole list. A
// scrolling row on a phone, four side by side on a wide screen: plain CSS, so the server's markup is
// the final layout (nothing moves when the app starts). Below the hero: the pictures load lazily.

/** How many cards the row shows. */
export const HERO_CARDS = 4;

const scopeKey = { ALL: 'all', MALL: 'mall', STORES: 'stores' } as const;
const ignore = () => {};

export function HeroCards({ events, scope, formats, lang }: { events: readonly EventFields[]; scope: PostScope; formats: MallFormats; lang: Lang }) {
  const { t } = useTranslation('home');
  if (events.length === 0) return null;
  const key = scopeKey[scope];
  return (
    <section className="hero-cards" aria-labelledby="hero-cards-title" data-testid="hero-cards" data-scope={scope}>
      <div className="home-section__head">
        <h2 id="hero-cards-title">{t(`heroCards.heading.${key}`)}</h2>
        <PrefetchLink to={pathFor(scopeRoute[scope], lang, {})} data-testid="hero-cards-all">
          {t(`heroCards.all.${key}`)}
        </PrefetchLink>
      </div>
      <ul className="post-grid hero-cards__row">
        {events.slice(0, HERO_CARDS).map((event) => (
          <PostCard key={event.id} {...eventCardText(event, lang, formats)} summary={null} shopLabel={t('newsEvents.placeLabel')} eager={false} onImageLoad={ignore} headingLevel={3} />
        ))}
      </ul>
    </section>
  );
}
