import type { HeadContext, PageHead } from '@mall/site';
import type { AmenitiesPageQuery, AmenityPageQuery } from '../../graphql/generated';

// Titles and descriptions of the amenities' pages, for the server's head (seo.ts) and the title after
// a client-side navigation (the views), so the two never differ.

type Translate = HeadContext['t'];

export function listHead(data: AmenitiesPageQuery, page: number, t: Translate): PageHead {
  const mall = data.mall.name;
  const category = data.amenities?.category;
  const firstImage = data.amenities?.items.find((a) => a.image)?.image ?? null;
  if (category) {
    return {
      title: page > 1 ? t('amenities:head.categoryTitlePage', { category: category.name, page, mall }) : t('amenities:head.categoryTitle', { category: category.name, mall }),
      description: t('amenities:head.categoryDescription', { category: category.name, mall }),
      ogImage: firstImage,
    };
  }
  return {
    title: page > 1 ? t('amenities:head.titlePage', { page, mall }) : t('amenities:head.title', { mall }),
    description: t('amenities:head.description', { mall }),
    ogImage: firstImage,
  };
}

export function detailHead(data: AmenityPageQuery, t: Translate): PageHead {
  const amenity = data.amenity;
  if (!amenity) return {};
  return {
    title: t('amenities:head.amenityTitle', { amenity: amenity.title, mall: data.mall.name }),
    description: amenity.summary?.slice(0, 300) || t('amenities:head.description', { mall: data.mall.name }),
    ogImage: amenity.image,
  };
}
