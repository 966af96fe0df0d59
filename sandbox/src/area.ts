// What an area's routes get from the app: the request's tenant and how to build image links.
// A new area (events, news, rewards …) is one data module plus one route module exporting `area`
// (found by areas.ts; nothing lists it).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageUrlFor, type ImageUrl } from './images';
import type { MemberStore } from './members/store';
import type { NewsletterList } from './newsletter/list';
import type { RealtimePublisher } from './realtime/publisher';
import { tenantFromOrigin, type Tenant } from './tenancy';

export interface AreaContext {
  /** The tenant chosen by Origin; the /v1 hook has already refused requests without one. */
  tenant(request: FastifyRequest): Tenant;
  /** Public origin of the sandbox, no trailing slash. */
  baseUrl(request: FastifyRequest): string;
  /** Image link builder for the request's tenant. */
  image(request: FastifyRequest): ImageUrl;
  /** The member side: accounts, sessions, the outbox and each area's state per account. */
  members: MemberStore;
  /** The newsletter's list, its pending confirmations and its signed links (issue 17). */
  newsletter: NewsletterList;
  /** The platform's realtime side (issue 20): publishes on a member's own channel (realtime/publisher.ts). */
  realtime: RealtimePublisher;
}

export type Area = (app: FastifyInstance, ctx: AreaContext) => void | Promise<void>;

export function createAreaContext(publicUrl: string | undefined, members: MemberStore, newsletter: NewsletterList, realtime: RealtimePublisher): AreaContext {
  const fixedBase = publicUrl?.replace(/\/+$/, '');
  const ctx: AreaContext = {
    tenant(request) {
      const tenant = tenantFromOrigin(request.headers.origin);
      if (!tenant) throw new Error('area route reached without a tenant; the /v1 hook should have refused it');
      return tenant;
    },
    baseUrl: (request) => fixedBase ?? `${request.protocol}://${request.host}`,
    image: (request) => imageUrlFor(ctx.baseUrl(request), ctx.tenant(request).id),
    members,
    newsletter,
    realtime,
  };
  return ctx;
}

/** Flattens a parsed query string for logs and page links: repeated keys join with ','. */
export function flatQuery(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return out;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.map(String).join(',');
  }
  return out;
}

/** Link to another page of the same list, keeping the other query parameters. */
export function pageUrlFor(request: FastifyRequest, ctx: AreaContext): (page: number) => string {
  const path = request.url.split('?')[0] ?? request.url;
  const params = flatQuery(request.query);
  return (page) => {
    const search = new URLSearchParams({ ...params, page: String(page) });
    return `${ctx.baseUrl(request)}${path}?${search.toString()}`;
  };
}
