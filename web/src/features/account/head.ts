import type { HeadContext, PageHead } from '@mall/site';
import type { LoginPageQuery } from '../../graphql/generated';

/** The sign-in page's title and description; never indexed (a form, the same on every mall). */
export function loginHead(data: LoginPageQuery, t: HeadContext['t']): PageHead {
  const mall = data.mall.name;
  return { title: t('account:login.head.title', { mall }), description: t('account:login.head.description', { mall }), indexable: false };
}
