import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { countDocument, documentLimitErrors, withoutSuggestions } from './limits';

describe('countDocument', () => {
  it('counts fields and aliases in operations and fragments', () => {
    const document = parse('query { a: tenant { id } ...F } fragment F on Query { settings { websiteName } b: ok }');
    expect(countDocument(document)).toEqual({ fields: 5, aliases: 2 });
  });

  it('stops counting once a limit is passed', () => {
    const document = parse(`{ ${'ok '.repeat(1000)} }`);
    expect(countDocument(document, { fields: 10, aliases: 5 }).fields).toBe(11);
  });
});

describe('documentLimitErrors', () => {
  it('refuses too many fields or aliases with BAD_USER_INPUT', () => {
    const aliases = parse(`{ ${Array.from({ length: 3 }, (_, i) => `a${i}: ok`).join(' ')} }`);
    expect(documentLimitErrors(aliases, { fields: 10, aliases: 2 }).map((e) => [e.message, e.extensions.code])).toEqual([
      ['Too many aliases: at most 2 per request.', 'BAD_USER_INPUT'],
    ]);
    expect(documentLimitErrors(parse('{ ok ok ok }'), { fields: 2, aliases: 2 })[0]?.message).toBe('Query too costly: at most 2 fields per request.');
    expect(documentLimitErrors(parse('{ ok }'), { fields: 2, aliases: 2 })).toEqual([]);
  });
});

describe('withoutSuggestions', () => {
  it('drops graphql-js "did you mean" hints', () => {
    expect(withoutSuggestions('Cannot query field "idd" on type "Tenant". Did you mean "id"?')).toBe('Cannot query field "idd" on type "Tenant".');
    expect(withoutSuggestions('Unknown argument "lng". Did you mean "lang" or\n"language"?')).toBe('Unknown argument "lng".');
    expect(withoutSuggestions('Syntax Error: Expected Name, found "}".')).toBe('Syntax Error: Expected Name, found "}".');
  });
});
