import { pathFor } from '@mall/site';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
import { useGiftCardsPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { giftCardsHead } from './head';
import './gift-cards.css';

// Gift cards (issue 9 "Pages"): the mall's gift-card picture (settings `gift_cards_images`), what a
// card is, where to buy it, its balance and validity (the feature's texts with the mall's name), and
// the help address `gift_cards_page_help_email` as a mailto link, only when the mall names one.

export function GiftCardsScreen() {
  const lang = useLang();
  const { t } = useTranslation('gift-cards');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useGiftCardsPageQuery({ variables: { lang } });
  const title = data ? (giftCardsHead(data, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const mall = data.mall.name;
  const image = data.giftCards.images[0];
  const email = data.giftCards.helpEmail;
  return (
    <div className="gift-cards" data-testid="gift-cards">
      <h1>{t('title')}</h1>
      <div className="gift-cards__lead">
        {image && (
          <ProxiedImage
            className="gift-cards__image"
            src={image}
            srcWidth={960}
            maxWidth={1280}
            sizes="(min-width: 768px) 40vw, 100vw"
            width={1200}
            height={900}
            eager
            alt={t('imageAlt', { mall })}
          />
        )}
        <p className="gift-cards__intro">{t('intro', { mall })}</p>
      </div>
      <div className="gift-cards__sections">
        <section aria-labelledby="gift-cards-what">
          <h2 id="gift-cards-what">{t('what.title')}</h2>
          <p>{t('what.text')}</p>
        </section>
        <section aria-labelledby="gift-cards-buy">
          <h2 id="gift-cards-buy">{t('buy.title')}</h2>
          <p>{t('buy.text', { mall })}</p>
          <p>
            <PrefetchLink to={pathFor('opening-hours', lang)}>{t('buy.link')}</PrefetchLink>
          </p>
        </section>
        <section aria-labelledby="gift-cards-balance">
          <h2 id="gift-cards-balance">{t('balance.title')}</h2>
          <p>{t('balance.text')}</p>
        </section>
        <section aria-labelledby="gift-cards-validity">
          <h2 id="gift-cards-validity">{t('validity.title')}</h2>
          <p>{t('validity.text')}</p>
        </section>
      </div>
      {email && (
        <section className="gift-cards__help" aria-labelledby="gift-cards-help" data-testid="gift-cards-help">
          <h2 id="gift-cards-help">{t('help.title')}</h2>
          <p>
            {t('help.text')} <a href={`mailto:${email}`}>{email}</a>
          </p>
        </section>
      )}
    </div>
  );
}

export default GiftCardsScreen;
