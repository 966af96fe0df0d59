import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getOperationName } from '@urql/core';
import { pageQueries, routeTable, shellQuery } from '@mall/site';
import { embeddableDocuments } from './urql-client';

// The bff embeds the results of routing/page-queries.ts; the web must know each of those documents
// and run them with the same variables, or the embedded result is never used.
describe('embeddable page queries', () => {
  const entries = [shellQuery, ...Object.values(pageQueries)];
  it.each(entries.map((q) => [q.operation, q] as const))('%s: its file defines the operation and the web has its document', (operation, query) => {
    const source = readFileSync(new URL(`../${query.file}`, import.meta.url), 'utf8');
    expect(source).toMatch(new RegExp(`query ${operation}\\b`));
    const document = embeddableDocuments[operation as keyof typeof embeddableDocuments];
    expect(document).toBeDefined();
    expect(getOperationName(document)).toBe(operation);
  });
  it('exists only for live routes, with the variables the screens use', () => {
    for (const name of Object.keys(pageQueries)) {
      expect(routeTable.find((r) => r.name === name)?.status).toBe('live');
    }
    expect(pageQueries.home?.variables('sk', {})).toEqual({ lang: 'sk' });
    expect(shellQuery.variables('de', {})).toEqual({ lang: 'de' });
  });
});
