import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { defaultListSize, estimateCost } from './cost';

const schema = buildSchema(/* GraphQL */ `
  type Query {
    shop(id: ID!): Shop
    shops(per_page: Int, page: Int): [Shop!]!
    events(first: Int): [Event!]!
    page(perPage: Int): ShopPage!
    matrix: [[Int!]!]!
    tags: [String!]!
    node: Node
  }
  interface Node { id: ID! }
  type Shop implements Node { id: ID! name: String! tags: [String!]! events(limit: Int): [Event!]! }
  type Event implements Node { id: ID! title: String! shops: [Shop!]! }
  type ShopPage { total: Int! data: [Shop!]! }
`);

const cost = (query: string, variables?: Record<string, unknown>) => estimateCost(schema, parse(query), variables).cost;

describe('estimateCost', () => {
  it('counts each field once, and __typename not at all', () => {
    expect(cost('{ shop(id: 1) { id name __typename } }')).toBe(3);
    // A list of scalars is one field: it selects nothing to multiply.
    expect(cost('{ tags }')).toBe(1);
  });

  it('multiplies what a list selects by its size argument', () => {
    expect(cost('{ shops(per_page: 24) { id name } }')).toBe(1 + 24 * 2);
    expect(cost('{ events(first: 5) { id } }')).toBe(1 + 5);
    // Without one: the default size.
    expect(cost('{ shops { id name } }')).toBe(1 + defaultListSize * 2);
  });

  it('multiplies nested lists', () => {
    expect(cost('{ shops(per_page: 20) { events(limit: 5) { shops { id } } } }')).toBe(1 + 20 * (1 + 5 * (1 + defaultListSize * 1)));
    // A list of lists of scalars selects nothing either.
    expect(cost('{ matrix }')).toBe(1);
  });

  it('reads a size from the variables, then from the variable’s default', () => {
    const query = 'query Shops($n: Int = 3) { shops(per_page: $n) { id } }';
    expect(estimateCost(schema, parse(query), { n: 50 })).toEqual({ cost: 51, usesVariables: true });
    expect(cost(query)).toBe(4);
    // Nonsense sizes fall back to the default.
    expect(cost('query Shops($n: Int) { shops(per_page: $n) { id } }', { n: -1 })).toBe(1 + defaultListSize);
    expect(estimateCost(schema, parse('{ shops(per_page: 2) { id } }')).usesVariables).toBe(false);
  });

  it('lets a size on a page wrapper size the list below it', () => {
    expect(cost('{ page(perPage: 30) { total data { id name } } }')).toBe(1 + 1 + 1 + 30 * 2);
  });

  it('counts fragments where they are spread, inline ones by their type', () => {
    const query = /* GraphQL */ `
      query { shops(per_page: 4) { ...Card } shop(id: 1) { ...Card } node { ... on Shop { name } ... on Event { title } } }
      fragment Card on Shop { id events { id } }
    `;
    const card = 1 + (1 + defaultListSize);
    expect(cost(query)).toBe(1 + 4 * card + (1 + card) + (1 + 2));
  });

  it('walks a fragment spread many times once, and gives a huge cost for it', () => {
    // Each level spreads the one below ten times inside a list: 10^8 fields from an 80-spread document.
    // Walked spread by spread that is minutes of work; walked once per fragment, a moment. The bound is
    // wide (a busy machine), the gap wider still.
    const levels = Array.from({ length: 8 }, (_, i) => `fragment F${i} on Shop { events { shops { ${`...F${i + 1} `.repeat(10)} } } }`);
    const query = `{ shops { ...F0 } } ${levels.join(' ')} fragment F8 on Shop { id }`;
    const started = performance.now();
    expect(cost(query)).toBeGreaterThan(1e16);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('takes the most costly operation of a document', () => {
    expect(cost('query A { shop(id: 1) { id } } query B { shops(per_page: 7) { id } }')).toBe(8);
  });

  it('never loops on a fragment cycle (a validation error that may reach it)', () => {
    expect(cost('{ shop(id: 1) { ...A } } fragment A on Shop { id ...B } fragment B on Shop { name ...A }')).toBeGreaterThan(0);
  });

});
