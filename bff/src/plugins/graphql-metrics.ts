import fp from 'fastify-plugin';
import { Kind, type DocumentNode } from 'graphql';
import { Histogram } from 'prom-client';

// GraphQL operation durations on /metrics, by operation name, type and outcome (issue 7 "Ops at
// scale"). Through mercurius' hooks, so an HTTP request and a page's operation run for the first HTML
// (fastify.graphql) count alike; an operation answered from the response cache is not executed and
// counts only in the HTTP histogram. Registered after the GraphQL plugin, which it leaves alone.

/** Operation names are chosen by clients: a label takes at most this many values, then `other`. */
export const MAX_OPERATION_NAMES = 200;
const validName = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/** The document's operation (name and type): `anonymous` without a name, `multiple` when it has several. */
export function operationOf(document: DocumentNode): { name: string; type: string } {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const [only] = operations;
  if (!only) return { name: 'none', type: 'none' };
  if (operations.length > 1) return { name: 'multiple', type: only.operation };
  return { name: only.name?.value ?? 'anonymous', type: only.operation };
}

/** Keeps the label bounded: the first MAX_OPERATION_NAMES valid names seen, `other` after that. */
export function operationLabel(seen: Set<string>, name: string, max = MAX_OPERATION_NAMES): string {
  if (seen.has(name)) return name;
  if (!validName.test(name) || seen.size >= max) return 'other';
  seen.add(name);
  return name;
}

interface Started {
  at: number;
  name: string;
  type: string;
}

export default fp(
  async (fastify) => {
    const histogram = new Histogram({
      name: 'bff_graphql_operation_duration_seconds',
      help: 'GraphQL operation execution time (from parsing to the result) by operation name, type and outcome.',
      labelNames: ['operation', 'type', 'outcome'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [fastify.metricsRegistry],
    });
    const seen = new Set<string>();
    // Keyed by the operation's context object: one per execution, gone with it.
    const started = new WeakMap<object, Started>();

    fastify.graphql.addHook('preParsing', (_schema, _source, context) => {
      started.set(context, { at: performance.now(), name: 'unknown', type: 'unknown' });
    });
    fastify.graphql.addHook('preExecution', (_schema, document, context) => {
      const { name, type } = operationOf(document);
      // A parsed document (a page's operation for the first HTML) skips preParsing: timed from here.
      const entry = started.get(context) ?? { at: performance.now(), name, type };
      entry.name = operationLabel(seen, name);
      entry.type = type;
      started.set(context, entry);
    });
    fastify.graphql.addHook('onResolution', (execution, context) => {
      const entry = started.get(context);
      if (!entry) return;
      started.delete(context);
      const outcome = execution.errors?.length ? 'error' : 'ok';
      histogram.observe({ operation: entry.name, type: entry.type, outcome }, (performance.now() - entry.at) / 1000);
    });
  },
  { name: 'graphql-metrics', dependencies: ['metrics', 'mercurius'] },
);
