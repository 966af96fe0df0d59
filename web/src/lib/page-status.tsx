import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { PageStatus } from '@mall/site';
import { HttpError } from './http-error';

// A page module's status (`status(data, context)`, DESIGN.md "Pages") in the browser: the server
// answers the first HTML with it (301, 404); after a client-side navigation the view decides the same
// from the same function: a 301 replaces the address (keeping the query and the hash), a 404 shows
// the error screen.

/**
 * The element to render instead of the page (a redirect), or null to render the page. Throws the
 * 404 for the route's error screen. `status` is null while the data is not there yet.
 */
export function usePageStatus(status: PageStatus | null): ReactElement | null {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  if (!status || status.status === 200) return null;
  if (status.status === 404) throw new HttpError(404, t('error.pageNotFound', { path: pathname }));
  return <Navigate to={`${status.location}${search}${hash}`} replace />;
}
