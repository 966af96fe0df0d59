import { NewsList } from './news-list';

// The ALL news list's view (its page module: news.page.ts).
export function NewsScreen() {
  return <NewsList scope="ALL" />;
}

export default NewsScreen;
