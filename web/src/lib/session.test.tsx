import { afterEach, describe, expect, it, vi } from 'vitest';

// Imported afresh per test: `leaving` is the page's own state, once per document.
const fresh = async () => {
  vi.resetModules();
  return import('./session');
};

describe('the end of a session in the page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('sends a member whose session the platform refused to the login page, told why, with the way back', async () => {
    const { sessionEnded } = await fresh();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/cz/dashboard?tab=1');
    sessionEnded('cz');
    // Once what the session kept is forgotten (the offline copies: a promise).
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]![0]).toMatch(/^\/cz\/prihlaseni\?redirect=%2Fcz%2Fdashboard%3Ftab%3D1&session=expired$/);
  });

  it('goes nowhere else while the member signs out: a request refused meanwhile does not say the session expired', async () => {
    const { ACCOUNT_SETUP_KEY, sessionEnded, signingOut } = await fresh();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    window.localStorage.setItem(ACCOUNT_SETUP_KEY, '2026-11-01');
    signingOut();
    expect(window.localStorage.getItem(ACCOUNT_SETUP_KEY)).toBeNull();
    sessionEnded('cz');
    expect(assign).not.toHaveBeenCalled();
  });

  it("aborts the page's leaving signal when the member signs out (the live channel's authorisation in flight)", async () => {
    const { pageLeaving, signingOut } = await fresh();
    const signal = pageLeaving();
    expect(signal?.aborted).toBe(false);
    signingOut();
    expect(signal?.aborted).toBe(true);
  });
});
