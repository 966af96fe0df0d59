import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import type { Lang } from '@mall/site';
import { i18nOptions } from '../i18n/resources';

// A screen rendered as the app renders it, for DOM tests: the page's language with every text (the
// app's and every feature's, i18n/resources.ts), the router at `path`, and an urql client that answers the screen's one
// operation with `result` (null: still loading). `executeQuery` is a spy's to count refetches.

export function clientAnswering(result: unknown, onQuery?: (variables: unknown, context: unknown) => void): Client {
  return {
    executeQuery: (request: { variables: unknown }, context: unknown) => {
      onQuery?.(request.variables, context);
      return result ? fromValue({ data: result, stale: false, hasNext: false }) : never;
    },
  } as unknown as Client;
}

export function renderScreen(lang: Lang, path: string, element: ReactElement, result: unknown, client: Client = clientAnswering(result)) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={element} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}
