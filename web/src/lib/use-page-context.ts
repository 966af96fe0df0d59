import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { PageContext } from '@mall/site';
import { usePageQuery } from './page-query';
import { useLang } from './use-lang';

/**
 * The page module's context in a view: the language, the route's parameters (absent ones left out,
 * as on the server) and the page's query (its declared parameters, lib/page-query.ts). A view asks its operation with `variables(usePageContext())`,
 * the very variables the server used, so the first HTML's embedded result is the one it reads.
 */
export function usePageContext(): PageContext {
  const lang = useLang();
  const raw = useParams();
  const query = usePageQuery();
  const paramsKey = JSON.stringify(raw);
  return useMemo(() => {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) if (value !== undefined && value !== '') params[key] = value;
    return { lang, params, query };
    // The key stands for `raw`, whose identity changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang, paramsKey, query]);
}
