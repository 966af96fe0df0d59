import type { HeadContext, PageHead } from '@mall/site';

// The account pages' titles and descriptions; never indexed (forms, the same on every mall).

type AccountPage = 'login' | 'register' | 'forgot' | 'reset';

/** An account page's head from the mall's name. */
export function accountHead(page: AccountPage, data: { mall: { name: string } }, t: HeadContext['t']): PageHead {
  const mall = data.mall.name;
  return { title: t(`account:${page}.head.title`, { mall }), description: t(`account:${page}.head.description`, { mall }), indexable: false };
}
