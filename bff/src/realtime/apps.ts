import Pusher from 'pusher';
import { ConfigError, type Config, type RealtimeApp } from '../config';
import type { Tenant } from '../tenancy/tenants';

// Each tenant's realtime app (issue 20): its own where the tenants file gives one (`realtime`, with the
// names of the variables that hold its secret and master key), otherwise the shared one (REALTIME_*,
// or the embedded sandbox's), otherwise none: that tenant has no realtime and its screens ask again
// on a timer. Resolved once at start-up; a tenant's app whose secrets are missing stops the start.

export interface TenantRealtime {
  app: RealtimeApp;
  /** Signs with the app's secret; derives encrypted channels' shared secrets from its master key. */
  signer: Pusher;
}

function signerFor(app: RealtimeApp): Pusher {
  // Only signing is done here (nothing is sent from the bff): the host and port do not matter to it.
  return new Pusher({ appId: app.appId, key: app.key, secret: app.secret, cluster: app.cluster, encryptionMasterKeyBase64: app.encryptionMasterKeyBase64 });
}

/** The tenant's own app from the tenants file and the variables it names. */
function ownApp(tenant: Tenant, config: Config, problems: string[]): RealtimeApp | null {
  const own = tenant.realtime;
  if (!own) return null;
  const secret = config.REALTIME_TENANT_SECRETS[own.secretEnv];
  const master = config.REALTIME_TENANT_SECRETS[own.encryptionMasterKeyEnv];
  if (!secret) problems.push(`${own.secretEnv}: required for tenant ${tenant.id}'s realtime app (at least 16 characters)`);
  if (!master) problems.push(`${own.encryptionMasterKeyEnv}: required for tenant ${tenant.id}'s realtime app (base64 of 32 bytes)`);
  if (!secret || !master) return null;
  return { appId: own.appId, key: own.key, secret, encryptionMasterKeyBase64: master, cluster: own.cluster, host: own.host ?? null, port: own.port ?? null, tls: own.tls };
}

/** Every tenant's realtime, by tenant id (null: none). Throws a ConfigError listing every missing secret. */
export function resolveRealtimeApps(config: Config, tenants: readonly Tenant[]): ReadonlyMap<string, TenantRealtime | null> {
  const problems: string[] = [];
  const signers = new Map<RealtimeApp, Pusher>();
  const out = new Map<string, TenantRealtime | null>();
  for (const tenant of tenants) {
    const app = ownApp(tenant, config, problems) ?? (tenant.realtime ? null : config.REALTIME);
    if (!app) {
      out.set(tenant.id, null);
      continue;
    }
    let signer = signers.get(app);
    if (!signer) signers.set(app, (signer = signerFor(app)));
    out.set(tenant.id, { app, signer });
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out;
}
