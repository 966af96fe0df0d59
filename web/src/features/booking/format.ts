import type { Lang } from '@mall/site';
import { formatPrice } from '../../components/offer-card';

// How a service's facts read on its card and its page: a price as the offers write theirs (the page's
// language, the service's currency), and a duration in hours and minutes.

/** The price of one booking, or null when it is free of charge (the screen says "free"). */
export function servicePrice(price: number | null | undefined, currency: string, lang: Lang): string | null {
  return price === null || price === undefined ? null : formatPrice(price, currency, lang);
}

/** A duration split for its words: `{ hours: 1, minutes: 30 }` for 90 minutes. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
