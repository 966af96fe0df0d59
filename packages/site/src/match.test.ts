import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPath } from './match';
import { routeTable } from './route-table';
import { languages, type Lang } from './types';

// matchPath asks react-router only about the routes a path's first segment after the language can
// match (match.ts `candidates`). Its answers must be those of react-router over the whole language,
// as before: the same route, the same parameters, for every route of the table and for paths no
// route has.

const whole = Object.fromEntries(languages.map((lang) => [lang, routeTable.map((route) => ({ id: route.name, path: route.paths[lang] }))])) as Record<Lang, { id: string; path: string }[]>;

/** react-router over every route of the path's language, as matchPath answered before. */
function oracle(path: string): { name: string; params: Record<string, string> } | null {
  const lang = path.split('/').find((segment) => segment !== '')?.toLowerCase() as Lang;
  if (!languages.includes(lang)) return null;
  const found = matchRoutes(whole[lang], path)?.at(-1);
  if (!found) return null;
  const params = Object.fromEntries(Object.entries(found.params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  if ((found.route.path ?? '').endsWith('*') && !params['*']) return null;
  return { name: String(found.route.id), params };
}

/** Paths for a route's pattern: its parameters filled in several ways, optional segments there and not. */
function examples(pattern: string): string[] {
  const fills = ['1021', 'billa', 'Caf%C3%A9-u-Tom%C3%A1%C5%A1e', '2026-11', 'x'];
  const out = new Set<string>();
  for (const fill of fills) {
    for (const withOptional of [true, false]) {
      const segments = pattern.split('/').flatMap((segment) => {
        if (segment === '*') return [`${fill}/more`];
        const optional = segment.endsWith('?');
        const bare = optional ? segment.slice(0, -1) : segment;
        if (optional && !withOptional) return [];
        return [bare.startsWith(':') ? fill : bare];
      });
      out.add(segments.join('/') || '/');
    }
  }
  return [...out];
}

describe('matchPath', () => {
  it("answers as react-router over the whole language, for every route's paths in every language", () => {
    let compared = 0;
    for (const route of routeTable) {
      for (const lang of languages) {
        for (const path of examples(route.paths[lang])) {
          for (const spelling of [path, path.toUpperCase(), `${path}/`, path.replace(/^\/([a-z]{2})\/([^/]+)/, (_, l: string, first: string) => `/${l}/${encodeURIComponent(first)}`)]) {
            const found = matchPath(spelling);
            expect(found && { name: found.route.name, params: found.params }, spelling).toEqual(oracle(spelling.replace(/(?<=.)\/+$/, '')));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(routeTable.length * languages.length * 8);
  });

  it('answers as react-router for paths no route has, doubled slashes and undecodable segments', () => {
    const odd = ['/en', '/en/', '/EN', '/en/nothing-here', '/en//shops-services', '/en/%E0%A4%A', '/en/%', '/xx/shops-services', '/', '', '/en/a', '/en/a/', '/de/x/y/z/w', '/sk/obchod', '/cz/obchody-a-sluzby/extra/segments'];
    for (const path of odd) {
      const found = matchPath(path);
      expect(found && { name: found.route.name, params: found.params }, path).toEqual(oracle(path.replace(/(?<=.)\/+$/, '')));
    }
    expect(matchPath('/en/nothing-here')).toBeNull();
  });
});
