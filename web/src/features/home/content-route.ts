import type { ContentType } from '../../graphql/generated';
import { pathFor, type Lang } from '@mall/site';

/** Where a hero banner leads: the detail screen of its content type. */
export function contentPath(type: ContentType, id: string, slug: string, lang: Lang): string {
  const params = { id, title: slug };
  switch (type) {
    case 'news':
      return pathFor('news-detail', lang, params);
    case 'event':
      return pathFor('event', lang, params);
    case 'reward':
      return pathFor('reward', lang, params);
    case 'product':
      return pathFor('offer', lang, params);
    case 'company':
      return pathFor('shop', lang, params);
  }
}
