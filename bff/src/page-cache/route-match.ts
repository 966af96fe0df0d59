import type { IncomingMessage } from 'node:http';
import { matchPath, type RouteMatch } from '@mall/site';

// A request's route is matched once (docs/architecture.md, "One request"): the memory hits match a
// page's path to find its key, and a request they do not answer reaches the page route with that
// match, which its cache key, guards, head and render all read.

const matched = new WeakMap<IncomingMessage, { path: string; match: RouteMatch | null }>();

/** The route `path` names, matched once per request (null: no route has it). */
export function routeMatchOf(raw: IncomingMessage, path: string): RouteMatch | null {
  const known = matched.get(raw);
  if (known?.path === path) return known.match;
  const match = matchPath(path);
  matched.set(raw, { path, match });
  return match;
}
