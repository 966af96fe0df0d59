import type { DocumentNode } from 'graphql';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { calendarDayIn, zoneSpanAt, guardRedirect, operationName, pageQueryOf, type ExecutionResult, type RenderInput, type RenderOutput, type Lang, type RouteName, type ServerEntry } from '@mall/site';
import { createI18n } from './app/i18n';
import { pageFolders } from './app/pages';
import { embeddableDocuments, pages } from './app/pages.server';
import { persistedOperations as computePersistedOperations } from './app/persisted-operations';
import { Providers } from './app/providers';
import { firstErrorOf, notFoundTitle } from './app/route-error';
import { AppRoutes, loadScreen } from './app/router';
import { loadTexts, namespacesFor, type LanguageTexts } from './app/texts';
import { createUrqlClient } from './app/urql-client';
import { loadMemberMessages, themeCss } from './features/layout';
import { ShellDocument, type ShellQuery } from './graphql/generated';
import type { BffState } from './lib/bff-state';
import { pageClockOf } from './lib/clock';

// The server's entry (DESIGN.md "The first HTML"), built by Vite into dist/server and run by the bff:
// it runs the layout's and the page's operations through the bff's own GraphQL executor, decides the
// status from the page module, and renders the page with React. The bff writes the head, the markup
// and the state into the document, and caches it.

/** The route names that have a page module: the bff answers 404 for every other path. */
export const liveRoutes: readonly RouteName[] = pages.all().map((page) => page.route);

export { pageFolders };

/**
 * The query a page is rendered and cached with: its page module's declared parameters, each in its
 * one spelling (issue 17). The bff keys a cached page with it; `render` renders with the same.
 */
export const pageQuery: ServerEntry['pageQuery'] = (match, params) => pageQueryOf(match ? pages.get(match.route.name)?.query : undefined, params);

/** The operations the first HTML embeds: the layout's and every page's. */
export const operations: readonly string[] = Object.keys(embeddableDocuments());

/** Every operation of the build, as the browser sends it: the bff accepts these (persisted operations). */
export const persistedOperations: Readonly<Record<string, string>> = computePersistedOperations();

// Texts are the same for every request of a language: one i18next instance per language, made once
// (renderToString is synchronous, so no two renders share one at a time).
const i18nByLang = new Map<Lang, { i18n: ReturnType<typeof createI18n>; texts: LanguageTexts }>();
async function i18nFor(lang: Lang) {
  let made = i18nByLang.get(lang);
  if (!made) {
    const texts = await loadTexts(lang);
    i18nByLang.set(lang, (made = { i18n: createI18n(lang, texts), texts }));
  }
  return made;
}

const usable = (result: ExecutionResult | null): boolean => result !== null && !result.errors?.length && result.data != null;

export const render: ServerEntry['render'] = async (input: RenderInput): Promise<RenderOutput> => {
  // The page's one instant (lib/clock.ts): the bff ran the operations at it; the markup reads it and
  // the browser's first render reads it back from the state.
  const now = input.now ?? Date.now();
  const url = new URL(input.url, 'http://site.invalid');
  // The bff matched the route once for the whole request (its cache key, guards and head read it too).
  const match = input.match;
  const page = match ? pages.get(match.route.name) : undefined;
  // The page reads its declared query only, in its one spelling: what the bff keys it with, and
  // what the browser's screens read (lib/page-query.ts). Anything else in the URL changes nothing.
  url.search = new URLSearchParams(pageQueryOf(page?.query, url.searchParams)).toString();
  const lang = match?.lang ?? input.lang;
  const context = { lang, params: match?.params ?? {}, query: Object.fromEntries(url.searchParams) };
  const variables = page?.variables(context) ?? {};
  const signedIn = input.signedIn ?? false;
  const shellRun = input.execute(ShellDocument, { lang });
  // A guarded route asks its guards first (they read the layout's settings), so that a page a
  // visitor may not see never runs its operation for them; other pages run both at once.
  const guarded = match !== null && page !== undefined && 'guards' in match.route;
  const shellFirst = guarded ? await shellRun : null;
  const shellOf = (result: ExecutionResult) => (usable(result) ? (result.data as ShellQuery) : null);
  if (guarded && shellFirst && shellOf(shellFirst)) {
    const location = guardRedirect(match.route, { lang, signedIn, settings: shellOf(shellFirst)!.settings, path: `${url.pathname}${url.search}` });
    if (location) {
      return { status: 302, location, route: page.route, lang, head: {}, html: '', state: { lang, status: 302, shell: shellOf(shellFirst), page: null } };
    }
  }
  // Guards that cannot be asked (no settings) keep the page closed: it answers as if its data were down.
  const closed = guarded && (shellFirst === null || shellOf(shellFirst) === null);
  const [shellResult, pageResult] = await Promise.all([
    shellFirst ?? shellRun,
    page && !closed ? input.execute(page.document, variables) : Promise.resolve(null),
  ]);
  const shell = shellOf(shellResult);
  const data = page && pageResult && usable(pageResult) ? pageResult.data : null;

  let status = !page ? 404 : data === null ? 503 : 200;
  if (page && data !== null && page.status) {
    const decided = page.status(data as never, context);
    if (decided.status === 301) {
      return { status: 301, location: decided.location, route: page.route, lang, head: {}, html: '', state: { lang, status: 301, shell, page: null } };
    }
    status = decided.status;
  }
  const { i18n, texts } = await i18nFor(lang);
  const state: BffState = {
    lang,
    status,
    shell,
    page: page && data !== null ? { operation: operationName(page.document) ?? '', variables, data } : null,
    // The texts this screen reads (the layout's and its feature's); the browser loads others with their screens.
    texts: Object.fromEntries((await namespacesFor(page?.route)).flatMap((namespace) => (texts[namespace] ? [[namespace, texts[namespace]]] : []))),
    ...(signedIn ? { signedIn } : {}),
    now,
    ...(shell ? { zone: zoneSpanAt(now, shell.tenant.timeZone) } : {}),
  };
  const clock = pageClockOf(state);
  const t = i18n.getFixedT(i18n.language);
  // A page that is not found (no page has the path, or its item does not exist) is titled so, in every
  // language, with the site's name after it, as the browser's title says once hydrated (route-error.tsx).
  const head =
    status === 404
      ? { title: notFoundTitle(shell?.mall.name, (key, values) => i18n.t(key, values ?? {})) }
      : page && data !== null
        ? ((await page.head?.(data as never, { ...context, t: (key, values) => t(key as never, values) })) ?? {})
        : {};

  const theme = shell ? themeCss(shell.settings) : undefined;
  // The same inputs make the same markup: a page kept by the bff is not rendered again for nothing.
  // Of the instant, the markup reads the mall's day only: a held document keeps its own instant
  // (embedded with it), and is made anew when the mall's day turns.
  const { now: _instant, zone: _zone, ...timeless } = state;
  if (input.unchanged?.(JSON.stringify([url.pathname, url.search, status, signedIn, timeless, calendarDayIn(clock.instant, clock.timeZone), head]))) {
    return { status, route: page?.route, lang, head, html: '', state, themeCss: theme, unchanged: true };
  }
  // A live page that cannot be shown renders its route's error screen, as the browser does when its
  // view throws: its data cannot be had (503), or its data says the item does not exist (404). Given
  // to the route's boundary, because error boundaries do not run in a server render: a view that threw
  // would leave <main> empty.
  const firstError = page && (status === 503 || status === 404) ? firstErrorOf(status, url.pathname, (key, values) => i18n.t(key, values)) : null;
  // The screen's view is loaded before the render: a server render does not wait for it.
  await loadScreen(match);
  // A member's header shows their messages, whose code is a chunk of its own (member-messages.tsx).
  if (signedIn) await loadMemberMessages();
  const html = renderToString(
    <Providers i18n={i18n} client={createUrqlClient(state, { server: true, pageDocument: page?.document as DocumentNode | undefined })} lang={lang} signedIn={signedIn} clock={clock}>
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <AppRoutes firstError={firstError} />
      </StaticRouter>
    </Providers>,
  );
  return { status, route: page?.route, lang, head, html, state, themeCss: theme };
};
