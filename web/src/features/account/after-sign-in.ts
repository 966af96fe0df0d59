import { returnPathFrom, type Lang } from '@mall/site';

/** Where a member goes once signed in: the page they came for (`?redirect=`, a path of this site), or the dashboard. */
export function afterSignIn(search: URLSearchParams, lang: Lang): string {
  return returnPathFrom(`?${search}`, lang);
}
