import { describe, expect, it, vi } from 'vitest';
import type { CallContext } from '../upstream/client';
import { offeredOf, tenantLanguages } from './languages';
import type { UpstreamMall } from './upstream';

// The languages a tenant offers (issue 22): supported_languages ∩ available-locales ∩ our four, all
// four (logged once per cached copy) when that is empty.

const mallOf = (locales: string[] | null): { data: UpstreamMall[] } => ({
  data: [{ id: '1', translations: [], supported_languages: locales ? locales.map((locale) => ({ locale })) : null } as UpstreamMall],
});
const web = (locales: string[]) => locales.map((locale) => ({ locale, name: null }));
const tenant = { id: 'aupark' };
const logger = () => ({ warn: vi.fn() });

describe('offeredOf', () => {
  it('is the intersection of the mall, the platform and our four', () => {
    expect(offeredOf(mallOf(['sk', 'en', 'hu']), web(['en', 'cz', 'sk', 'de']), logger(), tenant)).toEqual(['en', 'sk']);
    expect(offeredOf(mallOf(['en', 'cz', 'sk', 'de']), web(['de', 'cs']), logger(), tenant)).toEqual(['cz', 'de']);
  });

  it('offers all four when nothing is left, and logs it once per cached copy', () => {
    const log = logger();
    const mall = mallOf(null);
    const locales = web(['en']);
    expect(offeredOf(mall, locales, log, tenant)).toEqual(['en', 'cz', 'sk', 'de']);
    expect(offeredOf(mall, locales, log, tenant)).toEqual(['en', 'cz', 'sk', 'de']);
    expect(offeredOf(mall, web(['de']), log, tenant)).toEqual(['en', 'cz', 'sk', 'de']);
    expect(log.warn).toHaveBeenCalledTimes(1);
    // A new copy of the mall (after a purge) says so again.
    offeredOf(mallOf([]), locales, log, tenant);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('lets a failed call narrow nothing: the other list decides', () => {
    expect(offeredOf(null, web(['sk', 'de']), logger(), tenant)).toEqual(['sk', 'de']);
    expect(offeredOf(mallOf(['sk']), null, logger(), tenant)).toEqual(['sk']);
    expect(offeredOf(null, null, logger(), tenant)).toEqual(['en', 'cz', 'sk', 'de']);
  });
});

describe('tenantLanguages', () => {
  const call = { tenant: { id: 'galerieharfa', fallbackLanguage: 'cz' } } as CallContext;
  it("names the fallback: the tenant's when offered, else the first offered", async () => {
    const calls = (supported: string[]) => ({
      malls: () => Promise.resolve({ ok: true as const, value: mallOf(supported) }),
      locales: () => Promise.resolve({ ok: true as const, value: web(['en', 'cz', 'sk', 'de']) }),
    });
    expect(await tenantLanguages(calls(['cz', 'en']), call, logger())).toEqual({ offered: ['en', 'cz'], fallback: 'cz' });
    expect(await tenantLanguages(calls(['de', 'en']), call, logger())).toEqual({ offered: ['en', 'de'], fallback: 'en' });
  });
});
