import { describe, expect, it } from 'vitest';
import { addMember, askAs } from '../test/members';
import { useStack } from '../test/stack';

// Why the site needs no `me/products` (sandbox/CONTRACT.md "products"): a member's offers are the public
// `products` list (cached, shared) with the member's liked ids (`me/likes/ids?type=product`, per request)
// laid over it. This checks the claim: for every page of the offers, the likes the bff shows a member
// are exactly the `customer_like`s of the platform's `me/products` for the same query, after likes and
// unlikes; and the personal `me/products` itself is never asked.

interface OffersData {
  offers: { currentPage: number; lastPage: number; offers: { id: string; liked: boolean }[] } | null;
}

const offers = 'query ($lang: Language!, $page: Int!) { offers(lang: $lang, page: $page, perPage: 8) { currentPage lastPage offers { id liked } } }';
const setLike = 'mutation ($id: ID!, $liked: Boolean!) { setLike(type: PRODUCT, id: $id, liked: $liked) { liked } }';
const origin = 'https://www.aupark.sk';

describe("offers' likes: the public list with the member's ids equals me/products", () => {
  const stack = useStack();

  it("gives a member, on every page, the likes me/products gives for the same query", async () => {
    const token = addMember(stack(), 'aupark', 'petra.products@aupark.test');
    for (const [id, liked] of [['1503', true], ['1507', true], ['1512', true], ['1507', false]] as const) {
      expect((await askAs(stack(), 'aupark', token, setLike, { id, liked })).errors).toBeUndefined();
    }
    stack().sandbox.knobs.clearRequests();
    let page = 1;
    let lastPage = 1;
    let likedSeen = 0;
    do {
      const { data, errors } = await askAs<OffersData>(stack(), 'aupark', token, offers, { lang: 'en', page });
      expect(errors).toBeUndefined();
      const list = data!.offers!;
      lastPage = list.lastPage;
      // The same query the bff sent for the public list, asked as the member's variant.
      const sent = stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/products' && r.query.page === String(page));
      const query = sent.at(-1)?.query ?? { page: String(page), per_page: '8', sort: '-created_at', 'filter[valid_on]': new Date().toISOString().slice(0, 10) };
      const personal = await stack().sandbox.inject({ method: 'GET', url: '/v1/me/products', query, headers: { origin, authorization: `Bearer ${token}` } });
      const upstream = (personal.json() as { data: { data: { id: number; customer_like: unknown }[] } }).data.data;
      expect(list.offers.map((o) => [o.id, o.liked])).toEqual(upstream.map((o) => [String(o.id), o.customer_like !== null]));
      likedSeen += list.offers.filter((o) => o.liked).length;
      page += 1;
    } while (page <= lastPage);
    expect(likedSeen).toBe(2);
    // The bff itself never asked me/products: the only calls of it are this test's, one a page.
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/me/products')).toHaveLength(lastPage);
    expect(lastPage).toBeGreaterThan(1);
  });
});
