import { toHtmlLang, type Lang } from '@mall/site';

// Amounts of money as the page's language writes them (parking prices, receipts' amounts, the member's purchases).

/** Spec §9 "Czech-market defaults: currency CZK", for a mall that names none. */
export const defaultCurrency = 'CZK';

/**
 * An amount in the mall's currency as the page's language writes it (`1,50 €`, `€1.50`, `40 Kč`,
 * `CZK 40`): whole amounts without decimals. A currency code Intl does not know is written after
 * the number.
 */
export function formatPrice(amount: number, currency: string | null | undefined, lang: Lang): string {
  const code = currency?.trim().toUpperCase() || defaultCurrency;
  const digits = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat(toHtmlLang(lang), { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(toHtmlLang(lang), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount)} ${code}`;
  }
}
