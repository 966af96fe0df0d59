import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Lang, RouteName } from '@mall/site';
import type { Tenant } from '../tenancy/tenants';
import type { CallContext } from '../upstream/client';
import type { Result, UpstreamFailure } from '../upstream/result';
import { DETAIL_ROUTES, SEARCH_TYPES, type SearchDocument, type SearchType } from './documents';
import { buildSearchIndex, type IndexGroup, type SearchIndex } from './search-index';
import type { AnySource } from './sources';

/** Every domain's public calls, typed through the instance: importing their list would make a cycle (the list imports search). */
type PublicCalls = FastifyInstance['publicCalls'];

// The bff's search (issue 8): one index per tenant and language, in each process, built from the
// public data the shared cache already holds. The index is derived data, never state: every replica
// builds its own from the same cached copies.
//
// - Cold (no index yet for the tenant and language): the first query starts a build in the
//   background and is answered by the platform's own search (the fallback), so nobody waits for it.
// - Warm: answered from the index at once; at most once a second a query also checks, in the
//   background, whether the cache now holds other copies of the data (a refresh stored a new one, or
//   a purge dropped them and they were loaded again; the cache hands out one object per copy, see
//   cache/memory-level.ts) and then builds the index again. While the platform is down the cache
//   serves its stale copies, so the index stays as it is.

export interface SearchAnswer {
  source: 'index' | 'platform';
  groups: IndexGroup[];
}

export interface IndexState {
  /** Documents in the index. */
  size: number;
  /** How many times this tenant and language's index has been built (1 for the first). */
  generation: number;
  builtAt: number;
}

export interface SearchService {
  /**
   * Searches `query` (normalised, non-empty) for the tenant of `call`, in `lang`: at most `limit` hits
   * per group, of `types` only (default: every live type; the resolver narrows it by the visitor).
   */
  search(call: CallContext, lang: Lang, query: string, options: { limit: number; types?: ReadonlySet<SearchType> }): Promise<Result<SearchAnswer, UpstreamFailure>>;
  /** Builds (or checks) an index now and waits for it: start-up warming, tests and benchmarks. */
  warm(tenant: Tenant, lang: Lang): Promise<void>;
  /** The current index of a tenant and language, if any. */
  state(tenant: string, lang: Lang): IndexState | undefined;
  /** The index itself, for the benchmark of a bare query. */
  index(tenant: string, lang: Lang): SearchIndex | undefined;
  /** The types answered: those whose detail screen is live. */
  liveTypes(): ReadonlySet<SearchType>;
}

export interface SearchServiceOptions {
  calls: PublicCalls;
  sources: readonly AnySource[];
  /** The routes with a page module (the web build's); a result never links to any other. */
  liveRoutes: () => Iterable<RouteName>;
  logger: FastifyBaseLogger;
  /** How often a warm index checks its data anew (default 1 s). */
  revalidateMs?: number;
  /** The time budget of one build's data loads (default 10 s). */
  buildBudgetMs?: number;
  now?: () => number;
}

/** One source's share of an index: the cached copies it read and the documents made of them. */
interface Part {
  /** null: the source's data could not be had (it has no documents until it can). */
  copies: readonly object[] | null;
  documents: readonly SearchDocument[];
}

interface Entry extends IndexState {
  index: SearchIndex;
  /** Per source, in the sources' order. */
  parts: readonly Part[];
}

const sameCopies = (a: readonly object[] | null, b: readonly object[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((copy, i) => copy === b[i]));

export function createSearchService(options: SearchServiceOptions): SearchService {
  const { calls, sources, logger } = options;
  const revalidateMs = options.revalidateMs ?? 1000;
  const buildBudgetMs = options.buildBudgetMs ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const builds = new Map<string, Promise<void>>();
  /** When a key's data was last checked (or a build last failed): no second check before revalidateMs. */
  const checkedAt = new Map<string, number>();

  const keyOf = (tenant: string, lang: Lang) => `${tenant}:${lang}`;

  function liveTypes(): ReadonlySet<SearchType> {
    const live = new Set(options.liveRoutes());
    return new Set(SEARCH_TYPES.filter((type) => live.has(DETAIL_ROUTES[type])));
  }

  /**
   * Loads every source and builds the index again when any source's cached copies changed. A source
   * whose data cannot be had keeps its previous documents (or has none yet), so one failing type never
   * holds back the others; with no data at all a cold index stays cold (the fallback answers).
   */
  async function build(tenant: Tenant, lang: Lang): Promise<void> {
    const key = keyOf(tenant.id, lang);
    checkedAt.set(key, now());
    const call: CallContext = { tenant, deadline: Date.now() + buildBudgetMs };
    const loaded = await Promise.all(sources.map((source) => source.load(calls, call)));
    const previous = entries.get(key);
    const ctx = { lang, fallbackLang: tenant.fallbackLanguage };
    let changed = !previous;
    const parts = sources.map((source, i): Part => {
      const result = loaded[i]!;
      const before = previous?.parts[i];
      if (!result.ok) {
        logger.warn({ tenant: tenant.id, lang, type: source.type, kind: result.error.kind, path: result.error.path }, 'search: index data unavailable; its previous documents stay');
        return before ?? { copies: null, documents: [] };
      }
      const copies = source.copies(result.value as never);
      if (before && sameCopies(before.copies, copies)) return before;
      changed = true;
      return { copies, documents: source.documents(result.value as never, ctx) };
    });
    if (!changed) return;
    if (!previous && parts.every((part) => part.copies === null)) return;
    const started = performance.now();
    const index = buildSearchIndex(parts.flatMap((part) => part.documents));
    const generation = (previous?.generation ?? 0) + 1;
    entries.set(key, { index, parts, size: index.size, generation, builtAt: now() });
    logger.info({ tenant: tenant.id, lang, documents: index.size, generation, ms: Math.round(performance.now() - started) }, 'search: index built');
  }

  /** One build per key at a time; the promise never rejects. */
  function ensureBuild(tenant: Tenant, lang: Lang): Promise<void> {
    const key = keyOf(tenant.id, lang);
    let running = builds.get(key);
    if (!running) {
      running = build(tenant, lang)
        .catch((err: unknown) => logger.error({ err, tenant: tenant.id, lang }, 'search: index build threw'))
        .finally(() => builds.delete(key));
      builds.set(key, running);
    }
    return running;
  }

  function fromPlatformReply(reply: Parameters<AnySource['fromPlatform']>[0], tenant: Tenant, lang: Lang, limit: number, types: ReadonlySet<SearchType>): IndexGroup[] {
    const ctx = { lang, fallbackLang: tenant.fallbackLanguage };
    return SEARCH_TYPES.flatMap((type) => {
      if (!types.has(type)) return [];
      const documents: SearchDocument[] = sources.filter((source) => source.type === type).flatMap((source) => source.fromPlatform(reply, ctx));
      return documents.length > 0 ? [{ type, total: documents.length, hits: documents.slice(0, limit) }] : [];
    });
  }

  async function waitFor(work: Promise<void>, deadline: number | undefined): Promise<void> {
    if (deadline === undefined) return work;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))))]);
    clearTimeout(timer);
  }

  return {
    async search(call, lang, query, { limit, types: asked }) {
      const live = liveTypes();
      const types = asked ? new Set([...asked].filter((type) => live.has(type))) : live;
      const key = keyOf(call.tenant.id, lang);
      const entry = entries.get(key);
      if (entry) {
        const last = checkedAt.get(key) ?? 0;
        if (now() - last >= revalidateMs) void ensureBuild(call.tenant, lang);
        return { ok: true, value: { source: 'index', groups: entry.index.query(query, { limit, types }) } };
      }
      // Cold: build in the background, answer from the platform's search meanwhile. After a failed
      // build the next attempt waits as a warm check does, so an outage costs no storm of loads.
      const tried = checkedAt.get(key);
      const building = tried === undefined || now() - tried >= revalidateMs ? ensureBuild(call.tenant, lang) : (builds.get(key) ?? Promise.resolve());
      const reply = await calls.platformSearch(call, query, lang);
      if (reply.ok) return { ok: true, value: { source: 'platform', groups: fromPlatformReply(reply.value, call.tenant, lang, limit, types) } };
      // The platform's search failed: the index may be ready soon (its data may be cached).
      await waitFor(building, call.deadline);
      const built = entries.get(key);
      if (built) return { ok: true, value: { source: 'index', groups: built.index.query(query, { limit, types }) } };
      return reply;
    },
    warm: (tenant, lang) => ensureBuild(tenant, lang),
    state(tenant, lang) {
      const entry = entries.get(keyOf(tenant, lang));
      return entry ? { size: entry.size, generation: entry.generation, builtAt: entry.builtAt } : undefined;
    },
    index: (tenant, lang) => entries.get(keyOf(tenant, lang))?.index,
    liveTypes,
  };
}
