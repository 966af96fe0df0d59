import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { langFromPath, type Lang } from '@mall/site';

/**
 * The language the document was rendered in (the server's choice for a path that names none, such
 * as an unknown `/xx/yy`): provided the same on the server and in the browser, so both render alike.
 */
export const DocumentLangContext = createContext<Lang | null>(null);

/** The page's language: the URL's, else the document's, else English. */
export function useLang(): Lang {
  const { pathname } = useLocation();
  const documentLang = useContext(DocumentLangContext);
  return langFromPath(pathname) ?? documentLang ?? 'en';
}
