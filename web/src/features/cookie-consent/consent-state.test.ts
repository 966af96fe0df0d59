import { describe, expect, it } from 'vitest';
import { defaultCookieGroups, type CookieGroups } from './cookie-definitions';
import {
  NOT_GIVEN,
  consentChange,
  consentReducer,
  initialSelection,
  isEnabled,
  needsReload,
  sameSelection,
  type ConsentRules,
  type ConsentState,
} from './consent-state';

const rules: ConsentRules = { optionalIds: ['STAT', 'MARK'], allowNecessaryOnly: true };
const givenWith = (...enabledIds: string[]): ConsentState => ({ given: true, enabledIds });

describe('consentReducer', () => {
  it('starts not given', () => {
    expect(NOT_GIVEN.given).toBe(false);
    expect(isEnabled(NOT_GIVEN, 'STAT')).toBe(false);
  });

  it('accept all enables every optional category', () => {
    expect(consentReducer(NOT_GIVEN, { type: 'acceptAll' }, rules)).toEqual(givenWith('STAT', 'MARK'));
  });

  it('accept only necessary gives consent with no optional category', () => {
    expect(consentReducer(NOT_GIVEN, { type: 'acceptNecessary' }, rules)).toEqual(givenWith());
  });

  it('accept only necessary does nothing where that button is not enabled', () => {
    const state = consentReducer(NOT_GIVEN, { type: 'acceptNecessary' }, { ...rules, allowNecessaryOnly: false });
    expect(state).toBe(NOT_GIVEN);
  });

  it('save selection keeps the known ids, once each, in definition order', () => {
    const state = consentReducer(NOT_GIVEN, { type: 'saveSelection', ids: ['MARK', 'NOPE', 'STAT', 'MARK'] }, rules);
    expect(state).toEqual(givenWith('STAT', 'MARK'));
  });

  it('decline all turns everything optional off, also after an earlier accept', () => {
    const accepted = consentReducer(NOT_GIVEN, { type: 'acceptAll' }, rules);
    expect(consentReducer(accepted, { type: 'declineAll' }, rules)).toEqual(givenWith());
  });
});

describe('consentChange and needsReload', () => {
  it('lists what was switched on and off', () => {
    expect(consentChange(givenWith('STAT'), givenWith('MARK'))).toEqual({ enabled: ['MARK'], disabled: ['STAT'] });
    expect(consentChange(NOT_GIVEN, givenWith('STAT'))).toEqual({ enabled: ['STAT'], disabled: [] });
  });

  it('reloads only when STAT goes from on to off', () => {
    expect(needsReload(givenWith('STAT'), givenWith())).toBe(true);
    expect(needsReload(givenWith('STAT', 'MARK'), givenWith('STAT'))).toBe(false);
    expect(needsReload(NOT_GIVEN, givenWith())).toBe(false);
    expect(needsReload(givenWith(), givenWith('STAT'))).toBe(false);
  });
});

describe('initialSelection and sameSelection', () => {
  const groups: CookieGroups = {
    necessary: defaultCookieGroups.necessary,
    optional: [
      { id: 'STAT', name: 'categories.STAT.name', description: 'categories.STAT.description', links: [], targetCookieIds: [], isPreselected: false },
      { id: 'MARK', name: 'categories.STAT.name', description: 'categories.STAT.description', links: [], targetCookieIds: [], isPreselected: true },
    ],
  };

  it('uses the preselected categories before any choice and the stored choice after', () => {
    expect(initialSelection(NOT_GIVEN, groups)).toEqual(['MARK']);
    expect(initialSelection(givenWith('STAT'), groups)).toEqual(['STAT']);
  });

  it('does not preselect statistics by default', () => {
    expect(initialSelection(NOT_GIVEN, defaultCookieGroups)).toEqual([]);
  });

  it('compares selections regardless of order', () => {
    expect(sameSelection(['STAT', 'MARK'], ['MARK', 'STAT'])).toBe(true);
    expect(sameSelection(['STAT'], [])).toBe(false);
  });
});
