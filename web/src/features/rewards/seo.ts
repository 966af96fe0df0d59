import { pageNumber, pathFor, type HeadContext, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import type { RewardPageQuery, RewardsPageQuery } from '../../graphql/generated';
import { detailHead, listHead } from './head';

// The rewards' heads, loaded by the server only (the page modules import this lazily): title,
// description and Open Graph image (head.ts), and for a detail its breadcrumbs for search engines.

export function listPageHead(data: RewardsPageQuery, { params, t }: HeadContext): PageHead {
  return listHead(data, pageNumber(params.page) ?? 1, t);
}

export function detailPageHead(data: RewardPageQuery, { lang, t }: HeadContext): PageHead {
  const head = detailHead(data, t);
  const reward = data.reward;
  if (!reward) return head;
  const crumbs = [
    { name: t('rewards:title'), path: pathFor('rewards', lang, { page: 1 }) },
    ...(reward.category ? [{ name: reward.category.name, path: pathFor('rewards-category', lang, { category: reward.category.key, page: 1 }) }] : []),
    { name: reward.title, path: pathFor('reward', lang, { id: reward.id, title: reward.slug }) },
  ];
  return { ...head, jsonLd: [breadcrumbListJsonLd(crumbs)] };
}
