import type { RouteName } from './route-table';
import type { Lang } from './types';

// The first GraphQL operation of each live screen (DESIGN.md "The first HTML"): the bff runs it for
// the first HTML and embeds its result; the screen runs the same operation with the same variables,
// so urql finds the result under the same key and the first screen makes no request at all.
// Files are relative to web/src. Shared by both sides, so the variables cannot drift apart.

export interface PageQuery {
  /** The operation's name in its .graphql file. */
  operation: string;
  file: string;
  variables(lang: Lang, params: Readonly<Record<string, string | undefined>>): Record<string, unknown>;
}

/** The layout's query, embedded on every page. */
export const shellQuery: PageQuery = {
  operation: 'Shell',
  file: 'features/layout/shell.graphql',
  variables: (lang) => ({ lang }),
};

export const pageQueries: Partial<Record<RouteName, PageQuery>> = {
  home: { operation: 'HomePage', file: 'features/home/home-page.graphql', variables: (lang) => ({ lang }) },
};
