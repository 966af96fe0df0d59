import { createContext, useContext, useEffect } from 'react';

// The document's title after client-side navigation: a screen with a title of its own names it here,
// the app root shows it, and shows the tenant's title (in the page's language) when no screen names
// one. One owner for `document.title`, so a late answer of the layout's data cannot overwrite a
// screen's title, nor a screen's title outlive its screen.

export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

/** Makes `title` the document's title while the calling screen is shown (null: the tenant's). */
export function usePageTitle(title: string | null): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
