import { NewsList } from './news-list';

// The MALL news list's view (its page module: news-mall.page.ts).
export function NewsMallScreen() {
  return <NewsList scope="MALL" />;
}

export default NewsMallScreen;
