import { describe, expect, it } from 'vitest';
import { checkForm, isCalendarDay, parseAmount, receiptSchema } from './index';

// The receipt's fields (issue 10 "Dashboard: receipts"), checked alike in the browser and the bff.

const today = new Date().toISOString().slice(0, 10);

describe('a receipt’s amount as people type it', () => {
  it('takes a decimal comma or point, up to two decimals, spaces between thousands', () => {
    expect(parseAmount('24,90')).toBe(24.9);
    expect(parseAmount(' 24.9 ')).toBe(24.9);
    expect(parseAmount('1 249,50')).toBe(1249.5);
    expect(parseAmount('1\u00a0249')).toBe(1249);
    expect(parseAmount('7')).toBe(7);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'abc', '24,999', '-3', '1.2.3', '24,', '€24', '1e3']) expect(parseAmount(text), text).toBeNull();
  });
});

describe('a calendar day', () => {
  it('exists: no 30 February, no 13th month', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('28.2.2026')).toBe(false);
  });
});

describe('the receipt form', () => {
  it('gives the cleaned values: the shop id, the amount as a number, the day', () => {
    expect(checkForm(receiptSchema, { shop: ' 1004 ', amount: '24,90', purchaseDate: today }, 'en')).toEqual({ ok: true, value: { shop: '1004', amount: 24.9, purchaseDate: today } });
  });

  it('refuses each field in the page language: no shop, no amount or zero, a day that is none or in the future', () => {
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const result = checkForm(receiptSchema, { shop: '', amount: '0', purchaseDate: future }, 'cz');
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'shop', code: 'required', message: 'Vyplňte prosím toto pole.' },
        { field: 'amount', code: 'invalidAmount', message: 'Zadejte prosím částku větší než nula, např. 24,90.' },
        { field: 'purchaseDate', code: 'invalidDate', message: 'Zadejte prosím platné datum.' },
      ],
    });
    const codes = checkForm(receiptSchema, { shop: 'x', amount: '100001', purchaseDate: '' }, 'de');
    expect(codes.ok ? [] : codes.errors.map((e) => [e.field, e.code])).toEqual([
      ['shop', 'required'],
      ['amount', 'invalidAmount'],
      ['purchaseDate', 'required'],
    ]);
  });
});
