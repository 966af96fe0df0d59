import type { ZoneSpan } from './calendar';
import type { PageDocument, PageHead } from './pages';
import type { RouteMatch } from './match';
import type { RouteName } from './route-table';
import type { Lang } from './types';

// The contract between the bff and the web's server entry (DESIGN.md "The first HTML"): the bff
// imports the built entry (web/dist/server/entry-server.js, a build output, never web source) and
// calls `render` for every page request; the entry runs the page's operations through the executor
// the bff gives it and answers the status, the head, the markup and the state to embed.

/** One operation's result embedded in the first HTML, under the key the client restores it by. */
export interface EmbeddedOperation {
  operation: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/** The JSON data block of the first HTML (`<script type="application/json" id="bff-state">`). */
export interface EmbeddedState<TShell = unknown> {
  lang: Lang;
  /** The HTTP status the page was served with: the browser hydrates 200 and 404 pages, and renders others anew. */
  status: number;
  shell: TShell | null;
  page: EmbeddedOperation | null;
  /**
   * The UI texts of the page's language, by namespace: the browser needs no other to hydrate. The
   * server entry puts them here; the bff takes them out again when the build has a file of each, and
   * names the files instead (`<meta name="app-texts">`, bff/src/ssr/text-files.ts).
   */
  texts?: Record<string, object>;
  /**
   * Whether the visitor has a session: the route guards decide the same in the browser as on the
   * server. Only ever true in a page that is not shared (a request with a session is never cached).
   */
  signedIn?: boolean;
  /**
   * The instant the page was rendered at (ms since the epoch, RenderInput.now): what the markup shows
   * from the clock (the mall's today, the year) the browser's first render reads from it, never from
   * its own clock, so that hydration meets the same markup whatever the visitor's clock and time zone.
   */
  now?: number;
  /**
   * The mall's zone offset at `now` and how long it holds (calendar.ts, zoneSpanAt): the browser counts
   * the mall's day from it while it hydrates, without building an Intl formatter for the zone.
   */
  zone?: ZoneSpan;
}

export interface ExecutionResult {
  data?: unknown;
  errors?: readonly { message: string }[];
}

export interface RenderInput {
  /** The request's path and query. */
  url: string;
  /**
   * The route the path names, as the bff matched it (once per request: the same match chose the cache
   * key, the guards and the head); null for a path no route has.
   */
  match: RouteMatch | null;
  /** The language of a path that names none (an unknown path): the visitor's, as the bff detected it. */
  lang: Lang;
  /** Runs an operation against the bff's schema in the request's context (tenant, time budget). */
  execute(document: PageDocument, variables: Record<string, unknown>): Promise<ExecutionResult>;
  /** Whether the request has a session (the route guards' question); absent is a guest. */
  signedIn?: boolean;
  /**
   * The page's one instant (ms since the epoch): the caller runs the page's operations at it (the
   * mall's today, what has ended) and the markup reads it (EmbeddedState.now). Absent: the entry's clock.
   */
  now?: number;
  /**
   * Asked with everything the markup is made from (the path, the status, the embedded state with its
   * data and texts, the head: JSON) once it is known, before the markup is rendered; of the instant,
   * only the mall's day, all the markup reads of it. True: the caller holds the document these very
   * inputs made (with its own instant), and the render stops there (`unchanged` in the output).
   */
  unchanged?(inputs: string): boolean;
}

export interface RenderOutput {
  /**
   * 200; 404 (no page module, or the page's data says so); 503 (its data cannot be had); 301 (the
   * page is at another address); 302 (a route guard sends this visitor elsewhere: login, home).
   */
  status: number;
  /** With 301 and 302: where to go. */
  location?: string;
  /** The live route rendered, if any. */
  route?: RouteName;
  lang: Lang;
  /** What the page says of its head; the bff adds the tenant's defaults, canonical and alternates. */
  head: PageHead;
  /** The app's markup, for `<div id="root">`. */
  html: string;
  state: EmbeddedState;
  /**
   * The tenant's theme as CSS for the head (`:root{--color-primary:…}`), so the first paint already
   * has the tenant's colours, corners and font, and nothing moves when the browser applies the same
   * theme after hydration.
   */
  themeCss?: string;
  /** The input's `unchanged` said so: `html` is empty, the caller's document stands. */
  unchanged?: true;
}

/** What the built server entry exports. */
export interface ServerEntry {
  render(input: RenderInput): Promise<RenderOutput>;
  /**
   * The query a page is rendered and cached with: the parameters its page module declares, each in
   * its one spelling (page-query.ts); nothing for a path no page has. Given the bff's route match.
   */
  pageQuery(match: RouteMatch | null, params: URLSearchParams): Record<string, string>;
  /** The routes that have a page module. */
  liveRoutes: readonly RouteName[];
  /** The operations whose results pages embed: the layout's and every page's (public, cacheable). */
  operations: readonly string[];
  /** The source folder of each live route's page module (`src/features/home/`), as the client manifest names sources. */
  pageFolders: Readonly<Record<string, string>>;
  /**
   * Every operation of the build, by name: the exact text the browser's client hashes (SHA-256, hex)
   * and names in `extensions.persistedQuery` instead of sending it (persisted operations).
   */
  persistedOperations: Readonly<Record<string, string>>;
}
