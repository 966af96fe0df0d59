import type { IncomingMessage } from 'node:http';
import { matchPath, type RouteMatch } from '@mall/site';

// A request's route is matched once (docs/architecture.md, "One request"): the memory hits match a
// page's path to find its key; a request they do not answer reaches the page route with that match
// (handed on here), which its cache key, guards, head and render all read.

const handedOn = new WeakMap<IncomingMessage, { path: string; match: RouteMatch | null }>();

/** The route `path` names (null: no route has it): the match handed on for this request, or made now. */
export function routeMatchOf(raw: IncomingMessage, path: string): RouteMatch | null {
  const known = handedOn.get(raw);
  return known?.path === path ? known.match : matchPath(path);
}

/** Hands a match on to the page route (only for a request the memory hits leave to Fastify). */
export function handOnMatch(raw: IncomingMessage, path: string, match: RouteMatch | null): void {
  handedOn.set(raw, { path, match });
}
