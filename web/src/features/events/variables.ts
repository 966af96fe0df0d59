import { asGiven, detailStatus, listStatus, pageNumber, pageSize, pageSizeQuery, type PageContext, type PageStatus, type QueryRules } from '@mall/site';
import type { EventPageQuery, EventPageQueryVariables, EventsPageQuery, EventsPageQueryVariables, PostScope } from '../../graphql/generated';

// What the events' page modules and views share: the operation's variables from the path and query
// (the server and the browser must ask the very same) and the status the data gives.

/** The calendar's `?month=` parameter. */
export const MONTH_PARAM = 'month';

/** A list's query: its page size and the calendar's month (as given: a month that is not one is a 404). */
export const listQuery: QueryRules = { ...pageSizeQuery, [MONTH_PARAM]: asGiven };

/** `YYYY-MM` between 2000 and 2100 (the bff's rule), else null. */
export function validMonth(raw: string | undefined): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(raw ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12 ? `${match[1]}-${match[2]}` : null;
}

/** The list's variables; the calendar only on the events page (every scope), a bad month asks for the current one (and answers 404). */
export function listVariables(scope: PostScope) {
  return ({ lang, params, query }: PageContext): EventsPageQueryVariables => ({
    lang,
    page: pageNumber(params.page) ?? 1,
    perPage: pageSize(query),
    scope,
    month: validMonth(query?.[MONTH_PARAM]),
    withCalendar: scope === 'ALL',
  });
}

/** 404 for a page that is not one or lies past the end, and for a `month` that is not one. */
export function listPageStatus(data: EventsPageQuery, { params, query }: PageContext): PageStatus {
  const rawMonth = query?.[MONTH_PARAM];
  if (rawMonth !== undefined && validMonth(rawMonth) === null) return { status: 404 };
  return listStatus(pageNumber(params.page), data.events.lastPage);
}

export function detailVariables({ lang, params }: PageContext): EventPageQueryVariables {
  return { lang, id: params.id ?? '' };
}

/** 404 for no such event, 301 to its path when the slug is not its own. */
export function detailPageStatus(data: EventPageQuery, context: PageContext): PageStatus {
  return detailStatus('event', data.event, context);
}
