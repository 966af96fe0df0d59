import { asGiven, type Lang, type PageStatus, type QueryRules } from '@mall/site';
import type { FloorplanPageQuery, FloorplanPageQueryVariables } from '../../graphql/generated';

// What the page module and the view share: the operation's variables and the page's status.

/** The floor to show (`?floor=N`) and the unit to mark (`?unit=B-013`, from a shop's page). */
export const floorParam = 'floor';
export const unitParam = 'unit';
/** Both are read as given: an unknown floor or unit shows the default floor and says so. */
export const floorplanQuery: QueryRules = { [floorParam]: asGiven, [unitParam]: asGiven };

/** An id longer than any plan's cannot name one: cut, so the request stays small (the bff answers null). */
export const floorplanVariables = (lang: Lang, id: string | undefined): FloorplanPageQueryVariables => ({ lang, id: (id ?? '').slice(0, 65) });

/** A plan id the tenant has no plan for answers 404 (the error screen); a floor or unit in the query never does. */
export function floorplanStatus(data: FloorplanPageQuery): PageStatus {
  return data.floorplan ? { status: 200 } : { status: 404 };
}
