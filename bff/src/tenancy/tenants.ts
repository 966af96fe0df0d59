import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isTimeZone, languages } from '@mall/site';

// Tenant settings (DESIGN.md "Tenants"): one file, validated at start-up. The tenant is chosen by the
// request's Host only; every other host falls back to the default tenant.

const lang = z.enum(languages);

const metaTags = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.string(),
});

const hostName = z
  .string()
  .min(1)
  .regex(/^[a-z0-9.-]+$/, 'a host name in lower case, without port');

export const tenantSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  // The platform's numeric id of the tenant (the specification's `tenantId`); `id` is our name for it.
  platformTenantId: z.number().int().positive(),
  hosts: z.array(hostName).min(1),
  upstreamUrl: z.url({ protocol: /^https?$/ }),
  origin: z.url({ protocol: /^https?$/ }),
  tenantSecondLevelDomain: z.string().min(1),
  fallbackLanguage: lang,
  // The mall's clock (today's hours, the mall's today); the web counts days in it too, so a zone
  // Intl does not know would fail every page, not start.
  timeZone: z.string().refine(isTimeZone, { error: 'an IANA time zone Intl knows, such as Europe/Prague' }).default('Europe/Prague'),
  gtmId: z.string().default(''),
  metaId: z.string().default(''),
  imageHosts: z.array(hostName).default([]),
  // Spec §2: /app-link and /willopeninapp (links meant for the mobile app, opened in a browser) lead
  // to the app provider's error page, which each mall may have its own of.
  appLinkErrorPage: z.url({ protocol: /^https$/ }).default('https://app.mall-platform.example/not-available'),
  // A realtime app of the tenant's own (issue 20), where the mall has one; without it the tenant uses
  // the shared one (REALTIME_*), or has no realtime. The secrets are not in this file: it names the
  // variables that hold them (bff/src/realtime/apps.ts reads them from the parsed config).
  realtime: z
    .object({
      appId: z.string().min(1).max(100),
      key: z.string().min(1).max(100),
      cluster: z.string().regex(/^[a-z0-9-]{1,40}$/).default('mt1'),
      /** A host of its own (soketi); none: Pusher Channels' hosts for the cluster. */
      host: hostName.optional(),
      port: z.number().int().min(1).max(65535).optional(),
      tls: z.boolean().default(true),
      secretEnv: z.string().regex(/^REALTIME_SECRET_[A-Z0-9_]+$/, 'a variable named REALTIME_SECRET_<NAME>'),
      encryptionMasterKeyEnv: z.string().regex(/^REALTIME_ENCRYPTION_MASTER_KEY_[A-Z0-9_]+$/, 'a variable named REALTIME_ENCRYPTION_MASTER_KEY_<NAME>'),
    })
    .strict()
    .optional(),
  // A record over the language enum is exhaustive: every language must have its meta tags.
  pagesMetaTags: z.record(lang, z.object({ index: metaTags })),
});

export const tenantsFileSchema = z
  .object({
    defaultTenant: z.string(),
    tenants: z.array(tenantSchema).min(1),
  })
  .superRefine((file, ctx) => {
    const ids = new Set<string>();
    const hosts = new Map<string, string>();
    for (const tenant of file.tenants) {
      if (ids.has(tenant.id)) ctx.addIssue({ code: 'custom', message: `duplicate tenant id ${tenant.id}` });
      ids.add(tenant.id);
      for (const host of tenant.hosts) {
        const owner = hosts.get(host);
        if (owner) ctx.addIssue({ code: 'custom', message: `host ${host} belongs to both ${owner} and ${tenant.id}` });
        hosts.set(host, tenant.id);
      }
    }
    if (!ids.has(file.defaultTenant)) {
      ctx.addIssue({ code: 'custom', message: `defaultTenant ${file.defaultTenant} is not a tenant` });
    }
  });

export type Tenant = z.output<typeof tenantSchema>;

export interface Tenants {
  all: readonly Tenant[];
  byId(id: string): Tenant | undefined;
  /** The tenant of a request's Host header (port and case ignored); unknown hosts get the default tenant. */
  forHost(host: string | undefined): Tenant;
}

export function parseTenants(raw: unknown, options: { upstreamUrl?: string } = {}): Tenants {
  const parsed = tenantsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid tenants file:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  // An overriding upstream also serves the images its data links to, so its host is allowed too.
  const override = options.upstreamUrl;
  const all = parsed.data.tenants.map((t) =>
    override ? { ...t, upstreamUrl: override, imageHosts: [...new Set([...t.imageHosts, new URL(override).hostname])] } : t,
  );
  const byHost = new Map<string, Tenant>();
  const byId = new Map<string, Tenant>();
  for (const tenant of all) {
    byId.set(tenant.id, tenant);
    for (const host of tenant.hosts) byHost.set(host, tenant);
  }
  const fallback = byId.get(parsed.data.defaultTenant);
  if (!fallback) throw new Error('unreachable: default tenant checked by the schema');
  return {
    all,
    byId: (id) => byId.get(id),
    forHost: (host) => byHost.get(normaliseHost(host)) ?? fallback,
  };
}

export function loadTenants(file: string, options: { upstreamUrl?: string } = {}): Tenants {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the tenants file ${file}: ${(error as Error).message}`, { cause: error });
  }
  return parseTenants(raw, options);
}

/** `Aupark.LocalHost:3000` → `aupark.localhost`; `[::1]:3000` → `::1`. */
export function normaliseHost(host: string | undefined): string {
  if (!host) return '';
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  const colon = value.lastIndexOf(':');
  return (colon === -1 ? value : value.slice(0, colon)).replace(/\.$/, '');
}
