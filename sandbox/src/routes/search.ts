import { z } from 'zod';
import { flatQuery, type Area } from '../area';
import { CATEGORIES_BY_ID } from '../data/categories';
import { amenitiesFor } from '../data/amenities';
import { companiesFor, type Company } from '../data/companies';
import { offersFor, runsOn } from '../data/offers';
import { rewardsFor } from '../data/rewards';
import { ok, sendError } from '../envelope';
import { fieldErrors, foldForSearch } from '../list-query';

// `GET /v1/search` (spec §7 "Search"): the platform's own search, which the bff uses while its index
// is cold. Deliberately plain (our choice): every word of the query must appear, case- and
// accent-insensitive, in the name, the description or a category of the requested locale; no typo
// tolerance and no ranking beyond names first. Matches come grouped by kind: shops (`companies`),
// offers running today (`products`), rewards and amenities.

const LOCALES = ['en', 'cz', 'sk', 'de'] as const;
const MAX_QUERY = 200;

const searchQuery = z.object({
  query: z.string().trim().min(1, 'The query field is required.').max(MAX_QUERY, `The query may not be greater than ${MAX_QUERY} characters.`),
  locale: z.enum(LOCALES).default('en'),
});

function companyText(company: Company, locale: string): { name: string; rest: string } {
  const text = company.translations.find((t) => t.locale === locale) ?? company.translations[0];
  const categories = company.category_ids.map((id) => CATEGORIES_BY_ID.get(id)?.translations.find((t) => t.locale === locale)?.name ?? '');
  return { name: foldForSearch(company.name), rest: foldForSearch([text?.description ?? '', text?.company_category ?? '', ...categories].join(' ')) };
}

/** The words of an item's translation in `locale` (else its first), tags of rich text left out. */
function translationText(item: { translations: readonly object[] }, locale: string, fields: readonly string[]): string {
  const records = item.translations as readonly Record<string, unknown>[];
  const record = records.find((t) => t.locale === locale) ?? records[0] ?? {};
  return foldForSearch(fields.map((field) => (typeof record[field] === 'string' ? record[field] : '')).join(' ').replace(/<[^>]*>/g, ' '));
}

/** The items of which every word appears in their text. */
function matching<T extends { translations: readonly object[] }>(items: readonly T[], words: readonly string[], locale: string, fields: readonly string[]): T[] {
  return items.filter((item) => {
    const text = translationText(item, locale, fields);
    return words.every((word) => text.includes(word));
  });
}

export const area: Area = (app, ctx) => {
  app.get('/search', async (request, reply) => {
    const raw = flatQuery(request.query);
    const unknown = Object.keys(raw).filter((key) => key !== 'query' && key !== 'locale');
    if (unknown.length > 0) return sendError(reply, 422, 'The given data was invalid.', Object.fromEntries(unknown.map((k) => [k, [`Parameter ${k} is not allowed.`]])));
    const parsed = searchQuery.safeParse(raw);
    if (!parsed.success) return sendError(reply, 422, 'The given data was invalid.', fieldErrors(parsed.error.issues));
    const words = foldForSearch(parsed.data.query).split(/\s+/).filter(Boolean);
    const scored = companiesFor(ctx.tenant(request).id, ctx.image(request)).flatMap((company) => {
      const { name, rest } = companyText(company, parsed.data.locale);
      if (!words.every((word) => name.includes(word) || rest.includes(word))) return [];
      return [{ company, inName: words.filter((word) => name.includes(word)).length }];
    });
    scored.sort((a, b) => b.inName - a.inName || a.company.id - b.company.id);
    const tenant = ctx.tenant(request).id;
    const image = ctx.image(request);
    const locale = parsed.data.locale;
    const today = new Date().toISOString().slice(0, 10);
    return ok({
      companies: scored.map((s) => s.company),
      products: matching(offersFor(tenant, image).filter((offer) => runsOn(offer, today)), words, locale, ['name', 'description']),
      rewards: matching(rewardsFor(tenant, image), words, locale, ['title', 'description']),
      amenities: matching(amenitiesFor(tenant, image), words, locale, ['title', 'description', 'location']),
    });
  });
};
