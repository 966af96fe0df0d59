import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql';

// The cost limit (DESIGN.md "The GraphQL facade": "Queries have depth, alias and cost limits"; issue
// "The edge", the GraphQL contract). The field, alias and depth limits bound the document; the cost
// bounds what running it may take: each field costs 1, and a list field multiplies what it selects by
// its requested size: its `per_page`, `perPage`, `first`, `last` or `limit` argument (a literal or a
// variable), or `defaultListSize` for a list nobody sized. A size argument on a field that is not a
// list (a page wrapper, `shops(per_page: 24) { data { … } }`) sizes the first list below it.
// `__typename` costs nothing (urql adds it to every selection set). Fragments count where they are
// spread, once per spread (an upper bound for abstract types: every branch is counted).

export const sizeArguments: readonly string[] = ['per_page', 'perPage', 'first', 'last', 'limit'];

/** The size assumed for a list without a size argument (the platform's lists of a screen are short). */
export const defaultListSize = 10;

/**
 * The parts of a schema the estimate reads. Structural on purpose: mercurius builds its schema with
 * the CommonJS copy of graphql and this module gets the ES one, so `instanceof` checks would fail.
 */
interface SchemaLike {
  getQueryType(): TypeLike | null | undefined;
  getMutationType(): TypeLike | null | undefined;
  getSubscriptionType(): TypeLike | null | undefined;
  getType(name: string): TypeLike | null | undefined;
}

interface TypeLike {
  name?: string;
  ofType?: TypeLike;
  getFields?: () => Record<string, { type: TypeLike }>;
}

export interface CostEstimate {
  cost: number;
  /** Whether a size came from a variable: the same document may cost differently next time. */
  usesVariables: boolean;
}

const isList = (type: TypeLike): boolean => Object.prototype.toString.call(type) === '[object GraphQLList]';

/** The list levels of a field's type (`[[X]]` is 2) and its named type. */
function unwrap(type: TypeLike): { lists: number; named: TypeLike } {
  let lists = 0;
  let current = type;
  while (current.ofType) {
    if (isList(current)) lists += 1;
    current = current.ofType;
  }
  return { lists, named: current };
}

/**
 * The estimated cost of the most costly operation of `document` (the one that runs is named by the
 * request; the largest is an upper bound for it). Run after validation: unknown fields and fragments
 * cost 1 and 0 instead of failing.
 */
export function estimateCost(schema: SchemaLike, document: DocumentNode, variables: Record<string, unknown> = {}, listSize = defaultListSize): CostEstimate {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let usesVariables = false;
  let variableDefaults = new Map<string, ValueNode>();

  /** An argument's size: a non-negative whole number, or undefined when it gives none. */
  function sizeOf(value: ValueNode): number | undefined {
    let size: unknown;
    if (value.kind === Kind.INT) size = Number(value.value);
    else if (value.kind === Kind.VARIABLE) {
      usesVariables = true;
      const name = value.name.value;
      const fallback = variableDefaults.get(name);
      size = variables[name] ?? (fallback?.kind === Kind.INT ? Number(fallback.value) : undefined);
    }
    return typeof size === 'number' && Number.isInteger(size) && size >= 0 ? size : undefined;
  }

  // A fragment's cost depends on where it is spread only through an inherited size: memoised per both,
  // so a fragment spread many times (or fragments spreading fragments) is walked once.
  const memo = new Map<string, number>();
  const walking = new Set<string>();

  function selectionCost(selectionSet: SelectionSetNode, parent: TypeLike | null | undefined, inherited: number | undefined): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') continue;
        const fieldType = parent?.getFields?.()[name]?.type;
        const { lists, named } = fieldType ? unwrap(fieldType) : { lists: 0, named: null };
        let own: number | undefined;
        for (const argument of selection.arguments ?? []) {
          if (sizeArguments.includes(argument.name.value)) own = sizeOf(argument.value) ?? own;
        }
        const size = own ?? inherited;
        let multiplier = 1;
        for (let level = 0; level < lists; level++) multiplier *= level === 0 ? (size ?? listSize) : listSize;
        // A size on a field that is not a list sizes the first list below it.
        const passed = lists === 0 ? size : undefined;
        total += 1 + (selection.selectionSet ? multiplier * selectionCost(selection.selectionSet, named, passed) : 0);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        total += selectionCost(selection.selectionSet, type, inherited);
      } else {
        const name = selection.name.value;
        const key = `${name}:${inherited ?? ''}`;
        const known = memo.get(key);
        if (known !== undefined) {
          total += known;
          continue;
        }
        const fragment = fragments.get(name);
        // A cycle is a validation error; never loop on one.
        if (!fragment || walking.has(key)) continue;
        walking.add(key);
        const cost = selectionCost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), inherited);
        walking.delete(key);
        memo.set(key, cost);
        total += cost;
      }
    }
    return total;
  }

  let cost = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    variableDefaults = new Map((definition.variableDefinitions ?? []).flatMap((variable) => (variable.defaultValue ? [[variable.variable.name.value, variable.defaultValue] as const] : [])));
    const root = definition.operation === 'query' ? schema.getQueryType() : definition.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    // Fragment costs do not depend on the operation's variable defaults unless a size is a variable.
    if (usesVariables) memo.clear();
    cost = Math.max(cost, selectionCost(definition.selectionSet, root, undefined));
  }
  return { cost, usesVariables };
}
