import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { z } from 'zod';
import app, { fastifyOptions } from '../bff/src/app';
import { configSchema, loadConfig } from '../bff/src/config';
import { loadTenants, parseTenants } from '../bff/src/tenancy/tenants';

// The Kubernetes manifests (ops/k8s, docs/ops.md "Kubernetes") against the bff they run: the probes ask
// routes the app really answers, the ports agree, the HPA, PDB and Service find the Deployment's pods,
// the settings are ones the bff's configuration knows and parse, and the tenants file passes the bff's
// own loader. A cluster would accept manifests that get any of these wrong, and fail later.

const root = resolve(import.meta.dirname, '..');
const dir = join(root, 'ops/k8s');

// Only the parts read here; the rest of each object is Kubernetes' business (`kubectl kustomize ops/k8s`).
const labels = z.record(z.string(), z.string());
const metadata = z.object({ name: z.string(), labels: labels.optional() });
const httpGet = z.object({ path: z.string(), port: z.union([z.number(), z.string()]) });
const probe = z.object({ httpGet, periodSeconds: z.number(), timeoutSeconds: z.number(), failureThreshold: z.number() });
const secretEnv = z.object({ name: z.string(), valueFrom: z.object({ secretKeyRef: z.object({ name: z.string(), key: z.string(), optional: z.boolean().optional() }) }) });
const plainEnv = z.object({ name: z.string(), value: z.string() });
const container = z.object({
  name: z.string(),
  image: z.string(),
  ports: z.array(z.object({ name: z.string().optional(), containerPort: z.number() })).min(1),
  envFrom: z.array(z.object({ configMapRef: z.object({ name: z.string() }) })),
  env: z.array(z.union([secretEnv, plainEnv])),
  volumeMounts: z.array(z.object({ name: z.string(), mountPath: z.string() })),
  startupProbe: probe,
  livenessProbe: probe,
  readinessProbe: probe,
  lifecycle: z.object({ preStop: z.object({ exec: z.object({ command: z.array(z.string()) }) }) }),
  resources: z.object({ requests: z.object({ cpu: z.string(), memory: z.string() }), limits: z.object({ cpu: z.string(), memory: z.string() }) }),
  securityContext: z.object({ readOnlyRootFilesystem: z.boolean(), allowPrivilegeEscalation: z.literal(false) }),
});
const deployment = z.object({
  kind: z.literal('Deployment'),
  metadata,
  spec: z.object({
    replicas: z.number().optional(),
    selector: z.object({ matchLabels: labels }),
    template: z.object({
      metadata: z.object({ labels }),
      spec: z.object({
        terminationGracePeriodSeconds: z.number(),
        securityContext: z.object({ runAsNonRoot: z.literal(true), runAsUser: z.number().int().positive() }),
        containers: z.array(container).length(1),
        volumes: z.array(z.object({ name: z.string(), configMap: z.object({ name: z.string(), items: z.array(z.object({ key: z.string(), path: z.string() })) }).optional(), emptyDir: z.object({}).passthrough().optional() })),
      }),
    }),
  }),
});
const service = z.object({
  kind: z.literal('Service'),
  metadata,
  spec: z.object({ selector: labels, ports: z.array(z.object({ port: z.number(), targetPort: z.union([z.number(), z.string()]) })).min(1) }),
});
const hpa = z.object({
  apiVersion: z.literal('autoscaling/v2'),
  kind: z.literal('HorizontalPodAutoscaler'),
  metadata,
  spec: z.object({
    scaleTargetRef: z.object({ apiVersion: z.string(), kind: z.string(), name: z.string() }),
    minReplicas: z.number(),
    maxReplicas: z.number(),
    metrics: z.array(z.object({ type: z.string(), resource: z.object({ name: z.string(), target: z.object({ type: z.string(), averageUtilization: z.number() }) }).optional() })),
  }),
});
const pdb = z.object({ kind: z.literal('PodDisruptionBudget'), metadata, spec: z.object({ minAvailable: z.number(), selector: z.object({ matchLabels: labels }) }) });
const configMap = z.object({ kind: z.literal('ConfigMap'), metadata, data: z.record(z.string(), z.string()) });
const kustomization = z.object({ kind: z.literal('Kustomization'), resources: z.array(z.string()) });

const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const documents = files.flatMap((file) =>
  parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return { file, value: doc.toJS() as { kind?: unknown } };
  }),
);
const ofKind = <T extends z.ZodType>(kind: string, schema: T): z.output<T>[] => documents.filter((d) => d.value.kind === kind).map((d) => schema.parse(d.value));

const [bff] = ofKind('Deployment', deployment);
const [svc] = ofKind('Service', service);
const [autoscaler] = ofKind('HorizontalPodAutoscaler', hpa);
const [budget] = ofKind('PodDisruptionBudget', pdb);
const configMaps = ofKind('ConfigMap', configMap);
if (!bff || !svc || !autoscaler || !budget) throw new Error('ops/k8s: a Deployment, a Service, a HorizontalPodAutoscaler and a PodDisruptionBudget are expected');
const pod = bff.spec.template.spec;
const bffContainer = pod.containers[0]!;

const isSubset = (selector: Record<string, string>, of: Record<string, string>) => Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => of[key] === value);

/** A probe's or Service's port as a number: named ports are the container's. */
function containerPort(port: number | string): number | undefined {
  return typeof port === 'number' ? port : bffContainer.ports.find((p) => p.name === port)?.containerPort;
}

function configMapNamed(name: string) {
  const found = configMaps.find((c) => c.metadata.name === name);
  if (!found) throw new Error(`no ConfigMap ${name} in ops/k8s`);
  return found;
}

const envMap = configMapNamed(bffContainer.envFrom[0]!.configMapRef.name);
const secretRefs = bffContainer.env.filter((e) => 'valueFrom' in e);
/** What the container's environment holds, with made-up values of the right shape for the Secret's keys. */
const secretValues: Record<string, string> = {
  SIGNING_SECRET: 'k8s-manifests-test-signing-secret-0123456789',
  OPS_TOKEN: 'k8s-manifests-test-ops-token',
  REALTIME_SECRET: 'k8s-manifests-test-realtime-secret',
  REALTIME_ENCRYPTION_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
  MAPS_API_KEY: 'AIzaK8sManifestsTestKey0123456789',
};
/** The Secret with only the keys the Deployment requires (the others are optional references). */
const requiredSecrets = Object.fromEntries(secretRefs.filter((e) => !e.valueFrom.secretKeyRef.optional).map((e) => [e.name, secretValues[e.name] ?? '']));

describe('ops/k8s', () => {
  it('holds every kind, each file in the kustomization', () => {
    expect(new Set(documents.map((d) => d.value.kind))).toEqual(new Set(['ConfigMap', 'Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Kustomization']));
    const kustomize = ofKind('Kustomization', kustomization)[0]!;
    expect(new Set(kustomize.resources)).toEqual(new Set(files.filter((f) => f !== 'kustomization.yaml')));
  });

  it('gives the container the port the bff listens on, and the Service sends traffic there', () => {
    const port = Number(envMap.data.PORT);
    expect(loadConfig({ ...envMap.data, ...requiredSecrets }).PORT).toBe(port);
    expect(bffContainer.ports.map((p) => p.containerPort)).toEqual([port]);
    for (const { targetPort } of svc.spec.ports) expect(containerPort(targetPort)).toBe(port);
    for (const p of [bffContainer.startupProbe, bffContainer.livenessProbe, bffContainer.readinessProbe]) expect(containerPort(p.httpGet.port)).toBe(port);
  });

  it('lets the Service, the PDB and the HPA find the Deployment and its pods', () => {
    const podLabels = bff.spec.template.metadata.labels;
    expect(isSubset(bff.spec.selector.matchLabels, podLabels)).toBe(true);
    expect(isSubset(svc.spec.selector, podLabels)).toBe(true);
    expect(isSubset(budget.spec.selector.matchLabels, podLabels)).toBe(true);
    expect(autoscaler.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: bff.metadata.name });
    expect(autoscaler.spec.metrics.map((m) => m.resource?.name)).toContain('cpu');
    // A drain must be able to evict one replica while the budget still holds.
    expect(autoscaler.spec.minReplicas).toBeGreaterThan(budget.spec.minAvailable);
    expect(autoscaler.spec.maxReplicas).toBeGreaterThanOrEqual(autoscaler.spec.minReplicas);
    // A count in the Deployment would be set back on every apply, against the HPA's.
    expect(bff.spec.replicas).toBeUndefined();
  });

  it('sets only settings the bff knows, and they parse as production settings with the Secret', () => {
    const known = new Set(Object.keys(configSchema.shape));
    expect(Object.keys(envMap.data).filter((key) => !known.has(key))).toEqual([]);
    expect(secretRefs.map((e) => e.name).filter((key) => !known.has(key))).toEqual([]);
    for (const ref of secretRefs) expect(secretValues[ref.name], `a made-up value for ${ref.name}`).toBeDefined();
    // Production refuses to start without it: the Secret's key must not be optional.
    expect(secretRefs.find((e) => e.name === 'SIGNING_SECRET')?.valueFrom.secretKeyRef.optional ?? false).toBe(false);
    // A Secret with only its required keys starts the bff.
    const config = loadConfig({ ...envMap.data, ...requiredSecrets });
    expect(config.NODE_ENV).toBe('production');
    expect(config.SANDBOX).toBe('off');
    expect(config.REALTIME).toBeNull();
    // Every key of it too, once the realtime app is named in mall-bff-env as deployment.yaml says.
    const all = Object.fromEntries(secretRefs.map((e) => [e.name, secretValues[e.name]!]));
    expect(loadConfig({ ...envMap.data, ...all, REALTIME_APP_ID: 'mall', REALTIME_KEY: 'mall-key', REALTIME_HOST: 'soketi' }).REALTIME?.tls).toBe(true);
  });

  it('mounts a tenants file the bff loads, where TENANTS_FILE says', () => {
    const mount = bffContainer.volumeMounts.find((m) => envMap.data.TENANTS_FILE?.startsWith(`${m.mountPath}/`));
    expect(mount, 'TENANTS_FILE lies under a volume mount').toBeDefined();
    const volume = pod.volumes.find((v) => v.name === mount!.name);
    const item = volume?.configMap?.items.find((i) => `${mount!.mountPath}/${i.path}` === envMap.data.TENANTS_FILE);
    expect(item, 'a ConfigMap item at TENANTS_FILE').toBeDefined();
    const text = configMapNamed(volume!.configMap!.name).data[item!.key];
    expect(text).toBeDefined();
    const tenants = parseTenants(JSON.parse(text!));
    expect(tenants.all.length).toBeGreaterThan(0);
    // The example is the repository's file: the same tenants, by the same loader.
    expect(tenants.all.map((t) => t.id)).toEqual(loadTenants(join(root, 'bff/config/tenants.json')).all.map((t) => t.id));
  });

  it('runs as non-root on a read-only root with a writable /tmp (tsx cache, uploads)', () => {
    expect(bffContainer.securityContext.readOnlyRootFilesystem).toBe(true);
    const tmp = bffContainer.volumeMounts.find((m) => m.mountPath === '/tmp');
    expect(pod.volumes.find((v) => v.name === tmp?.name)?.emptyDir).toBeDefined();
  });

  it('waits longer than preStop and the bff\'s own close', () => {
    // server.ts gives Fastify's close this long before it exits anyway; it runs on import, so its
    // text is read rather than imported.
    const server = readFileSync(join(root, 'bff/src/server.ts'), 'utf8');
    const closeMs = /setTimeout\(\(\) => process\.exit\(1\), ([\d_]+)\)/.exec(server)?.[1];
    expect(closeMs, 'server.ts\'s close time limit').toBeDefined();
    const [command, seconds] = bffContainer.lifecycle.preStop.exec.command;
    expect(command).toBe('sleep');
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(Number(seconds) + Number(closeMs!.replaceAll('_', '')) / 1000);
  });
});

describe('the probes', () => {
  let instance: FastifyInstance;

  beforeAll(async () => {
    // The bff as server.ts builds it, without Redis and with an upstream nobody answers: the probes
    // need neither. Load shedding off, so a busy test machine does not make /readyz say 503.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPSTREAM_URL: 'http://127.0.0.1:9', SANDBOX: 'off', LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' });
    const tenants = loadTenants(config.TENANTS_FILE, { upstreamUrl: 'http://127.0.0.1:9' });
    instance = Fastify(fastifyOptions(config, tenants, false));
    await instance.register(app, { config, tenants });
    await instance.ready();
  });

  afterAll(async () => {
    await instance.close();
  });

  it.each([
    ['startup', bffContainer.startupProbe],
    ['liveness', bffContainer.livenessProbe],
    ['readiness', bffContainer.readinessProbe],
  ])('%s asks a route the bff answers 200 on a healthy replica', async (_name, p) => {
    const response = await instance.inject({ method: 'GET', url: p.httpGet.path });
    expect(response.statusCode).toBe(200);
  });

  it('liveness is not readiness: a busy replica is taken out of the Service, not restarted', () => {
    expect(bffContainer.livenessProbe.httpGet.path).not.toBe(bffContainer.readinessProbe.httpGet.path);
  });
});
