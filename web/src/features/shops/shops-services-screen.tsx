import { useTranslation } from 'react-i18next';
import { pathFor, type Lang } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { useShopsServicesPageQuery, type ShopsServicesPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { shopsServicesHead } from './head';
import { ShopGrid, useFloorLabel } from './shop-grid';
import './shops.css';

// Shops and services (spec §2): the categories as a tree with their shop counts (a category counts
// its subcategories' shops; an empty one is left out), the featured shops, and every shop from A to Z
// under the first letter of its name with diacritics folded (the bff groups them), with an index of
// the letters. The A–Z list is a directory (names, category and floor), the featured shops are cards.

type CategoryNode = ShopsServicesPageQuery['categories'][number];

function CategoryTree({ categories, lang }: { categories: readonly CategoryNode[]; lang: Lang }) {
  const { t: common } = useTranslation();
  const link = (node: { key: string; name: string; shopCount: number }) => (
    <PrefetchLink to={pathFor('shops-category', lang, { category: node.key, page: 1 })}>
      <span className="shop-categories__name">{node.name}</span> <span className="shop-categories__count">{common('plural.shops', { count: node.shopCount })}</span>
    </PrefetchLink>
  );
  return (
    <ul className="shop-categories" data-testid="shop-categories">
      {categories
        .filter((node) => node.shopCount > 0)
        .map((node) => {
          const children = node.children.filter((child) => child.shopCount > 0);
          return (
            <li key={node.id}>
              {link(node)}
              {children.length > 0 && (
                <ul>
                  {children.map((child) => (
                    <li key={child.id}>{link(child)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
    </ul>
  );
}

export function ShopsServicesScreen() {
  const lang = useLang();
  const { t } = useTranslation('shops');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useShopsServicesPageQuery({ variables: { lang } });
  const floorLabel = useFloorLabel(data?.settings.showFloorNumberOnShopCard ?? false);
  const title = data ? (shopsServicesHead(data, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const showFloor = data.settings.showFloorNumberOnShopCard;
  const letters = data.shopsByLetter;
  return (
    <div className="shops" data-testid="shops-services">
      <h1>{t('landing.title')}</h1>
      <section className="shops__section" aria-labelledby="shops-categories">
        <h2 id="shops-categories">{t('landing.categories')}</h2>
        <CategoryTree categories={data.categories} lang={lang} />
      </section>
      {data.featuredShops.length > 0 && (
        <section className="shops__section" aria-labelledby="shops-featured">
          <h2 id="shops-featured">{t('landing.featured')}</h2>
          <ShopGrid shops={data.featuredShops} lang={lang} showFloor={showFloor} testId="featured-shops" />
        </section>
      )}
      <section className="shops__section" aria-labelledby="shops-az" data-testid="shops-az">
        <h2 id="shops-az">{t('landing.az')}</h2>
        {letters.length === 0 ? (
          <p>{t('landing.empty')}</p>
        ) : (
          <>
            <nav className="letter-index" aria-label={t('landing.letters')}>
              <ul>
                {letters.map((group) => (
                  <li key={group.letter}>
                    <a href={`#letter-${encodeURIComponent(group.letter)}`}>{group.letter}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="shops__letters">
              {letters.map((group) => (
                <section key={group.letter} id={`letter-${group.letter}`} className="shops__letter" aria-labelledby={`letter-${group.letter}-title`} data-testid={`letter-${group.letter}`}>
                  <h3 id={`letter-${group.letter}-title`} className="shops__letter-title">
                    {group.letter}
                  </h3>
                  <ul className="shops__directory">
                    {group.shops.map((shop) => {
                      const floor = floorLabel(shop.floor);
                      return (
                        <li key={shop.id}>
                          <PrefetchLink to={pathFor('shop', lang, { id: shop.id, title: shop.slug })}>{shop.name}</PrefetchLink>
                          {(shop.category || floor) && <span className="shops__directory-meta">{[shop.category, floor].filter(Boolean).join(' · ')}</span>}
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </section>
    </div>
  );
}

export default ShopsServicesScreen;
