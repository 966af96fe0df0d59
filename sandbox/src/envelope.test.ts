import { describe, expect, it } from 'vitest';
import { errorBody, httpStatusName, ok, paginate, success } from './envelope';

describe('envelope', () => {
  it('names HTTP statuses without spaces', () => {
    expect(httpStatusName(404)).toBe('NotFound');
    expect(httpStatusName(422)).toBe('UnprocessableEntity');
    expect(httpStatusName(500)).toBe('InternalServerError');
    expect(httpStatusName(401)).toBe('Unauthorized');
  });

  it('wraps GET data and POST replies', () => {
    expect(ok([1])).toEqual({ data: [1] });
    expect(success({ a: 1 }, 'Saved')).toEqual({ status: 'success', data: { a: 1 }, message: 'Saved' });
  });

  it('adds field errors only when there are some', () => {
    expect(errorBody(404, 'x')).toEqual({ status: 'error', httpStatus: 'NotFound', message: 'x' });
    expect(errorBody(422, 'bad', {})).not.toHaveProperty('errors');
    expect(errorBody(422, 'bad', { page: ['m'] }).errors).toEqual({ page: ['m'] });
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);
  const url = (p: number) => `/list?page=${p}`;

  it('slices a middle page and counts pages', () => {
    const page = paginate(items, 2, 10, url);
    expect(page).toMatchObject({ current_page: 2, last_page: 3, per_page: 10, total: 23 });
    expect(page.data).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('builds prev, numbered and next links with the active page', () => {
    const { links } = paginate(items, 1, 10, url);
    expect(links.map((l) => l.label)).toEqual(['&laquo; Previous', '1', '2', '3', 'Next &raquo;']);
    expect(links[0]?.url).toBeNull();
    expect(links[1]).toEqual({ url: '/list?page=1', label: '1', active: true });
    expect(links[4]?.url).toBe('/list?page=2');
    expect(paginate(items, 3, 10, url).links.at(-1)?.url).toBeNull();
  });

  it('answers an empty page past the end and one page for an empty list', () => {
    expect(paginate(items, 9, 10, url).data).toEqual([]);
    expect(paginate([], 1, 10, url)).toMatchObject({ last_page: 1, total: 0, data: [] });
  });
});
