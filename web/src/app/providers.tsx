import { StrictMode, useMemo, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as UrqlProvider, type Client } from 'urql';
import type { Lang } from '@mall/site';
import { PageClockContext, type PageClock } from '../lib/clock';
import { PrefetchContext } from '../lib/prefetch-context';
import { SessionContext } from '../lib/session';
import { DocumentLangContext } from '../lib/use-lang';
import { createPagePrefetcher } from './page-prefetch';

/**
 * Links prefetch through the app's page modules and client (spec §9). On the server it is provided
 * too but never called (links call it from effects and event handlers only), so both render alike.
 */
function PrefetchProvider({ client, children }: { client: Client; children: ReactNode }) {
  // One queue for the client's lifetime: what it has prefetched is in that client's cache.
  const prefetch = useMemo(() => createPagePrefetcher(client), [client]);
  return <PrefetchContext.Provider value={prefetch}>{children}</PrefetchContext.Provider>;
}

/**
 * What wraps the router, the same on the server and in the browser (or hydration would differ):
 * `clock` is the first HTML's instant and the mall's zone (lib/clock.ts), never the browser's clock.
 */
export function Providers({
  i18n,
  client,
  lang,
  signedIn = false,
  clock,
  children,
}: {
  i18n: I18n;
  client: Client;
  lang: Lang;
  signedIn?: boolean;
  clock: PageClock;
  children: ReactNode;
}) {
  const session = useMemo(() => ({ signedIn }), [signedIn]);
  return (
    <StrictMode>
      <SessionContext.Provider value={session}>
        <DocumentLangContext.Provider value={lang}>
          <PageClockContext.Provider value={clock}>
            <I18nextProvider i18n={i18n}>
              <UrqlProvider value={client}>
                <PrefetchProvider client={client}>{children}</PrefetchProvider>
              </UrqlProvider>
            </I18nextProvider>
          </PageClockContext.Provider>
        </DocumentLangContext.Provider>
      </SessionContext.Provider>
    </StrictMode>
  );
}
