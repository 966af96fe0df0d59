import { pageNumber, type HeadContext, type PageContext, type PageHead } from '@mall/site';
import type { OfferPageQuery, OffersPageQuery } from '../../graphql/generated';
import { isProductLayout } from './rules';

type Translate = HeadContext['t'];

/** A meta description is read in one breath: at most about 160 characters, cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The list's title and description: products or offers by the layout, the category's name, the page. */
export function offersListHead(data: OffersPageQuery, { params }: PageContext, t: Translate): PageHead {
  const mall = data.mall.name;
  const products = isProductLayout(data.settings.offersLayout);
  const list = t(products ? 'offers:head.productsTitle' : 'offers:head.title', { mall });
  const category = data.offers?.category?.name;
  let title = category ? t('offers:head.categoryTitle', { category, list }) : list;
  const page = pageNumber(params.page);
  if (page !== null && page > 1) title = t('offers:head.page', { title, page });
  return {
    title,
    description: category
      ? t('offers:head.categoryDescription', { category, mall })
      : t(products ? 'offers:head.productsDescription' : 'offers:head.description', { mall }),
    ogImage: data.offers?.offers.find((o) => o.image)?.image ?? null,
  };
}

/** An offer's title, description (its own text, else who gives it) and Open Graph image. */
export function offerHead(data: OfferPageQuery, t: Translate): PageHead {
  const offer = data.offer;
  if (!offer) return {};
  const mall = data.mall.name;
  return {
    title: t('offers:head.offerTitle', { name: offer.name, mall }),
    description: offer.summary ? shortDescription(offer.summary) : t('offers:head.offerDescription', { name: offer.name, shop: offer.shop?.name ?? mall, mall }),
    ogImage: offer.image ?? null,
  };
}
