import { pathFor, returnToParam, type Lang } from '@mall/site';

// The registration page's second step, the address's confirmation: `?step=verify`, with the address
// (`email`, filled in after hydration: a kept page never holds it), why the member is there
// (`reason=unverified`: the login was refused) and the way back after signing in (`redirect`).

export const stepParam = 'step';
export const verifyStep = 'verify';
export const reasonParam = 'reason';
export const unverifiedReason = 'unverified';

export function verifyStepPath(lang: Lang, email: string, options: { unverified?: boolean; redirect?: string | null } = {}): string {
  const query = new URLSearchParams({ [stepParam]: verifyStep, email });
  if (options.unverified) query.set(reasonParam, unverifiedReason);
  if (options.redirect) query.set(returnToParam, options.redirect);
  return `${pathFor('register', lang)}?${query}`;
}
