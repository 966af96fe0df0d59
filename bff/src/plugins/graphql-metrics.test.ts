import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationLabel, operationOf } from './graphql-metrics';

describe('operationOf', () => {
  it("names the document's operation and its type", () => {
    expect(operationOf(parse('query Home($lang: Language!) { settings { websiteName } }'))).toEqual({ name: 'Home', type: 'query' });
    expect(operationOf(parse('mutation Login { login }'))).toEqual({ name: 'Login', type: 'mutation' });
  });

  it('says anonymous, multiple or none where there is no single name', () => {
    expect(operationOf(parse('{ settings { websiteName } }'))).toEqual({ name: 'anonymous', type: 'query' });
    expect(operationOf(parse('query A { a } query B { b }'))).toEqual({ name: 'multiple', type: 'query' });
    expect(operationOf(parse('fragment F on Query { a }'))).toEqual({ name: 'none', type: 'none' });
  });
});

describe('operationLabel', () => {
  it('keeps names it has seen and the first new ones up to the bound, then says other', () => {
    const seen = new Set<string>();
    expect(operationLabel(seen, 'Home', 2)).toBe('Home');
    expect(operationLabel(seen, 'Shops', 2)).toBe('Shops');
    expect(operationLabel(seen, 'Offers', 2)).toBe('other');
    expect(operationLabel(seen, 'Home', 2)).toBe('Home');
    expect(seen.size).toBe(2);
  });

  it('never takes a name that is not a GraphQL name of reasonable length', () => {
    const seen = new Set<string>();
    expect(operationLabel(seen, 'x'.repeat(65))).toBe('other');
    expect(operationLabel(seen, 'bad-name')).toBe('other');
    expect(seen.size).toBe(0);
  });
});
