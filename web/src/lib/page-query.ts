import { createContext, useContext, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pageQueryOf, type QueryRules } from '@mall/site';

// The query a screen reads (issue 17): the parameters its page module declares, each in its one
// spelling, exactly as the server rendered the first HTML with them (the bff keeps the page under
// that query, the server entry renders with it). A screen reads its query here, never from the
// address bar itself: a parameter its page does not declare (`?utm_source=`, `?x=`) is not part of
// the server's render, so reading it would differ at hydration. The exceptions are values only the
// browser fills in after hydration (`?email=` of a link), which no first HTML ever holds.

/** The rules of the page module of the screen being shown (router.tsx provides them). */
export const PageQueryRules = createContext<QueryRules | undefined>(undefined);

/** The current page's query: its declared parameters only, by their rules. */
export function usePageQuery(): Readonly<Record<string, string>> {
  const rules = useContext(PageQueryRules);
  const [search] = useSearchParams();
  const searchKey = search.toString();
  // `search` is a new object on every render; its text stands for it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => pageQueryOf(rules, search), [rules, searchKey]);
}

/** The current page's query as a search string (`?perPage=24`, or empty): what its links keep. */
export function usePageSearch(): string {
  const query = usePageQuery();
  const text = new URLSearchParams(query).toString();
  return text ? `?${text}` : '';
}
