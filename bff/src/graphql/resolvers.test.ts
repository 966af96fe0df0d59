import { buildSchema, GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchema } from './plugin';
import { mergeResolvers, resolvers } from './resolvers';

const schema = buildSchema(loadSchema());

describe('resolvers', () => {
  it('resolve every Query field of the schema', () => {
    const fields = Object.keys(schema.getQueryType()?.getFields() ?? {}).sort();
    expect(Object.keys(resolvers.Query ?? {}).sort()).toEqual(fields);
  });
  it("name only the schema's types and fields", () => {
    for (const [type, fields] of Object.entries(resolvers)) {
      const named = schema.getType(type);
      expect(named, type).toBeInstanceOf(GraphQLObjectType);
      const known = Object.keys((named as GraphQLObjectType).getFields());
      for (const field of Object.keys(fields as object)) expect(known, `${type}.${field}`).toContain(field);
    }
  });
});

describe('mergeResolvers', () => {
  it("joins the domains' fields of one type", () => {
    const merged = mergeResolvers([{ Query: { ok: () => true } }, { Query: { tenant: (_root, _args, ctx) => ctx.tenant } }, {}]);
    expect(Object.keys(merged.Query ?? {})).toEqual(['ok', 'tenant']);
  });
  it('refuses a field that two domains resolve', () => {
    expect(() => mergeResolvers([{ Query: { ok: () => true } }, { Query: { ok: () => false } }])).toThrow('Two domains resolve Query.ok.');
  });
});
