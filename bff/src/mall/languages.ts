import { fallbackLanguageOf, languages, offeredLanguages, type Lang } from '@mall/site';
import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '../tenancy/tenants';
import type { CallContext } from '../upstream/client';
import type { Result, UpstreamFailure } from '../upstream/result';
import { warnOncePerCopy } from '../graphql/upstream-data';
import type { UpstreamMall } from './upstream';

// The languages a tenant offers (issue 22): the one place of the bff that says which, for the
// switcher (the mall's `languages`), the pages' redirect (ssr/page-route.ts), hreflang, the sitemap
// and the feed. Made of two cached public calls, the mall and the platform's web locales: no call of
// its own, and the answer is remembered with the cached copies it was made from.

/** A locale of `translations/web/available-locales` as the rule reads it (its schema: shops/upstream.ts). */
interface PlatformLocale {
  locale: string;
}

/** What the rule reads: the mall's reply and the platform's locales (either may have failed). */
interface LanguageCalls {
  malls: (call: CallContext) => Promise<Result<{ data: UpstreamMall[] }, UpstreamFailure>>;
  locales: (call: CallContext) => Promise<Result<readonly PlatformLocale[], UpstreamFailure>>;
}

/** The tenant's languages and the one an unoffered language goes to. */
export interface TenantLanguages {
  offered: readonly Lang[];
  fallback: Lang;
}

const all: readonly Lang[] = languages;

/** Answers made from a copy of the mall's reply, with the locales' copy they were made with. */
const remembered = new WeakMap<object, { locales: object | null; offered: readonly Lang[] }>();
/** Stands for a copy when a call failed: its warning is then logged once per process. */
const noCopy = {};

/**
 * The rule: `supported_languages` ∩ `available-locales` ∩ {en, cz, sk, de}. A call that failed says
 * nothing (its list does not narrow the other); when that leaves none (missing data, nothing in
 * common), all four, logged once per cached copy. A failed call is not logged here: its caller's
 * page or list fails with it and says so.
 */
export function offeredOf(
  malls: { data: UpstreamMall[] } | null,
  locales: readonly PlatformLocale[] | null,
  log: Pick<FastifyBaseLogger, 'warn'>,
  tenant: Pick<Tenant, 'id'>,
): readonly Lang[] {
  const copy = malls ?? noCopy;
  const known = remembered.get(copy);
  if (known && known.locales === locales) return known.offered;
  const supported = malls ? (malls.data[0]?.supported_languages ?? []).map((l) => l.locale) : [...all];
  const available = locales ? locales.map((l) => l.locale) : [...all];
  let offered: readonly Lang[] | null = offeredLanguages(supported, available);
  if (!offered) {
    warnOncePerCopy({ log: log as FastifyBaseLogger, tenant: tenant as Tenant }, copy)('the mall offers none of our languages (supported_languages ∩ available-locales is empty): all four offered', {
      supported,
      available,
    });
    offered = all;
  }
  remembered.set(copy, { locales, offered });
  return offered;
}

/** The tenant's languages now, through the cached calls. */
export async function tenantLanguages(calls: LanguageCalls, call: CallContext, log: Pick<FastifyBaseLogger, 'warn'>): Promise<TenantLanguages> {
  const [malls, locales] = await Promise.all([calls.malls(call), calls.locales(call)]);
  const offered = offeredOf(malls.ok ? malls.value : null, locales.ok ? locales.value : null, log, call.tenant);
  return { offered, fallback: fallbackLanguageOf(offered, call.tenant.fallbackLanguage) };
}
