import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { gql, useStack } from '../test/stack';
import { withVariableDefaults } from './variables';

// A variable with a default in the document, left out by the client, takes its default on every run,
// also once mercurius has compiled the query (jit, from its second use), whose compiler alone would
// refuse it.
describe('variables with defaults', () => {
  const stack = useStack();

  it('takes the default on every run, compiled or not', async () => {
    const query = 'query Defaults($lang: Language! = en) { mall(lang: $lang) { name } }';
    const names = new Set<string>();
    for (let run = 1; run <= 4; run++) {
      const reply = await gql<{ mall: { name: string } }>(stack().app, 'aupark', query, {});
      expect(reply.errors, `run ${run}: ${JSON.stringify(reply.errors)}`).toBeUndefined();
      names.add(reply.data!.mall.name);
    }
    expect(names.size).toBe(1);
    // A value given still wins over the default.
    const given = await gql<{ mall: { name: string } }>(stack().app, 'aupark', query, { lang: 'sk' });
    expect(given.errors).toBeUndefined();
  });

  it('fills in only what was left out, and keeps the object when nothing was', () => {
    const document = parse('query Q($a: Int! = 1, $b: String = "x", $c: [Int!] = [1, 2], $d: Int) { __typename }');
    const none = { a: 5, b: 'y', c: [3] };
    expect(withVariableDefaults(document, none)).toBe(none);
    expect(withVariableDefaults(document, { b: null })).toEqual({ a: 1, b: null, c: [1, 2] });
  });
});
