import { pathFor, type Lang } from '@mall/site';

/** `?sent=1`: the code was just asked for (the page says where it went). */
export const sentParam = 'sent';

/** Setting a new password for `email` (filled in after hydration: a kept page never holds it). */
export function newPasswordPath(lang: Lang, email: string): string {
  return `${pathFor('set-new-password', lang)}?${new URLSearchParams({ email, [sentParam]: '1' })}`;
}
