import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { fastifyOptions } from '../app';
import { loadConfig } from '../config';
import { loadTenants } from '../tenancy/tenants';
import { parsePrometheusText } from '../test/prom-text';

// The Grafana dashboard (ops/grafana-dashboard.json) queries only what the bff exports: every metric
// name in every query is a family on /metrics (or a histogram's _bucket/_sum/_count), and every label
// a selector or a `by` clause names is one of that family's labels (or a label Prometheus adds).

const dashboardFile = fileURLToPath(new URL('../../../ops/grafana-dashboard.json', import.meta.url));

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}

interface Dashboard {
  panels: Panel[];
  templating: { list: { name: string; type: string; query?: { query: string } | string }[] };
}

/** Labels Prometheus attaches to every scraped series, and the histogram bucket label. */
const scrapeLabels = new Set(['instance', 'job']);
/** PromQL words that are not metric names. */
const promqlWords = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset']);

function exprsOf(dashboard: Dashboard): string[] {
  const walk = (panels: Panel[]): string[] => panels.flatMap((panel) => [...(panel.targets ?? []).map((target) => target.expr), ...walk(panel.panels ?? [])]);
  return walk(dashboard.panels);
}

interface Reference {
  metric: string;
  labels: string[];
}

/** The metric names an expression reads, each with the labels its selector names, and the labels of its `by`/`on` clauses. */
export function referencesOf(expr: string): { metrics: Reference[]; groupingLabels: string[] } {
  const groupingLabels: string[] = [];
  const rest = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g, (_clause, list: string) => {
      groupingLabels.push(...list.split(',').map((label) => label.trim()).filter(Boolean));
      return ' ';
    });
  const metrics: Reference[] = [];
  for (const match of rest.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\{[^}]*\}|\()?/g)) {
    const [, word, after] = match;
    // A function or an aggregation, a keyword, or the exponent of a number (1e3).
    if (!word || after === '(' || promqlWords.has(word) || /[\d.]/.test(rest[match.index - 1] ?? '')) continue;
    const labels = after ? [...after.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)\s*(?:=~|!~|!=|=)/g)].map((m) => m[1]!) : [];
    metrics.push({ metric: word, labels });
  }
  return { metrics, groupingLabels };
}

let instance: FastifyInstance;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPSTREAM_URL: 'http://127.0.0.1:9', SANDBOX: 'off' });
  const tenants = loadTenants(config.TENANTS_FILE, { upstreamUrl: 'http://127.0.0.1:9' });
  instance = Fastify(fastifyOptions(config, tenants, false));
  await instance.register(app, { config, tenants });
  await instance.ready();
});

afterAll(async () => {
  await instance.close();
});

describe('referencesOf', () => {
  it('finds metric names, selector labels and grouping labels, and skips functions, strings and ranges', () => {
    const refs = referencesOf('histogram_quantile(0.95, sum by (le, route) (rate(x_bucket{tenant=~"$t", status!="5xx"}[$__rate_interval]))) / ignoring(route) y');
    expect(refs.metrics).toEqual([
      { metric: 'x_bucket', labels: ['tenant', 'status'] },
      { metric: 'y', labels: [] },
    ]);
    expect(refs.groupingLabels).toEqual(['le', 'route', 'route']);
  });
});

describe('ops/grafana-dashboard.json', () => {
  const dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8')) as Dashboard;

  it('is a dashboard with panels that query', () => {
    const exprs = exprsOf(dashboard);
    expect(exprs.length).toBeGreaterThan(10);
    for (const expr of exprs) expect(expr.trim()).not.toBe('');
  });

  it('queries only metrics and labels the bff exports', async () => {
    const response = await instance.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    const families = parsePrometheusText(response.body);
    // Label names come from the registry: a family with no traffic yet has no samples to show them.
    const labelNames = new Map<string, Set<string>>();
    for (const metric of instance.metricsRegistry.getMetricsAsArray()) {
      const { name, labelNames: names } = metric as unknown as { name: string; labelNames?: readonly string[] };
      labelNames.set(name, new Set(names ?? []));
    }

    const familyOf = (metric: string): { name: string; bucket: boolean } | undefined => {
      if (families.has(metric) && families.get(metric)!.type !== 'histogram') return { name: metric, bucket: false };
      const suffix = /_(bucket|sum|count)$/.exec(metric);
      if (!suffix) return undefined;
      const base = metric.slice(0, suffix.index);
      return families.get(base)?.type === 'histogram' ? { name: base, bucket: suffix[1] === 'bucket' } : undefined;
    };

    const problems: string[] = [];
    const queries = [
      ...exprsOf(dashboard),
      ...dashboard.templating.list.flatMap((variable) =>
        variable.type === 'query' && variable.query ? [typeof variable.query === 'string' ? variable.query : variable.query.query] : [],
      ),
    ];
    for (const expr of queries) {
      const labelValues = /^label_values\(\s*([a-zA-Z_:][a-zA-Z0-9_:]*)\s*,\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\)$/.exec(expr);
      const { metrics, groupingLabels } = labelValues ? { metrics: [{ metric: labelValues[1]!, labels: [labelValues[2]!] }], groupingLabels: [] } : referencesOf(expr);
      if (metrics.length === 0) problems.push(`${expr}: reads no metric`);
      const allowed = new Set(scrapeLabels);
      for (const { metric, labels } of metrics) {
        const family = familyOf(metric);
        if (!family) {
          problems.push(`${metric}: not exported`);
          continue;
        }
        const own = labelNames.get(family.name) ?? new Set<string>();
        if (family.bucket) own.add('le');
        for (const label of own) allowed.add(label);
        for (const label of labels) if (!own.has(label) && !scrapeLabels.has(label)) problems.push(`${metric}: no label ${label}`);
      }
      for (const label of groupingLabels) if (!allowed.has(label)) problems.push(`${expr}: groups by ${label}, which none of its metrics has`);
    }
    expect(problems).toEqual([]);
  });
});
