import { pathFor, type HeadContext, type JsonLdItem, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import type { OfferPageQuery } from '../../graphql/generated';
import { offerHead } from './head';
import { isProductLayout, offersListPath } from './rules';

// An offer's head, loaded by the server only (the page module imports it lazily): its title,
// description and picture (head.ts, which the view shares for client-side navigation), and for search
// engines the way to it (BreadcrumbList) and, when it has a price, the product with its offer
// (schema.org Product/Offer: price, currency, validity, the shop that sells it).

export function offerStructuredData(data: OfferPageQuery, lang: HeadContext['lang'], listName: string): JsonLdItem[] {
  const offer = data.offer;
  if (!offer) return [];
  const path = pathFor('offer', lang, { id: offer.id, title: offer.slug });
  const items: JsonLdItem[] = [
    breadcrumbListJsonLd([
      { name: data.mall.name, path: pathFor('home', lang) },
      { name: listName, path: offersListPath(lang, null, 1) },
      { name: offer.name, path },
    ]),
  ];
  if (offer.price !== null && offer.price !== undefined && !offer.expired) {
    const sale: JsonLdItem = { '@type': 'Offer', price: offer.price.toFixed(2), priceCurrency: offer.currency, url: path, availability: 'https://schema.org/InStoreOnly' };
    if (offer.validFrom) sale.validFrom = offer.validFrom;
    if (offer.validTo) sale.priceValidUntil = offer.validTo;
    if (offer.shop) sale.seller = { '@type': 'Store', name: offer.shop.name, url: pathFor('shop', lang, { id: offer.shop.id, title: offer.shop.slug }) };
    const product: JsonLdItem = { '@context': 'https://schema.org', '@type': 'Product', name: offer.name, url: path, offers: sale };
    if (offer.summary) product.description = offer.summary;
    if (offer.images.length > 0) product.image = offer.images;
    items.push(product);
  }
  return items;
}

export function offerPageHead(data: OfferPageQuery, { lang, t }: HeadContext): PageHead {
  const listName = t(isProductLayout(data.settings.offersLayout) ? 'offers:productsTitle' : 'offers:title');
  return { ...offerHead(data, t), jsonLd: offerStructuredData(data, lang, listName) };
}
