import { GraphQLError, Kind, valueFromASTUntyped, type DocumentNode } from 'graphql';
import { isWellFormedText } from '@mall/site';

// An operation's variables, checked before it runs (graphql/plugin.ts's preExecution hook) and before
// a page operation is looked up in the page cache (page-cache/operations.ts).

/**
 * The variables with the document's defaults for those left out (GraphQL spec "Coercing Variable
 * Values": a variable not provided takes its default). The same object when nothing is missing.
 */
export function withVariableDefaults(document: DocumentNode, variables: Record<string, unknown>): Record<string, unknown> {
  let filled: Record<string, unknown> | null = null;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const name = variable.variable.name.value;
      if (!variable.defaultValue || variables[name] !== undefined || (filled && name in filled)) continue;
      filled ??= { ...variables };
      filled[name] = valueFromASTUntyped(variable.defaultValue);
    }
  }
  return filled ?? variables;
}


/** The variables a document's operations declare. */
export function declaredIn(document: DocumentNode): ReadonlySet<string> {
  const names = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) names.add(variable.variable.name.value);
  }
  return names;
}

/** The names in `variables` that no operation of the document declares. */
export function undeclaredVariables(declared: ReadonlySet<string>, variables: Record<string, unknown>): string[] {
  return Object.keys(variables).filter((name) => !declared.has(name));
}

/**
 * The refusal of variables an operation does not declare. The GraphQL over HTTP spec's request
 * "variables" are the operation's; one it does not define can change nothing of its result, and
 * each new name made another cached copy of the same answer.
 */
export function undeclaredError(names: readonly string[]): GraphQLError {
  const shown = names.slice(0, 5).map((name) => `"$${name.slice(0, 64)}"`).join(', ');
  return new GraphQLError(`Variable ${shown} ${names.length === 1 ? 'is' : 'are'} not declared by the operation.`, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Whether every text in a variable's value (its lists and objects too) is well-formed Unicode. */
export function wellFormedValue(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isWellFormedText(value);
  if (value === null || typeof value !== 'object' || depth > 20) return true;
  const items = Array.isArray(value) ? value : Object.entries(value as Record<string, unknown>).flat();
  return items.every((item) => wellFormedValue(item, depth + 1));
}
