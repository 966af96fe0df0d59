import { describe, expect, it } from 'vitest';
import { sessionNoticeCookie, sessionNoticeOf } from './session-notice';

describe('the session notice cookie', () => {
  it('reads the notice among other cookies', () => {
    expect(sessionNoticeOf('locale=cz; session_notice=signed-out; cookie_consent=1')).toBe('signed-out');
    expect(sessionNoticeOf('session_notice=account-deleted')).toBe('account-deleted');
  });

  it('reads nothing but its two words', () => {
    expect(sessionNoticeOf('')).toBeNull();
    expect(sessionNoticeOf('locale=cz')).toBeNull();
    expect(sessionNoticeOf('session_notice=')).toBeNull();
    expect(sessionNoticeOf('session_notice=<script>')).toBeNull();
    expect(sessionNoticeOf('session_notice=signed-out=1')).toBeNull();
    expect(sessionNoticeOf('x_session_notice=signed-out')).toBeNull();
  });

  it('is set for a minute on the whole site, and cleared', () => {
    expect(sessionNoticeCookie('account-deleted')).toBe('session_notice=account-deleted; path=/; max-age=60; SameSite=Lax');
    expect(sessionNoticeCookie(null)).toBe('session_notice=; path=/; max-age=0; SameSite=Lax');
  });
});
