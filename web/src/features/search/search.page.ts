import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { SearchPageDocument, type SearchPageQuery, type SearchPageQueryVariables } from '../../graphql/generated';
import { QUERY_PARAM, RESULTS_PER_GROUP, searchQueryRule, searchText } from './search-query';

// Search (issue 8): the URL's `?q=` is the page's variable, so a shared link renders its results on
// the server and the box works as a plain GET form; the view follows the same parameter as-you-type.
export default definePage<SearchPageQuery, SearchPageQueryVariables, ComponentType>({
  route: 'search',
  document: SearchPageDocument,
  variables: ({ lang, query }) => ({ lang, query: searchText(query?.[QUERY_PARAM]).query, perGroup: RESULTS_PER_GROUP }),
  head: async (data, context) => (await import('./head')).searchHead(data, context.t),
  query: { [QUERY_PARAM]: searchQueryRule },
  view: () => import('./search-screen'),
});
