import { describe, expect, it } from 'vitest';
import { queryEntries } from './query';

describe('queryEntries', () => {
  it('sends null as the text null and leaves undefined out', () => {
    expect(queryEntries({ 'filter[company_id]': null, skip: undefined })).toEqual([['filter[company_id]', 'null']]);
  });

  it('sends numbers and booleans as their text, strings as they are', () => {
    expect(queryEntries({ page: 2, all: true, off: false, zero: 0, sort: 'name', empty: '' })).toEqual([
      ['page', '2'],
      ['all', 'true'],
      ['off', 'false'],
      ['zero', '0'],
      ['sort', 'name'],
      ['empty', ''],
    ]);
  });

  it('keeps the query order and takes no query as an empty one', () => {
    expect(queryEntries({ b: 1, a: 2 }).map(([name]) => name)).toEqual(['b', 'a']);
    expect(queryEntries()).toEqual([]);
    expect(queryEntries(undefined)).toEqual([]);
  });
});
