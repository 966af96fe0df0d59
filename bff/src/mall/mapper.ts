import { isLang } from '@mall/site';
import type { Mall } from '../graphql/generated';
import { proxiedImage } from '../shared/images';
import { pickTranslation, requireTranslation, type DisplayContext } from '../shared/translation';
import { dayIsOpen, isClosedToday, todayHours, upcomingClosedDays, weekdayIn, weekdays } from './opening-hours';
import type { UpstreamMall } from './upstream';

// Display-ready mall (spec §3 "Mall detail", "Billing information"): the chosen translation, proxied
// logos, today's hours, billing information derived from the mall, property management parsed.

export const socialNetworks = ['instagram', 'facebook', 'twitter', 'telegram', 'whatsapp', 'viber', 'youtube', 'tiktok', 'linkedin', 'pinterest'] as const;

export interface MallContext extends DisplayContext {
  timeZone: string;
  now: Date;
  warn: (message: string, context: Record<string, unknown>) => void;
}

/** property_management comes as a JSON string or an object; invalid JSON is logged and ignored (spec §5). */
export function parsePropertyManagement(value: unknown, warn: MallContext['warn']): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    warn('invalid JSON in property_management, ignored', { error: (error as Error).message });
    return null;
  }
}

export function billingOf(mall: UpstreamMall): Mall['billing'] {
  const street = [mall.address, mall.address_2].filter(Boolean).join(', ');
  return {
    companyLegalName: mall.legal_name ?? null,
    purchaseOrderNumber: mall.purchase_order_number ?? null,
    billingEmail: mall.billing_email ?? null,
    companyVat: mall.vat_registration_number ?? null,
    registrationNumber: mall.registration_number ?? null,
    billingAddress: street || null,
    city: mall.city ?? null,
    state: mall.state ?? null,
    country: mall.country ?? null,
    zipCode: mall.zip_code ?? null,
  };
}

/** The mall as the platform gives it; its offered `languages` come from two calls (languages.ts), added by the resolver. */
export function toMall(mall: UpstreamMall, ctx: MallContext): Omit<Mall, 'languages'> {
  const img = (src: string | null | undefined) => proxiedImage(src);
  const t = (field: string) => pickTranslation(mall.translations, field, ctx.lang, ctx.fallbackLang) ?? null;
  return {
    id: mall.id,
    name: mall.name ?? requireTranslation(mall.translations, 'name', ctx.lang, ctx.fallbackLang),
    description: t('description'),
    openingHoursDescription: t('opening_hours_description'),
    parkingDescription: t('parking_description'),
    logos: {
      base: img(mall.image),
      wide: img(mall.image_wide),
      inverted: img(mall.image_inverted),
      invertedWide: img(mall.image_wide_inverted),
      icon: img(mall.image_icon),
    },
    dateFormat: mall.date_format ?? null,
    timeFormat: mall.time_format ?? null,
    currency: mall.currency ?? null,
    phone: mall.phone ?? null,
    email: mall.email ?? null,
    address: {
      street: mall.address ?? null,
      street2: mall.address_2 ?? null,
      city: mall.city ?? null,
      zipCode: mall.zip_code ?? null,
      country: mall.country ?? null,
      latitude: mall.latitude ?? null,
      longitude: mall.longitude ?? null,
    },
    openingHours: (mall.opening_hours ?? []).map((zone) => ({
      zone: zone.zone,
      name: pickTranslation(zone.translations, 'name', ctx.lang, ctx.fallbackLang) ?? zone.zone,
      closed: zone.status === 'closed',
      days: weekdays.map((weekday) => {
        const entry = zone.days?.[weekday];
        const open = zone.status !== 'closed' && dayIsOpen(entry);
        return { weekday, from: open ? entry.from : null, to: open ? entry.to : null, closed: !open };
      }),
    })),
    // A closed day (a public holiday) closes the centre whatever its week says.
    today: isClosedToday(mall.closed_days, ctx.now, ctx.timeZone) ? null : todayHours(mall.opening_hours, ctx.now, ctx.timeZone),
    closedDays: upcomingClosedDays(mall.closed_days, ctx.now, ctx.timeZone).map((day) => ({
      date: day.date,
      name: requireTranslation(day.translations, 'name', ctx.lang, ctx.fallbackLang),
    })),
    todayWeekday: weekdayIn(ctx.now, ctx.timeZone),
    billing: billingOf(mall),
    management: (mall.management ?? []).map((m) => ({ name: m.name, role: m.role ?? null, email: m.email ?? null, phone: m.phone ?? null })),
    propertyManagement: parsePropertyManagement(mall.property_management, ctx.warn),
    social: socialNetworks.flatMap((network) => {
      const url = mall[network];
      return typeof url === 'string' && /^https?:\/\//.test(url) ? [{ network, url }] : [];
    }),
    supportedLanguages: (mall.supported_languages ?? []).map((l) => l.locale).filter(isLang),
  };
}
