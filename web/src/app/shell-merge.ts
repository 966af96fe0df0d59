import type { DocumentNode, FieldNode, FragmentDefinitionNode, OperationDefinitionNode, VariableDefinitionNode } from 'graphql';
import { CombinedError, createRequest, makeOperation, type Operation, type OperationResult } from 'urql';

// A switch of language in one request (issue 23: "a navigation makes at most 1, its own"). The page in
// another language needs its own query and the layout's (the root's `Shell`) in that language; asked
// apart, they were two requests. Together they go as the page's operation with the layout's root
// fields beside its own, each under an alias (`shell_settings: settings`), and the answer is split
// back into the two results, which urql then caches under their own keys. The bff accepts the joined
// operations because the build persists them too (persisted-operations.ts, with these functions), and
// caches those of the public pages as it caches the pages' own. Loaded only when a switch happens
// (urql-client.ts's exchange): the first load does not carry it.

/** The prefix of the layout's fields in a joined operation (a GraphQL name: letters, digits, `_`). */
export const shellPrefix = 'shell_';

const operationOf = (document: DocumentNode): OperationDefinitionNode | undefined =>
  document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');

const isLangVariable = (variable: VariableDefinitionNode): boolean =>
  variable.variable.name.value === 'lang' && variable.type.kind === 'NonNullType' && variable.type.type.kind === 'NamedType' && variable.type.type.name.value === 'Language';

/**
 * Whether a page's query may carry the layout: a document of one named query (not the layout's own)
 * declaring `$lang: Language!`, the layout's only variable, with no root field under the prefix.
 */
export function joinsShell(document: DocumentNode): boolean {
  const operations = document.definitions.filter((definition) => definition.kind === 'OperationDefinition');
  const operation = operationOf(document);
  if (operations.length !== 1 || !operation || operation.operation !== 'query' || !operation.name || operation.name.value === 'Shell') return false;
  if (!operation.variableDefinitions?.some(isLangVariable)) return false;
  return operation.selectionSet.selections.every((selection) => selection.kind !== 'Field' || !(selection.alias ?? selection.name).value.startsWith(shellPrefix));
}

/** The joined operation's name: the page's, then `WithShell`. */
export const joinedName = (pageOperation: string): string => `${pageOperation}WithShell`;

/** Each page's joined document, by the layout's document it was joined with. */
const joined = new WeakMap<DocumentNode, WeakMap<DocumentNode, DocumentNode>>();

/**
 * The page's query with the layout's root fields beside its own, aliased under the prefix; the
 * fragments of both (by name: a build's fragment names are unique). The same documents give the same
 * text, in the browser and in the build's list of persisted operations.
 */
export function withShell(page: DocumentNode, shell: DocumentNode): DocumentNode {
  const known = joined.get(page)?.get(shell);
  if (known) return known;
  const pageOperation = operationOf(page);
  const shellOperation = operationOf(shell);
  if (!pageOperation?.name || !shellOperation || !joinsShell(page)) throw new Error('withShell: not a page query that can carry the layout');
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of [...page.definitions, ...shell.definitions]) {
    if (definition.kind === 'FragmentDefinition' && !fragments.has(definition.name.value)) fragments.set(definition.name.value, definition);
  }
  const shellFields = shellOperation.selectionSet.selections.map((selection): FieldNode => {
    if (selection.kind !== 'Field') throw new Error('withShell: the layout’s root selections must be fields');
    // The name node's kind as graphql-js spells it (its Kind enum is not loaded in the browser).
    return { ...selection, alias: { ...selection.name, value: `${shellPrefix}${(selection.alias ?? selection.name).value}` } };
  });
  const operation: OperationDefinitionNode = {
    ...pageOperation,
    name: { ...pageOperation.name, value: joinedName(pageOperation.name.value) },
    selectionSet: { ...pageOperation.selectionSet, selections: [...pageOperation.selectionSet.selections, ...shellFields] },
  };
  // A new document: neither the page's location (its printed text) nor its key (urql's `__key`).
  const document: DocumentNode = { kind: page.kind, definitions: [operation, ...fragments.values()] };
  if (!joined.has(page)) joined.set(page, new WeakMap());
  joined.get(page)!.set(shell, document);
  return document;
}

/** The joined operations in flight, by key: what makes of a joined answer the results it stands for. */
export type Splits = Map<number, (result: OperationResult) => OperationResult[]>;

/**
 * One turn's queries (urql-client.ts's exchange), `shell` the layout's among them: the page of the
 * same language and the layout go as one operation, every other query as it is. When the joined
 * request gets no answer at all (offline: the service worker may hold the two apart), the two go as
 * they are.
 */
export function joinTurn(turn: readonly Operation[], shell: Operation, next: (operation: Operation) => void, splits: Splits): void {
  const page = turn.find((operation) => operation !== shell && joinsShell(operation.query) && operation.variables?.lang === shell.variables?.lang);
  const joined = page && joinOperations(page, shell);
  for (const operation of turn) if (!joined || (operation !== page && operation !== shell)) next(operation);
  if (!page || !joined) return;
  splits.set(joined.operation.key, (result) => {
    if (result.data != null || !result.error?.networkError || result.error.response) return joined.split(result);
    next(page);
    next(shell);
    return [];
  });
  next(joined.operation);
}

export interface Joined {
  operation: Operation;
  /** The joined answer as the two results it stands for: the page's, then the layout's. */
  split(result: OperationResult): [OperationResult, OperationResult];
}

/** A page's operation and the layout's in the same language as one operation (with the page's context), or null when the page's query cannot carry the layout. */
export function joinOperations(page: Operation, shell: Operation): Joined | null {
  if (!joinsShell(page.query) || page.variables?.lang !== shell.variables?.lang) return null;
  const operation = makeOperation('query', createRequest(withShell(page.query, shell.query), page.variables), page.context);
  return {
    operation,
    split(result) {
      const pageData: Record<string, unknown> = {};
      const shellData: Record<string, unknown> = {};
      for (const [name, value] of Object.entries((result.data ?? {}) as Record<string, unknown>)) {
        if (name.startsWith(shellPrefix)) shellData[name.slice(shellPrefix.length)] = value;
        else pageData[name] = value;
      }
      const error = result.error;
      // An error names the field it belongs to (its path's first name); one without a path is both's.
      const errorOf = (own: (field: unknown) => boolean) => {
        if (!error) return undefined;
        const graphQLErrors = error.graphQLErrors.filter((each) => each.path === undefined || own(each.path[0]));
        if (!error.networkError && graphQLErrors.length === 0) return undefined;
        return new CombinedError({ networkError: error.networkError, graphQLErrors, response: error.response });
      };
      const isShells = (field: unknown) => typeof field === 'string' && field.startsWith(shellPrefix);
      const hasData = result.data != null;
      return [
        { ...result, operation: page, data: hasData ? pageData : undefined, error: errorOf((field) => !isShells(field)) },
        { ...result, operation: shell, data: hasData ? shellData : undefined, error: errorOf(isShells) },
      ];
    },
  };
}
