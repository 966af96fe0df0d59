import type { DocumentNode } from 'graphql';
import { formatDocument, stringifyDocument } from 'urql';
import { operationName } from '@mall/site';
import * as generated from '../graphql/generated';
import { joinedName, joinsShell, withShell } from './shell-merge';

// Persisted operations (README "GraphQL"): the browser's client sends the SHA-256 of an operation's
// text instead of the text, and the bff accepts the build's operations only. The bff learns them from
// the server entry (`persistedOperations`), computed here from the generated documents with the very
// functions the client runs before it hashes: urql's cache exchange adds `__typename` to every
// selection set (formatDocument), and the persisted exchange hashes the printed result
// (stringifyDocument). One build, one urql: both sides see the same text.

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document' && Array.isArray((value as { definitions?: unknown }).definitions);

/** The text the browser's client sends (and hashes) for a document. */
export const clientText = (document: DocumentNode): string => stringifyDocument(formatDocument(document));

/**
 * Every generated operation (codegen's `…Document` exports: queries and mutations), by name: its text
 * as the client sends it. And each page query joined with the layout's (`…WithShell`, shell-merge.ts),
 * as the client joins them: the documents after urql's cache exchange has formatted them.
 */
export function persistedOperations(): Record<string, string> {
  const operations: Record<string, string> = {};
  const shell = formatDocument(generated.ShellDocument);
  for (const [exported, value] of Object.entries(generated)) {
    if (!exported.endsWith('Document') || !isDocument(value)) continue;
    const name = operationName(value);
    if (!name) throw new Error(`${exported} has no operation name: a persisted operation needs one`);
    operations[name] = clientText(value);
    const formatted = formatDocument(value);
    if (joinsShell(formatted)) operations[joinedName(name)] = stringifyDocument(withShell(formatted, shell));
  }
  return operations;
}
