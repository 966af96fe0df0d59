import { describe, expect, it } from 'vitest';
import { toReceipt, toReceiptStatus } from './mapper';
import { receiptSchema } from './upstream';

const ctx = { lang: 'de' as const, fallbackLang: 'sk' as const, timeZone: 'Europe/Bratislava', currency: 'EUR' };
const receipt = (fields: Record<string, unknown> = {}) =>
  receiptSchema.parse({
    id: 4011,
    company_id: 4001,
    company_name: ' Tchibo ',
    amount: 24.9,
    currency: 'EUR',
    purchased_at: '2026-11-20',
    uploaded_at: '2026-11-20T23:30:00Z',
    status: 'accepted',
    points: 27,
    rejection_reason: null,
    translations: [],
    file: { name: 'bon.jpg', type: 'image/jpeg', size: 1000 },
    ...fields,
  });

describe('a receipt, display-ready', () => {
  it('writes the amount for the page language, the days on the mall’s calendar, and its points when accepted', () => {
    expect(toReceipt(receipt(), ctx)).toEqual({
      id: '4011',
      shopId: '4001',
      shopName: 'Tchibo',
      amount: '24,90\u00a0€',
      purchaseDate: '2026-11-20',
      uploadedDate: '2026-11-21',
      status: 'ACCEPTED',
      points: 27,
      rejectionReason: null,
      fileName: 'bon.jpg',
      fileType: 'image/jpeg',
    });
  });

  it('gives the reason of a rejection in the page language (with the fallback), and no points unless accepted', () => {
    const rejected = receipt({ status: 'rejected', points: 5, rejection_reason: 'duplicate', translations: [{ locale: 'sk', rejection_reason: 'Tento bloček už bol nahraný.' }, { locale: 'de', rejection_reason: 'Dieser Beleg wurde bereits hochgeladen.' }] });
    expect(toReceipt(rejected, ctx)).toMatchObject({ status: 'REJECTED', points: null, rejectionReason: 'Dieser Beleg wurde bereits hochgeladen.' });
    expect(toReceipt(receipt({ status: 'pending', points: null, rejection_reason: 'x', translations: [{ locale: 'de', rejection_reason: 'no' }] }), ctx)).toMatchObject({ status: 'PENDING', points: null, rejectionReason: null });
    expect(toReceipt(receipt({ status: 'accepted', points: null }), ctx).points).toBe(0);
  });

  it('uses the mall’s currency when the receipt names none, and reads a status it does not know as still checked', () => {
    expect(toReceipt(receipt({ currency: null, amount: 249 }), { ...ctx, lang: 'cz', currency: 'CZK' }).amount.replace(/\s/g, ' ')).toBe('249 Kč');
    expect(toReceiptStatus('in_review')).toBe('PENDING');
    expect(toReceipt(receipt({ company_name: null, file: null }), ctx)).toMatchObject({ shopName: null, fileName: null, fileType: null });
  });
});
