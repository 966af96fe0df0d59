import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CombinedError, Provider, type Client, type OperationResult } from 'urql';
import { concat, fromPromise, fromValue, never } from 'wonka';
import type { Lang, QueryRules } from '@mall/site';
import type { BookingFieldsFragment, BookingServiceFieldsFragment } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { CatchHttpError } from '../../test/catch-http-error';
import { PageQueryRules } from '../../lib/page-query';
import { SessionContext } from '../../lib/session';

// The booking screens' DOM tests: the screen at a path under its route's pattern, with its page query's
// rules, signed in or not, and an urql client answering each operation by its name (a function: what it
// answers given the variables; a promise: answered when it settles; a NetworkFailure: the network failed). Mock data only here.


/** Where the app is: path and query, after the screen's own navigations. */
export function At() {
  const { pathname, search } = useLocation();
  return <p data-testid="at">{`${pathname}${search}`}</p>;
}

/** An answer that never came: the network failed. */
export class NetworkFailure {}

export interface Sent {
  name: string;
  variables: Record<string, unknown>;
  context?: { requestPolicy?: string };
}

type Answer = unknown | ((variables: Record<string, unknown>) => unknown | Promise<unknown>);

export function clientFor(answers: Record<string, Answer>, sent: Sent[]): Client {
  const execute = (operation: { query: { definitions: { name?: { value: string } }[] }; variables: Record<string, unknown> }, context?: { requestPolicy?: string }) => {
    const name = operation.query.definitions.find((definition) => definition.name)?.name?.value ?? '';
    sent.push({ name, variables: operation.variables, context });
    const answer = answers[name];
    const data = typeof answer === 'function' ? (answer as (variables: Record<string, unknown>) => unknown)(operation.variables) : answer;
    if (data === undefined) return never;
    if (data instanceof NetworkFailure) {
      // Kept open, as the client's own sources are until torn down (the hook drops the error of one that ends at once).
      return concat([fromValue({ data: undefined, error: new CombinedError({ networkError: new Error('offline') }), operation, stale: false, hasNext: false } as unknown as OperationResult), never]);
    }
    const result = (value: unknown) => ({ data: value, operation, stale: false, hasNext: false }) as unknown as OperationResult;
    return data instanceof Promise ? fromPromise(data.then(result)) : fromValue(result(data));
  };
  return { executeQuery: execute, executeMutation: execute } as unknown as Client;
}

interface Show {
  lang?: Lang;
  path: string;
  pattern: string;
  element: ReactElement;
  answers: Record<string, Answer>;
  rules?: QueryRules;
  signedIn?: boolean;
}

export function show({ lang = 'en', path, pattern, element, answers, rules, signedIn = false }: Show) {
  const sent: Sent[] = [];
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={{ signedIn }}>
        <Provider value={clientFor(answers, sent)}>
          <MemoryRouter initialEntries={[path]}>
            <PageQueryRules.Provider value={rules}>
              <Routes>
                <Route
                  path={pattern}
                  element={
                    <CatchHttpError>
                      {element}
                      <At />
                    </CatchHttpError>
                  }
                />
              </Routes>
            </PageQueryRules.Provider>
          </MemoryRouter>
        </Provider>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return { sent, view };
}

export const service = (fields: Partial<BookingServiceFieldsFragment> = {}): BookingServiceFieldsFragment => ({
  id: '3',
  name: 'Personal shopper',
  slug: 'personal-shopper',
  summary: 'An hour with a stylist.',
  image: '/img?url=https%3A%2F%2Fsandbox%2Fshopper.png',
  location: 'Level 1, next to the information desk',
  durationMinutes: 60,
  price: 15,
  currency: 'EUR',
  capacity: 4,
  maxPeople: 3,
  cancelCutoffMinutes: 120,
  maxUpcomingPerMember: 2,
  ...fields,
});

export const booking = (fields: Partial<BookingFieldsFragment> = {}): BookingFieldsFragment => ({
  id: '41',
  code: 'BK-1-000041',
  status: 'confirmed',
  service: service(),
  startsAt: '2026-11-28T09:00:00.000Z',
  endsAt: '2026-11-28T10:00:00.000Z',
  date: '2026-11-28',
  time: '10:00',
  endTime: '11:00',
  people: 2,
  note: null,
  cancelledAt: null,
  cancellable: true,
  cancellableUntil: '2026-11-28T07:00:00.000Z',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
  calendarUrl: '/booking/41/calendar.ics?lang=en',
  ...fields,
});
