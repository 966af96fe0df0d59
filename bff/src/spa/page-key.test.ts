import { describe, expect, it } from 'vitest';
import { keptQuery, secretPlaceholder } from './page-key';

describe('the query a page is rendered and kept with', () => {
  it('drops where the visitor came from and the address a link fills in', () => {
    expect(keptQuery(new URLSearchParams('utm_source=mail&gclid=x&email=jana%40example.com&unsubscribe=1&page=2'))).toEqual({ unsubscribe: '1', page: '2' });
  });

  it("keeps a secret only as a placeholder: one page for every newsletter link, no token in it nor in the cache's key", () => {
    const a = keptQuery(new URLSearchParams('confirm=1&token=eyJwIjoiY29uZmlybSJ9.c2lnbmF0dXJl'));
    const b = keptQuery(new URLSearchParams('confirm=1&token=another.token'));
    expect(a).toEqual({ confirm: '1', token: secretPlaceholder });
    expect(b).toEqual(a);
    // Without a token the page is another one (the form, not the link's button).
    expect(keptQuery(new URLSearchParams('confirm=1'))).toEqual({ confirm: '1' });
  });
});
