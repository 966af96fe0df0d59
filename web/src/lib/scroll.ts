import { matchPath } from '@mall/site';

// Scroll behaviour on navigation (spec §2): to the top on a route change, except within a list when
// only the page changes; a hash target is scrolled to when given.

export type ScrollDecision = { kind: 'top' } | { kind: 'keep' } | { kind: 'hash'; id: string };

const pageParam = 'page';

export function scrollDecision(previousPath: string | null, nextPath: string, hash: string): ScrollDecision {
  if (hash && hash.length > 1) return { kind: 'hash', id: decodeURIComponent(hash.slice(1)) };
  if (previousPath === null) return { kind: 'top' };
  const previous = matchPath(previousPath);
  const next = matchPath(nextPath);
  if (previous && next && previous.route.name === next.route.name && previous.lang === next.lang) {
    const others = (params: Record<string, string | undefined>) =>
      JSON.stringify(Object.entries(params).filter(([key]) => key !== pageParam).sort());
    const onlyPageChanged = previous.params[pageParam] !== next.params[pageParam] && others(previous.params) === others(next.params);
    if (onlyPageChanged) return { kind: 'keep' };
  }
  return previousPath === nextPath ? { kind: 'keep' } : { kind: 'top' };
}
