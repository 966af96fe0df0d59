import { describe, expect, it } from 'vitest';
import { cardBrand, lastFour, maskedCard, toPaymentMethod, toPurchase } from './mapper';
import { paymentMethodSchema, purchaseSchema } from './upstream';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the masking rule', () => {
  it('keeps the last four digits only, whatever the platform sends', () => {
    expect(lastFour('4242')).toBe('4242');
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
    expect(lastFour('**** **** **** 0017')).toBe('0017');
    expect(lastFour('42')).toBeNull();
    expect(lastFour('')).toBeNull();
    expect(maskedCard('4242')).toBe('•••• 4242');
  });

  it('never lets a full card number through a mapped card, even one the platform sent by mistake', () => {
    const leaky = paymentMethodSchema.parse({ id: 9, brand: 'visa', last4: '4111111111111111', number: '4111111111111111', pan: '4111111111111111', exp_month: 1, exp_year: 2030, is_default: false });
    const card = toPaymentMethod(leaky, '2026-06-15')!;
    expect(card.last4).toBe('1111');
    expect(JSON.stringify(card)).not.toMatch(/\d{5,}/);
    expect(Object.keys(card).sort()).toEqual(['brand', 'brandName', 'expired', 'expiry', 'id', 'isDefault', 'last4', 'masked']);
  });
});

describe('toPaymentMethod', () => {
  const method = (fields: Record<string, unknown>) => paymentMethodSchema.parse({ id: 101, brand: 'visa', last4: '4243', exp_month: 8, exp_year: 2028, is_default: true, ...fields });

  it('gives brand, masked number, expiry as MM/YY and the default flag', () => {
    expect(toPaymentMethod(method({}), '2026-06-15')).toEqual({ id: '101', brand: 'visa', brandName: 'Visa', last4: '4243', masked: '•••• 4243', expiry: '08/28', expired: false, isDefault: true });
  });

  it('is good until the end of its expiry month', () => {
    expect(toPaymentMethod(method({ exp_month: 6, exp_year: 2026 }), '2026-06-30')!.expired).toBe(false);
    expect(toPaymentMethod(method({ exp_month: 5, exp_year: 2026 }), '2026-06-01')!.expired).toBe(true);
    expect(toPaymentMethod(method({ exp_month: 12, exp_year: 2025 }), '2026-01-01')!.expired).toBe(true);
  });

  it('names the brands it knows, and leaves out a card without four digits', () => {
    expect(cardBrand('MasterCard')).toBe('mastercard');
    expect(cardBrand('American Express')).toBe('amex');
    expect(cardBrand('diners')).toBe('other');
    expect(cardBrand(null)).toBe('other');
    expect(toPaymentMethod(method({ brand: 'jcb' }), '2026-06-15')).toMatchObject({ brand: 'other', brandName: null });
    expect(toPaymentMethod(method({ last4: '12' }), '2026-06-15')).toBeNull();
  });
});

describe('toPurchase', () => {
  const ctx = { lang: 'sk' as const, timeZone: 'Europe/Bratislava', currency: 'EUR' };
  const parking = purchaseSchema.parse({
    id: 7,
    type: 'parking',
    reference: 'PK-AUP-2026-000012',
    created_at: '2026-03-29T15:17:00.000Z',
    amount: 4.5,
    currency: 'EUR',
    status: 'paid',
    card: { brand: 'visa', last4: '4243' },
    gift_card: null,
    parking: { licence_plate: 'BA-482KL', entry_at: '2026-03-29T11:52:00.000Z', exit_at: '2026-03-29T15:17:00.000Z' },
  });

  it("lists a parking stay on the mall's clock with its price in the page's language and the card masked", () => {
    expect(toPurchase(parking, ctx)).toMatchObject({
      id: '7',
      type: 'parking',
      reference: 'PK-AUP-2026-000012',
      date: '2026-03-29',
      time: '17:17',
      amount: 4.5,
      status: 'paid',
      card: 'Visa •••• 4243',
      giftCard: null,
      parking: { licencePlate: 'BA-482KL', entryDate: '2026-03-29', entryTime: '13:52', exitDate: '2026-03-29', exitTime: '17:17', durationMinutes: 205 },
    });
    expect(nbsp(toPurchase(parking, ctx)!.price)).toBe('4,50 €');
    expect(nbsp(toPurchase(parking, { ...ctx, lang: 'en' })!.price)).toBe('€4.50');
  });

  it("lists a gift card in the mall's currency when the purchase names none, and reads unknown values safely", () => {
    const gift = purchaseSchema.parse({ id: 8, type: 'gift-card', reference: 'GC-GHA-2026-1', created_at: '2026-01-10T09:00:00Z', amount: 1000, currency: null, status: 'chargeback', card: { brand: 'unknown', last4: '0017' }, gift_card: { recipient_name: ' ', delivery: 'post' } });
    const mapped = toPurchase(gift, { lang: 'cz', timeZone: 'Europe/Prague', currency: 'CZK' })!;
    expect(nbsp(mapped.price)).toBe('1 000 Kč');
    expect(mapped).toMatchObject({ type: 'giftCard', status: 'pending', card: '•••• 0017', giftCard: { recipientName: null, delivery: 'post' }, parking: null });
    expect(toPurchase({ ...gift, type: 'voucher' }, ctx)).toBeNull();
    expect(toPurchase({ ...gift, created_at: 'yesterday' }, ctx)).toBeNull();
  });
});
