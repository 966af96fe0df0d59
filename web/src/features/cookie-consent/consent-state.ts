import type { CookieGroups } from './cookie-definitions';
import { STATISTICS_ID } from './cookie-definitions';

// Cookie consent (spec §4): "Not given, then given with the accepted optional set. Actions: accept all;
// accept only necessary (decline), where that button is enabled; save selection; decline all."
// Pure: the cookies and the scripts are in consent-cookies.ts and scripts.ts.

export type ConsentState =
  | { readonly given: false }
  | { readonly given: true; readonly enabledIds: readonly string[] };

export const NOT_GIVEN: ConsentState = { given: false };

export type ConsentAction =
  | { type: 'acceptAll' }
  | { type: 'acceptNecessary' }
  | { type: 'saveSelection'; ids: readonly string[] }
  | { type: 'declineAll' };

export interface ConsentRules {
  /** Ids of the optional categories, in the order they are shown. */
  optionalIds: readonly string[];
  /** Whether the "Only necessary" button exists; without it that action changes nothing. */
  allowNecessaryOnly: boolean;
}

/** Known optional ids only, each once, in definition order: what is stored never depends on click order. */
export function normaliseIds(ids: readonly string[], optionalIds: readonly string[]): string[] {
  const wanted = new Set(ids);
  return optionalIds.filter((id) => wanted.has(id));
}

export function given(enabledIds: readonly string[], optionalIds: readonly string[]): ConsentState {
  return { given: true, enabledIds: normaliseIds(enabledIds, optionalIds) };
}

export function consentReducer(state: ConsentState, action: ConsentAction, rules: ConsentRules): ConsentState {
  switch (action.type) {
    case 'acceptAll':
      return given(rules.optionalIds, rules.optionalIds);
    case 'acceptNecessary':
      return rules.allowNecessaryOnly ? given([], rules.optionalIds) : state;
    case 'saveSelection':
      return given(action.ids, rules.optionalIds);
    case 'declineAll':
      return given([], rules.optionalIds);
  }
}

export function enabledIdsOf(state: ConsentState): readonly string[] {
  return state.given ? state.enabledIds : [];
}

export function isEnabled(state: ConsentState, id: string): boolean {
  return enabledIdsOf(state).includes(id);
}

export interface ConsentChange {
  /** Optional categories on in `next` and not in `prev`. */
  enabled: string[];
  /** Optional categories on in `prev` and off in `next`. */
  disabled: string[];
}

export function consentChange(prev: ConsentState, next: ConsentState): ConsentChange {
  const before = enabledIdsOf(prev);
  const after = enabledIdsOf(next);
  return {
    enabled: after.filter((id) => !before.includes(id)),
    disabled: before.filter((id) => !after.includes(id)),
  };
}

/**
 * "When STAT is disabled again, the page reloads" (spec §4): the tag manager and the pixel keep running
 * in the page once loaded, and only a reload really stops them.
 */
export function needsReload(prev: ConsentState, next: ConsentState): boolean {
  return consentChange(prev, next).disabled.includes(STATISTICS_ID);
}

/** What the settings dialog shows switched on: the stored choice, or before any choice the preselected ones. */
export function initialSelection(state: ConsentState, groups: CookieGroups): string[] {
  if (state.given) return [...state.enabledIds];
  return groups.optional.filter((definition) => definition.isPreselected).map((definition) => definition.id);
}

export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
