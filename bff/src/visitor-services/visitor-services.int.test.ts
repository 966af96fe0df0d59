import { describe, expect, it } from 'vitest';
import { cleanPrefix, gql, startStack, useStack } from '../test/stack';

// The visitor services' resolvers against the sandbox over real HTTP and a real Redis: every tenant in
// every language, the parking option's 404, an upstream failure and stale data while the platform is down.

interface FaqData {
  faq: { id: string | null; key: string; name: string | null; questions: { id: string; question: string; answer: string }[] }[];
}
interface LoyaltyData {
  loyaltyProgram: { images: string[]; tiers: { id: string; name: string; pointsFrom: number; color: string | null; benefits: string | null }[] };
  giftCards: { images: string[]; helpEmail: string | null };
}
interface ParkingData {
  parking: {
    images: string[];
    description: string | null;
    facts: { capacity: number | null; freeMinutes: number | null; prices: { kind: string | null; label: string; amount: number; price: string }[]; rules: string | null } | null;
  };
}

const faq = `query ($lang: Language!) { faq(lang: $lang) { id key name questions { id question answer } } }`;
const loyalty = `query ($lang: Language!) { loyaltyProgram(lang: $lang) { images tiers { id name pointsFrom color benefits } } giftCards { images helpEmail } }`;
const parking = `query ($lang: Language!) { parking(lang: $lang) { images description facts { capacity freeMinutes prices { kind label amount price } rules } } }`;

const tenants = ['aupark', 'galerieharfa', 'novoplaza', 'europasc', 'beta'] as const;
const langs = ['en', 'cz', 'sk', 'de'] as const;
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('visitor services over the sandbox', () => {
  const stack = useStack();

  it.each(tenants)('groups the FAQ of %s in 3–5 categories with 8–14 sanitised questions in every language', async (tenant) => {
    for (const lang of langs) {
      const { data, errors } = await gql<FaqData>(stack().app, tenant, faq, { lang });
      expect(errors).toBeUndefined();
      const categories = data!.faq;
      expect(categories.length).toBeGreaterThanOrEqual(3);
      expect(categories.length).toBeLessThanOrEqual(5);
      const questions = categories.flatMap((c) => c.questions);
      expect(questions.length).toBeGreaterThanOrEqual(8);
      expect(questions.length).toBeLessThanOrEqual(14);
      expect(new Set(categories.map((c) => c.key)).size).toBe(categories.length);
      for (const c of categories) {
        expect(c.name).toBeTruthy();
        expect(c.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
      for (const q of questions) {
        expect(q.question).not.toMatch(/missing/i);
        expect(q.answer).not.toMatch(/<script|onclick|javascript:/i);
      }
    }
  });

  it('answers in the page language, sanitising what an editor pasted', async () => {
    const { data } = await gql<FaqData>(stack().app, 'aupark', faq, { lang: 'sk' });
    expect(data!.faq.map((c) => c.name)).toEqual(['Návšteva centra', 'Parkovanie', 'Darčekové karty', 'Vernostný program']);
    const wifi = data!.faq[0]!.questions.find((q) => q.question === 'Je v centre Wi-Fi zadarmo?')!;
    expect(wifi.answer).toContain('<strong>Aupark_Free_WiFi</strong>');
    expect(wifi.answer).toContain('Terms: <a>read</a>');
  });

  it.each(tenants)('gives the loyalty tiers of %s lowest first, and the gift cards', async (tenant) => {
    for (const lang of langs) {
      const { data, errors } = await gql<LoyaltyData>(stack().app, tenant, loyalty, { lang });
      expect(errors).toBeUndefined();
      const tiers = data!.loyaltyProgram.tiers;
      expect(tiers.length).toBeGreaterThanOrEqual(3);
      expect(tiers.length).toBeLessThanOrEqual(4);
      expect(tiers[0]!.pointsFrom).toBe(0);
      expect(tiers.map((t) => t.pointsFrom)).toEqual([...tiers.map((t) => t.pointsFrom)].sort((a, b) => a - b));
      for (const t of tiers) {
        expect(t.name).not.toMatch(/missing/i);
        expect(t.benefits).toMatch(/^<ul><li>/);
        expect(t.color).toMatch(/^#[0-9a-f]{6}$/);
      }
      expect(data!.loyaltyProgram.images[0]).toMatch(/^\/img\?url=.*loyalty_program_images_1/);
      expect(data!.giftCards.images[0]).toMatch(/^\/img\?url=.*gift_cards_images_1/);
      expect(data!.giftCards.helpEmail).toBe(tenant === 'beta' ? null : `giftcards@${tenant}.test`);
    }
    const cz = await gql<LoyaltyData>(stack().app, 'galerieharfa', loyalty, { lang: 'cz' });
    expect(cz.data!.loyaltyProgram.tiers.map((t) => t.name)).toEqual(['Bronzová', 'Stříbrná', 'Zlatá']);
  });

  it('gives the parking with prices in the mall currency and the page language', async () => {
    const sk = await gql<ParkingData>(stack().app, 'aupark', parking, { lang: 'sk' });
    expect(sk.errors).toBeUndefined();
    const facts = sk.data!.parking.facts!;
    expect(facts).toMatchObject({ capacity: 2300, freeMinutes: 120 });
    expect(facts.prices.map((p) => [p.kind, p.label, plain(p.price)])).toEqual([
      ['free-period', 'Prvé 2 hodiny', '0 €'],
      ['hour', 'Každá ďalšia začatá hodina', '1,50 €'],
      ['day-max', 'Denné maximum', '15 €'],
      ['lost-ticket', 'Stratený parkovací lístok', '20 €'],
    ]);
    expect(sk.data!.parking.description).toBe('Prvé 2 hodiny parkovania zadarmo.');
    expect(sk.data!.parking.images[0]).toMatch(/^\/img\?url=.*parking_images_1/);
    const en = await gql<ParkingData>(stack().app, 'galerieharfa', parking, { lang: 'en' });
    expect(en.data!.parking.facts!.prices.map((p) => plain(p.price))).toEqual(['CZK 0', 'CZK 40', 'CZK 400', 'CZK 500']);
    const de = await gql<ParkingData>(stack().app, 'europasc', parking, { lang: 'de' });
    expect(de.data!.parking.facts!.rules).toContain('<li>Im Parkhaus gilt höchstens 10 km/h.</li>');
  });

  it('answers a mall without a parking option with its description only (the platform 404)', async () => {
    for (const lang of langs) {
      const { data, errors } = await gql<ParkingData>(stack().app, 'beta', parking, { lang });
      expect(errors).toBeUndefined();
      expect(data!.parking.facts).toBeNull();
      expect(data!.parking.description).toBeTruthy();
    }
  });

  it('says UPSTREAM_UNAVAILABLE when the platform fails and nothing is cached', async () => {
    // A stack of its own: an empty cache (the tests above filled the shared one).
    const cold = await startStack({ sandbox: stack().sandbox });
    try {
      stack().sandbox.knobs.setMode('failing');
      for (const query of [faq, loyalty, parking]) {
        const { errors } = await gql(cold.app, 'novoplaza', query, { lang: 'de' });
        expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
        expect(errors?.[0]?.message).not.toMatch(/sandbox|500/);
      }
    } finally {
      await cold.close();
      await cleanPrefix(cold.prefix);
    }
  });

  it('serves stale pages while the platform is down', async () => {
    const short = { freshMs: 200, staleMs: 60_000 };
    const quick = await startStack({ sandbox: stack().sandbox, cachePolicies: { content: short, mall: short, settings: short } });
    try {
      const warm = await Promise.all([faq, loyalty, parking].map((q) => gql(quick.app, 'europasc', q, { lang: 'sk' })));
      for (const r of warm) expect(r.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 300));
      stack().sandbox.knobs.setMode('down');
      const stale = await Promise.all([faq, loyalty, parking].map((q) => gql(quick.app, 'europasc', q, { lang: 'sk' })));
      expect(stale.map((r) => r.data)).toEqual(warm.map((r) => r.data));
    } finally {
      await quick.close();
      await cleanPrefix(quick.prefix);
    }
  });
});
