import type { CacheKey } from '../cache';
import type { CallContext } from '../upstream/client';
import type { PublicGet } from '../upstream/public-get';
import { optionsSchema, servicePageSchema, servicesSchema } from './upstream';

// Booking's public upstream calls. Services and their window change as rarely as the catalog ('catalog');
// the free times change with every booking ('availability': 5 s fresh, never stale, and dropped at once
// on every replica when a booking or a cancellation goes through the bff: optionsKey).

const OPTIONS_PATH = 'booking/options';

const optionsQuery = (serviceId: string, date: string) => ({ service_id: serviceId, date });

/** The cache key of a service's free times on a day: the very key the call below is cached under. */
export function optionsKey(tenant: string, serviceId: string, date: string): CacheKey {
  return { tenant, family: 'availability', path: OPTIONS_PATH, query: optionsQuery(serviceId, date) };
}

export function bookingCalls(get: PublicGet) {
  return {
    bookingServices: (call: CallContext) => get(call, 'catalog', 'booking/services', servicesSchema),
    bookingService: (call: CallContext, id: string) => get(call, 'catalog', `booking/services/${encodeURIComponent(id)}`, servicePageSchema),
    bookingOptions: (call: CallContext, serviceId: string, date: string) => get(call, 'availability', OPTIONS_PATH, optionsSchema, optionsQuery(serviceId, date)),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default bookingCalls;
