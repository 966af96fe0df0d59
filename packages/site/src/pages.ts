import type { RouteName } from './route-table';
import type { QueryRules } from './page-query';
import type { JsonLdItem } from './structured-data';
import type { Lang } from './types';

// The page module contract (DESIGN.md "Pages"): a screen is one module that declares its route, its
// one operation, its variables, its head and its status from its data, its guard and its lazily
// loaded view. A route is live exactly when a page module names it. The web's router and links, the
// first HTML (the web's SSR entry, run by the bff), prefetching and the sitemap all read the same
// modules through one registry. React-free: the view is only a loader here.

/** A GraphQL document as codegen writes it (pre-parsed, typed by its result and variables). */
export interface PageDocument<TData = unknown, TVariables = Record<string, unknown>> {
  readonly kind: 'Document';
  readonly definitions: readonly unknown[];
  /** Phantom fields: codegen's TypedDocumentNode carries the types this way. */
  readonly __apiType?: (variables: TVariables) => TData;
}

export interface PageContext {
  lang: Lang;
  /** The route's decoded parameters (`id`, `title`, `page` …); an absent optional one is absent. */
  params: Readonly<Record<string, string>>;
  /**
   * The URL's query parameters (the `?q=` of search), for the few pages whose data depends on them.
   * Absent where no URL is at hand; a page reads it as empty then.
   */
  query?: Readonly<Record<string, string>>;
}

/** What a page's head is decided with: its context, and its language's UI texts. */
export interface HeadContext extends PageContext {
  /** A UI text in the page's language, `namespace:key` (i18next's `t`, fixed to the page's language). */
  t(key: string, values?: Record<string, string | number>): string;
}

/** What a page says of its head; what it leaves out comes from the tenant's meta tags. */
export interface PageHead {
  title?: string;
  description?: string;
  /** A root-relative image link (through the image proxy) or an absolute URL. */
  ogImage?: string | null;
  /**
   * Structured data for search engines (schema.org JSON-LD: ShoppingCenter, Event, BreadcrumbList …),
   * built with the builders of structured-data.ts; root-relative links in it are made absolute.
   */
  jsonLd?: readonly JsonLdItem[];
  /**
   * false: search engines are asked not to index the page (`robots: noindex`), e.g. the site's own
   * search results, thin pages search engines ask sites to keep out. Default: indexed when it is 200.
   */
  indexable?: boolean;
}

/**
 * The status a page's data gives: shown (200), an item that does not exist (404), or a permanent
 * redirect to the right address (301, e.g. a detail path whose slug is not the item's).
 */
export type PageStatus = { status: 200 } | { status: 404 } | { status: 301; location: string };

export interface PageModule<TData = unknown, TVariables extends Record<string, unknown> = Record<string, unknown>, TView = unknown> {
  route: RouteName;
  /** The page's one operation; the first HTML embeds its result, so the first load asks nothing. */
  document: PageDocument<TData, TVariables>;
  variables(context: PageContext): TVariables;
  /**
   * Runs on the server only (the first HTML). It may return a promise, so that a page can load what
   * only its head needs (JSON-LD builders) lazily: the browser's bundle then never carries it.
   */
  head?(data: TData, context: HeadContext): PageHead | Promise<PageHead>;
  status?(data: TData, context: PageContext): PageStatus;
  /**
   * The query parameters the page reads (its variables, its status, its view), each with its rule
   * (page-query.ts). Only these are part of its render and of the key it is kept under; a page that
   * declares none reads no query.
   */
  query?: QueryRules;
  /** Loads the screen (its own chunk). */
  view(): Promise<{ default: TView }>;
}

/** Identity with types: a page module declares itself with it, and its functions are checked. */
export function definePage<TData, TVariables extends Record<string, unknown>, TView>(
  page: PageModule<TData, TVariables, TView>,
): PageModule<TData, TVariables, TView> {
  return page;
}

export interface PageRegistry<TView = unknown> {
  /** The page module of a route, or undefined: the route is not live (it answers 404). */
  get(route: RouteName): PageModule<unknown, Record<string, unknown>, TView> | undefined;
  all(): readonly PageModule<unknown, Record<string, unknown>, TView>[];
  /** The operation name of a page's document (the key its embedded result travels under). */
  operationOf(route: RouteName): string | undefined;
}

/** The name of a document's first operation. */
export function operationName(document: PageDocument): string | undefined {
  for (const definition of document.definitions) {
    const node = definition as { kind?: string; name?: { value?: string } };
    if (node.kind === 'OperationDefinition') return node.name?.value;
  }
  return undefined;
}

/**
 * The registry of every page module given (the web collects them with `import.meta.glob`, so no list
 * is kept by hand). Two modules for one route are a mistake, caught here at start-up.
 */
export function createPageRegistry<TView>(modules: Iterable<PageModule<never, never, TView>>): PageRegistry<TView> {
  const byRoute = new Map<RouteName, PageModule<unknown, Record<string, unknown>, TView>>();
  for (const module of modules) {
    const page = module as unknown as PageModule<unknown, Record<string, unknown>, TView>;
    if (byRoute.has(page.route)) throw new Error(`two page modules for the route ${page.route}`);
    if (!operationName(page.document)) throw new Error(`the page module of ${page.route} has no named operation`);
    byRoute.set(page.route, page);
  }
  return {
    get: (route) => byRoute.get(route),
    all: () => [...byRoute.values()],
    operationOf: (route) => {
      const page = byRoute.get(route);
      return page ? operationName(page.document) : undefined;
    },
  };
}
