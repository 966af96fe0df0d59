import { useLocation } from 'react-router';
import { langFromPath, type Lang } from '@mall/site';
import { readBffState } from './bff-state';

/** The page's language: the URL's, else what the bff chose for this document, else English. */
export function useLang(): Lang {
  const { pathname } = useLocation();
  return langFromPath(pathname) ?? readBffState()?.lang ?? 'en';
}
