import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeCacheStorage } from '../test/fake-cache-storage';

// Imported afresh per test: `leaving` is the page's own state, once per document.
const fresh = async () => {
  vi.resetModules();
  return import('./session');
};

describe('the end of a session in the page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
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

  // Issue 24: the member's parking pass and reward codes kept for offline use go with the session.
  const keepCopies = async () => {
    const storage = installFakeCacheStorage(vi.stubGlobal);
    const { storePass, readMemberCopies } = await import('../offline/member-copy');
    await storePass('501', { code: 'P-1', qrSvg: '<svg/>', validUntil: 'x', lang: 'en' });
    expect((await readMemberCopies()).pass).not.toBeNull();
    return storage;
  };

  it('signing out empties the offline copies, and the form goes only once they are gone', async () => {
    const { signingOut } = await fresh();
    const storage = await keepCopies();
    const form = document.createElement('form');
    let goneAtSubmit: boolean | undefined;
    const submit = vi.spyOn(form, 'submit').mockImplementation(() => {
      goneAtSubmit = !storage.caches.has('member-copies-v1');
    });
    const preventDefault = vi.fn();
    signingOut({ preventDefault, currentTarget: form });
    expect(preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(goneAtSubmit).toBe(true);
  });

  it('a session the platform refused empties the offline copies before the login page loads', async () => {
    const { sessionEnded } = await fresh();
    const storage = await keepCopies();
    let goneAtAssign: boolean | undefined;
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {
      goneAtAssign = !storage.caches.has('member-copies-v1');
    });
    sessionEnded('en');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(goneAtAssign).toBe(true);
  });

  it('forgetSession (the login page told the session expired) empties them too', async () => {
    const { forgetSession, ACCOUNT_SETUP_KEY } = await fresh();
    const storage = await keepCopies();
    window.localStorage.setItem(ACCOUNT_SETUP_KEY, '2026-11-01');
    await forgetSession();
    expect(storage.caches.has('member-copies-v1')).toBe(false);
    expect(window.localStorage.getItem(ACCOUNT_SETUP_KEY)).toBeNull();
  });
});
