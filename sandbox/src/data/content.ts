// Shared shape of editorial content (events, news): the fields the hero banner and the future
// events/news endpoints both read.

import type { ImageUrl } from '../images';
import type { TenantId } from '../tenancy';
import { BRANDS } from './brand';
import { companyId } from './companies';
import { LOCALES, translations, type Locale, type Translation } from './i18n';

export interface ArticleText {
  title: string;
  description: string;
  /** HTML, as the platform's editors produce it. */
  article: string;
}

export interface ContentItem {
  id: number;
  /** null: the mall's own item; otherwise the shop that publishes it. */
  company_id: number | null;
  image: string;
  image_wide: string;
  start_date: string;
  end_date: string;
  translations: Translation<ArticleText>[];
  created_at: string;
}

/** `{mall}` in a text becomes the mall's name. */
export interface ContentSeed {
  /** Position in the tenant's shop list, or null for the mall. */
  shopPosition: number | null;
  start: string;
  end: string;
  texts: Partial<Record<Locale, { title: string; description: string }>>;
}

export function buildContent(
  tenant: TenantId,
  seeds: readonly ContentSeed[],
  idBase: number,
  kind: string,
  image: ImageUrl,
): ContentItem[] {
  const mall = BRANDS[tenant].name;
  return seeds.map((seed, n) => {
    const id = idBase + n + 1;
    const byLocale: Partial<Record<Locale, ArticleText>> = {};
    for (const locale of LOCALES) {
      const text = seed.texts[locale];
      if (!text) continue;
      const title = text.title.replaceAll('{mall}', mall);
      const description = text.description.replaceAll('{mall}', mall);
      byLocale[locale] = { title, description, article: `<p>${description}</p><p><strong>${title}</strong> – ${mall}</p>` };
    }
    const title = byLocale.en?.title ?? `${kind} ${id}`;
    return {
      id,
      company_id: seed.shopPosition === null ? null : companyId(tenant, seed.shopPosition),
      image: image('banner', `${kind}-${id}`, title),
      image_wide: image('banner-wide', `${kind}-${id}`, title),
      start_date: seed.start,
      end_date: seed.end,
      translations: translations(byLocale),
      created_at: `${seed.start.slice(0, 10)}T08:00:00.000000Z`,
    };
  });
}
