import { describe, expect, it } from 'vitest';
import { statisticsAllowed } from './statistics-consent';

describe('statisticsAllowed', () => {
  it('needs consent given and STAT among the enabled ids', () => {
    expect(statisticsAllowed('cookie_consent=1; cookie_consent_ids=STAT')).toBe(true);
    expect(statisticsAllowed('locale=cz; cookie_consent=1; cookie_consent_ids=OTHER%2CSTAT')).toBe(true);
  });

  it('says no without consent, with only necessary cookies, or with another id', () => {
    expect(statisticsAllowed('')).toBe(false);
    expect(statisticsAllowed('cookie_consent_ids=STAT')).toBe(false);
    expect(statisticsAllowed('cookie_consent=0; cookie_consent_ids=STAT')).toBe(false);
    expect(statisticsAllowed('cookie_consent=1; cookie_consent_ids=')).toBe(false);
    expect(statisticsAllowed('cookie_consent=1; cookie_consent_ids=STATS')).toBe(false);
  });
});
