import { describe, expect, it } from 'vitest';
import { memberGql, newMember, sessionCookie } from '../test/member';
import { useStack } from '../test/stack';

// Saved cards and purchases against the sandbox over real HTTP and a real Redis: a demo member's cards
// (masked, the default first, an expired one marked), one removed (the default passes on), another
// member's card or an unknown one NOT_FOUND, purchases paged with their prices in the mall's currency and
// the page's language, and UNAUTHENTICATED for a visitor or an expired session.

const cards = '{ paymentMethods { id brand brandName last4 masked expiry expired isDefault } }';
const remove = 'mutation ($id: ID!) { removePaymentMethod(id: $id) { id brand last4 isDefault expired } }';
const purchases = `query ($lang: Language!, $page: Int!) {
  purchases(lang: $lang, page: $page) { page lastPage total items { id type reference date time amount price status card giftCard { recipientName delivery } parking { licencePlate entryTime exitTime durationMinutes } } }
}`;
type Card = { id: string; brand: string; brandName: string | null; last4: string; masked: string; expiry: string; expired: boolean; isDefault: boolean };
type Purchase = { id: string; type: string; reference: string; date: string; time: string; amount: number; price: string; status: string; card: string | null };
type Page = { page: number; lastPage: number; total: number; items: Purchase[] };

const token = (tenant: string, email: string) => `sbx.${tenant}.${Buffer.from(email).toString('base64url')}`;
const jana = token('aupark', 'jana.novakova@aupark.test');
const petr = token('galerieharfa', 'petr.svoboda@galerieharfa.test');
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('payment methods and purchases', () => {
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });

  it("lists a demo member's cards masked, the default first, an expired one marked, and never a number", async () => {
    const { data, errors, response } = await memberGql<{ paymentMethods: Card[] }>(stack(), 'aupark', jana, cards);
    expect(errors).toBeUndefined();
    expect(data!.paymentMethods.map((c) => [c.brand, c.isDefault, c.expired])).toEqual([
      ['visa', true, false],
      ['mastercard', false, false],
      ['maestro', false, true],
    ]);
    for (const card of data!.paymentMethods) {
      expect(card.last4).toMatch(/^\d{4}$/);
      expect(card.masked).toBe(`•••• ${card.last4}`);
      expect(card.expiry).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
    }
    expect(response.body).not.toMatch(/\d{5,}/);
    // A new account has none.
    const member = await newMember(stack(), 'aupark');
    expect((await memberGql(stack(), 'aupark', member.token, cards)).data).toEqual({ paymentMethods: [] });
  });

  it('removes a card: the default passes to a card that has not expired; an unknown card or another member’s is NOT_FOUND', async () => {
    const before = (await memberGql<{ paymentMethods: Card[] }>(stack(), 'galerieharfa', petr, cards)).data!.paymentMethods;
    const [theDefault, valid, expired] = before;
    const { data, errors } = await memberGql<{ removePaymentMethod: Card[] }>(stack(), 'galerieharfa', petr, remove, { id: theDefault!.id });
    expect(errors).toBeUndefined();
    expect(data!.removePaymentMethod.map((c) => [c.id, c.isDefault])).toEqual([
      [valid!.id, true],
      [expired!.id, false],
    ]);
    const again = await memberGql(stack(), 'galerieharfa', petr, remove, { id: theDefault!.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Jana's card is not Petr's to remove (nor is it on his mall).
    const janas = (await memberGql<{ paymentMethods: Card[] }>(stack(), 'aupark', jana, cards)).data!.paymentMethods[0]!;
    expect((await memberGql(stack(), 'galerieharfa', petr, remove, { id: janas.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await memberGql(stack(), 'galerieharfa', petr, remove, { id: '../me/profile' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await memberGql<{ paymentMethods: Card[] }>(stack(), 'aupark', jana, cards)).data!.paymentMethods).toHaveLength(3);
  });

  it("pages a demo member's purchases, newest first, each price in the mall's currency as the page's language writes it", async () => {
    const first = (await memberGql<{ purchases: Page }>(stack(), 'aupark', jana, purchases, { lang: 'sk', page: 1 })).data!.purchases;
    expect(first).toMatchObject({ page: 1, lastPage: 2, total: 14 });
    expect(first.items).toHaveLength(10);
    const stamps = first.items.map((p) => `${p.date} ${p.time}`);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(new Set(first.items.map((p) => p.type))).toEqual(new Set(['giftCard', 'parking']));
    expect(first.items[0]).toMatchObject({ type: 'giftCard', status: 'pending' });
    for (const p of first.items) {
      expect(nbsp(p.price)).toMatch(/^\d+(,\d{2})? €$/);
      expect(p.reference).toMatch(/^(GC|PK)-AUP-\d{4}-\d{6}$/);
    }
    const second = (await memberGql<{ purchases: Page }>(stack(), 'aupark', jana, purchases, { lang: 'sk', page: 2 })).data!.purchases;
    expect(second.items).toHaveLength(4);
    expect(second.items.map((p) => p.id).filter((id) => first.items.some((p) => p.id === id))).toEqual([]);

    const czk = (await memberGql<{ purchases: Page }>(stack(), 'galerieharfa', petr, purchases, { lang: 'cz', page: 1 })).data!.purchases;
    expect(czk.items.filter((p) => p.type === 'giftCard').map((p) => nbsp(p.price))).toContain('1 000 Kč');
    expect((await memberGql(stack(), 'aupark', jana, purchases, { lang: 'en', page: 0 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // A page past the last is empty, not an error.
    expect((await memberGql<{ purchases: Page }>(stack(), 'aupark', jana, purchases, { lang: 'en', page: 9 })).data!.purchases.items).toEqual([]);
  });

  it('is UNAUTHENTICATED for a visitor and for an expired session, which it ends', async () => {
    for (const [query, variables] of [
      [cards, {}],
      [purchases, { lang: 'en', page: 1 }],
      [remove, { id: '1' }],
    ] as const) {
      expect((await memberGql(stack(), 'aupark', null, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const member = await newMember(stack(), 'europasc');
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'europasc', email: member.email } });
    const expired = await memberGql(stack(), 'europasc', member.token, purchases, { lang: 'en', page: 1 });
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(sessionCookie(expired.response)).toMatch(/^token=;/);
  });
});
