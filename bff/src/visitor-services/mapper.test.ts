import { describe, expect, it } from 'vitest';
import { imageGroup, toFaq, toGiftCards, toParkingFacts, toTiers } from './mapper';
import { faqSchema, parkingSchema, postCategoriesSchema, tiersSchema } from './upstream';

const ctx = { lang: 'de', fallbackLang: 'cz' } as const;

describe('imageGroup', () => {
  it('proxies the group in numeric key order, leaving out names, other groups and non-links', () => {
    const settings = {
      parking_images_10: 'https://img.test/10.jpg',
      parking_images_2: 'https://img.test/2.jpg',
      parking_images_names: 'A, B',
      parking_images_3: 'javascript:alert(1)',
      parking_images_4: null,
      gift_cards_images_1: 'https://img.test/g.jpg',
    };
    expect(imageGroup(settings, 'parking_images')).toEqual([
      `/img?url=${encodeURIComponent('https://img.test/2.jpg')}`,
      `/img?url=${encodeURIComponent('https://img.test/10.jpg')}`,
    ]);
    expect(imageGroup({}, 'parking_images')).toEqual([]);
  });
});

describe('toFaq', () => {
  const categories = postCategoriesSchema.parse([
    { id: 2, type: 'faq', position: 2, translations: [{ locale: 'de', name: 'Parken' }, { locale: 'en', name: 'Parking' }] },
    { id: 1, type: 'faq', position: 1, translations: [{ locale: 'en', name: 'Visiting' }, { locale: 'cz', name: 'Návštěva' }] },
    { id: 3, type: 'faq', position: 3, translations: [{ locale: 'de', name: 'Leer' }] },
    { id: 4, type: 'faq', position: 4, translations: [{ locale: 'de', name: 'Parken' }] },
  ]);
  const items = faqSchema.parse([
    { id: 12, post_category_id: 2, position: 2, translations: [{ locale: 'de', question: 'Preis?', answer: '<p>2 € <script>x()</script></p>' }] },
    { id: 11, post_category_id: 2, position: 1, translations: [{ locale: 'de', question: 'Laden?', answer: '<p onclick="x()">Ja</p>' }] },
    { id: 13, post_category_id: 1, position: 1, translations: [{ locale: 'cz', question: 'Wi-Fi?', answer: '<p>Ano</p>' }] },
    { id: 14, post_category_id: 99, position: 1, translations: [{ locale: 'en', question: 'Lost?', answer: '<p>Desk</p>' }] },
    { id: 15, post_category_id: null, position: 2, translations: [{ locale: 'en', question: 'Pets?', answer: '<p>Yes</p>' }] },
    { id: 16, post_category_id: 1, position: 2, translations: [{ locale: 'de', question: 'Ohne Antwort' }] },
    { id: 17, post_category_id: 4, position: 1, translations: [{ locale: 'de', question: 'Noch einmal?', answer: 'Ja' }] },
  ]);

  it('groups the questions by category in the editors order, the unknown ones last without a name', () => {
    const faq = toFaq(categories, items, ctx);
    expect(faq.map((c) => [c.id, c.key, c.name, c.questions.map((q) => q.id)])).toEqual([
      ['1', 'navsteva', 'Návštěva', ['13']],
      ['2', 'parken', 'Parken', ['11', '12']],
      // Two categories with one name still get two anchors.
      ['4', 'parken-2', 'Parken', ['17']],
      [null, 'other-questions', null, ['14', '15']],
    ]);
  });

  it('sanitises the answers and leaves out a question without an answer and an empty category', () => {
    const faq = toFaq(categories, items, ctx);
    const parking = faq.find((c) => c.id === '2')!;
    expect(parking.questions[0]!.answer).toBe('<p>Ja</p>');
    expect(parking.questions[1]!.answer).toBe('<p>2 € </p>');
    expect(faq.flatMap((c) => c.questions).map((q) => q.id)).not.toContain('16');
    expect(faq.map((c) => c.id)).not.toContain('3');
    expect(toFaq(categories, [], ctx)).toEqual([]);
  });
});

describe('toTiers', () => {
  it('sorts by threshold, translates, sanitises the benefits and keeps only valid colours', () => {
    const tiers = tiersSchema.parse([
      { id: 3, position: 3, points_from: 2000, color: 'red', translations: [{ locale: 'de', name: 'Gold', benefits: '<ul><li>A</li></ul><img src=x onerror=alert(1)>' }] },
      { id: 1, position: 1, points_from: 0, color: '#8C5A2B', translations: [{ locale: 'cz', name: 'Bronzová' }] },
      { id: 2, position: 2, points_from: '500', color: null, translations: [] },
    ]);
    expect(toTiers(tiers, ctx)).toEqual([
      { id: '1', name: 'Bronzová', pointsFrom: 0, color: '#8C5A2B', benefits: null },
      { id: '2', name: 'Translation is missing', pointsFrom: 500, color: null, benefits: null },
      { id: '3', name: 'Gold', pointsFrom: 2000, color: null, benefits: expect.stringMatching(/^<ul><li>A<\/li><\/ul>/) },
    ]);
    expect(toTiers(tiers, ctx)[2]!.benefits).not.toMatch(/onerror/);
  });
});

describe('toGiftCards', () => {
  it('gives the help address only when it is an e-mail address', () => {
    expect(toGiftCards({ gift_cards_page_help_email: ' help@mall.test ', gift_cards_images_1: 'https://img.test/1.jpg' })).toEqual({
      images: [`/img?url=${encodeURIComponent('https://img.test/1.jpg')}`],
      helpEmail: 'help@mall.test',
    });
    for (const value of [undefined, null, '', 'not an address', 'a@b', 'x@y.z?subject=<script>']) {
      expect(toGiftCards(value === undefined ? {} : { gift_cards_page_help_email: value }).helpEmail).toBeNull();
    }
  });
});

describe('toParkingFacts', () => {
  it('maps the counts, formats the prices and sanitises the rules', () => {
    const parking = parkingSchema.parse({
      capacity: 800,
      levels: '2',
      free_minutes: 120,
      ev_chargers: 6,
      disabled_spaces: 16,
      family_spaces: null,
      max_height_cm: 220,
      prices: [
        { kind: 'free-period', amount: 0, translations: [{ locale: 'de', label: 'Die ersten 2 Stunden' }] },
        { kind: 'hour', amount: '1.5', translations: [{ locale: 'cz', label: 'Každá další hodina' }] },
        { kind: 'day-max', amount: 10, translations: [] },
      ],
      translations: [{ locale: 'de', rules: '<ul><li>10 km/h</li></ul><a href="javascript:x()">x</a>' }],
    });
    const facts = toParkingFacts(parking, 'EUR', ctx);
    expect(facts).toMatchObject({ capacity: 800, levels: 2, freeMinutes: 120, evChargers: 6, disabledSpaces: 16, familySpaces: null, maxHeightCm: 220 });
    expect(facts.prices.map((p) => [p.kind, p.label, p.amount, p.price.replace(/\s/g, ' ')])).toEqual([
      ['free-period', 'Die ersten 2 Stunden', 0, '0 €'],
      ['hour', 'Každá další hodina', 1.5, '1,50 €'],
    ]);
    expect(facts.rules).toContain('<li>10 km/h</li>');
    expect(facts.rules).not.toMatch(/javascript/);
  });
});
