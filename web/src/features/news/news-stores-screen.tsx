import { NewsList } from './news-list';

// The STORES news list's view (its page module: news-stores.page.ts).
export function NewsStoresScreen() {
  return <NewsList scope="STORES" />;
}

export default NewsStoresScreen;
