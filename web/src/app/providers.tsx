import { StrictMode, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as UrqlProvider, type Client } from 'urql';
import type { Lang } from '@mall/site';
import { DocumentLangContext } from '../lib/use-lang';

/** What wraps the router, the same on the server and in the browser (or hydration would differ). */
export function Providers({ i18n, client, lang, children }: { i18n: I18n; client: Client; lang: Lang; children: ReactNode }) {
  return (
    <StrictMode>
      <DocumentLangContext.Provider value={lang}>
        <I18nextProvider i18n={i18n}>
          <UrqlProvider value={client}>{children}</UrqlProvider>
        </I18nextProvider>
      </DocumentLangContext.Provider>
    </StrictMode>
  );
}
