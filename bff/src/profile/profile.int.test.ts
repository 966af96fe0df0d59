import { describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import { memberGql, newMember, sessionCookie } from '../test/member';
import { useStack, type Stack } from '../test/stack';

// The profile page's query and mutations against the sandbox over real HTTP and a real Redis: the
// profile read and saved, our checks before the platform (nothing sent), the platform's refusals on
// their fields, passwords changed and added, the account deleted (the session ends, sign-in is
// refused), and a visitor or an expired session UNAUTHENTICATED.

const profileQuery = '{ profile { id email firstName lastName phone birthDate city newsletter hasPassword setupMissing } }';
const update = `mutation ($lang: Language!, $input: ProfileInput!) {
  updateProfile(lang: $lang, input: $input) { ok fieldErrors { field code message } profile { firstName lastName phone birthDate city newsletter setupMissing } }
}`;
const changePassword = `mutation ($lang: Language!, $input: ChangePasswordInput!) { changePassword(lang: $lang, input: $input) { ok fieldErrors { field code message } } }`;
const addPassword = `mutation ($lang: Language!, $input: AddPasswordInput!) { addPassword(lang: $lang, input: $input) { ok fieldErrors { field code message } } }`;
const deleteAccount = `mutation ($lang: Language!, $input: DeleteAccountInput!) { deleteAccount(lang: $lang, input: $input) { ok fieldErrors { field code message } } }`;
const login = `mutation ($input: LoginInput!) { login(lang: en, input: $input) { ok fieldErrors { field message } } }`;

type Refusal = { ok: boolean; fieldErrors: { field: string; code: string; message: string }[] };

const demoToken = (email: string, tenant: string) => `sbx.${tenant}.${Buffer.from(email).toString('base64url')}`;
const jana = { email: 'jana.novakova@aupark.test', token: demoToken('jana.novakova@aupark.test', 'aupark') };

async function signsIn(stack: Stack, tenant: string, email: string, password: string): Promise<boolean> {
  const { data } = await memberGql<{ login: Refusal }>(stack, tenant, null, login, { input: { email, password } });
  return data!.login.ok;
}

const profileInput = { firstName: 'Zuzana', lastName: 'Kováčová', phone: '+421 905 111 222', birthDate: '1988-03-09', city: 'Bratislava', newsletter: true };
const sentTo = (stack: Stack, path: string) => stack.sandbox.knobs.requests().filter((r) => r.path === `/v1/${path}`);

describe('the profile', () => {
  // Each try comes from an address of its own (the load balancer's address is believed), so that the
  // rate limit counts only where a test means it to.
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', TRUST_PROXY: '127.0.0.1' } });

  it("reads the member's profile, and is UNAUTHENTICATED for a visitor and for an expired session (which it ends)", async () => {
    const { data, errors } = await memberGql<{ profile: Record<string, unknown> }>(stack(), 'aupark', jana.token, profileQuery);
    expect(errors).toBeUndefined();
    expect(data!.profile).toMatchObject({ email: jana.email, firstName: 'Jana', lastName: 'Nováková', phone: '+421 900 123 456', birthDate: '1990-05-14', hasPassword: true, setupMissing: [] });

    const visitor = await memberGql(stack(), 'aupark', null, profileQuery);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const member = await newMember(stack(), 'galerieharfa');
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'galerieharfa', email: member.email } });
    const expired = await memberGql(stack(), 'galerieharfa', member.token, profileQuery);
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(expired.status).toBeLessThan(500);
    expect(sessionCookie(expired.response)).toMatch(/^token=;/);
    expect(expired.response.headers['cache-control']).toBe('private, no-store');
  });

  it('saves the profile, and asks the setup modal for nothing once phone and birth date are there', async () => {
    const member = await newMember(stack(), 'europasc');
    const before = await memberGql<{ profile: { setupMissing: string[]; hasPassword: boolean } }>(stack(), 'europasc', member.token, profileQuery);
    expect(before.data!.profile).toMatchObject({ setupMissing: ['phone', 'birthDate'], hasPassword: true });

    const { data } = await memberGql<{ updateProfile: Refusal & { profile: Record<string, unknown> } }>(stack(), 'europasc', member.token, update, { lang: 'sk', input: { ...profileInput, firstName: '  Zuzana ' } });
    expect(data!.updateProfile).toEqual({ ok: true, fieldErrors: [], profile: { ...profileInput, setupMissing: [] } });
    const after = await memberGql<{ profile: Record<string, unknown> }>(stack(), 'europasc', member.token, profileQuery);
    expect(after.data!.profile).toMatchObject(profileInput);

    // Emptied optional fields are cleared on the platform.
    const cleared = await memberGql<{ updateProfile: { profile: Record<string, unknown> } }>(stack(), 'europasc', member.token, update, { lang: 'sk', input: { ...profileInput, phone: ' ', birthDate: '', city: null, newsletter: false } });
    expect(cleared.data!.updateProfile.profile).toMatchObject({ phone: null, birthDate: null, city: null, newsletter: false, setupMissing: ['phone', 'birthDate'] });
  });

  it("refuses bad input on its fields in the page's language before the platform hears of it, and shows the platform's refusals on theirs", async () => {
    const member = await newMember(stack(), 'aupark');
    stack().sandbox.knobs.clearRequests();
    const bad = await memberGql<{ updateProfile: Refusal }>(stack(), 'aupark', member.token, update, { lang: 'cz', input: { ...profileInput, firstName: ' ', phone: 'call me', birthDate: '2001-02-30' } });
    expect(bad.data!.updateProfile).toMatchObject({
      ok: false,
      fieldErrors: [
        { field: 'firstName', code: 'required', message: fieldErrorMessages.cz.required },
        { field: 'phone', code: 'invalidPhone', message: fieldErrorMessages.cz.invalidPhone },
        { field: 'birthDate', code: 'invalidDate', message: fieldErrorMessages.cz.invalidDate },
      ],
    });
    expect(sentTo(stack(), 'me/profile').filter((r) => r.method === 'PATCH')).toHaveLength(0);

    // Only the platform knows the loyalty programme's minimum age: the site's words for it, with the age, on the birth date.
    const young = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    const refused = await memberGql<{ updateProfile: Refusal & { profile: unknown } }>(stack(), 'aupark', member.token, update, { lang: 'en', input: { ...profileInput, birthDate: young } });
    expect(refused.data!.updateProfile).toEqual({
      ok: false,
      profile: null,
      fieldErrors: [{ field: 'birthDate', code: 'tooYoung', message: 'You must be at least 15 years old to join the loyalty programme.' }],
    });
  });

  it('changes the password: a wrong current one is refused on its field, then the new one signs in and the old one does not', async () => {
    const member = await newMember(stack(), 'beta');
    const wrong = await memberGql<{ changePassword: Refusal }>(stack(), 'beta', member.token, changePassword, {
      lang: 'de',
      input: { currentPassword: 'not-my-password-1', newPassword: 'Brand-new-pass-2', newPasswordConfirmation: 'Brand-new-pass-2' },
    });
    expect(wrong.data!.changePassword).toEqual({ ok: false, fieldErrors: [{ field: 'currentPassword', code: 'wrongPassword', message: 'Das Passwort ist nicht richtig.' }] });

    const mismatch = await memberGql<{ changePassword: Refusal }>(stack(), 'beta', member.token, changePassword, {
      lang: 'de',
      input: { currentPassword: member.password, newPassword: 'Brand-new-pass-2', newPasswordConfirmation: 'Brand-new-pass-3' },
    });
    expect(mismatch.data!.changePassword.fieldErrors).toEqual([{ field: 'newPasswordConfirmation', code: 'mismatch', message: fieldErrorMessages.de.mismatch }]);

    const done = await memberGql<{ changePassword: Refusal }>(stack(), 'beta', member.token, changePassword, {
      lang: 'de',
      input: { currentPassword: member.password, newPassword: 'Brand-new-pass-2', newPasswordConfirmation: 'Brand-new-pass-2' },
    });
    expect(done.data!.changePassword).toEqual({ ok: true, fieldErrors: [] });
    expect(await signsIn(stack(), 'beta', member.email, 'Brand-new-pass-2')).toBe(true);
    expect(await signsIn(stack(), 'beta', member.email, member.password!)).toBe(false);
    // The session it was changed in goes on.
    expect((await memberGql(stack(), 'beta', member.token, profileQuery)).errors).toBeUndefined();
  });

  it('limits password tries per session, whatever the address', async () => {
    const member = await newMember(stack(), 'aupark');
    const tries = [];
    for (let i = 0; i < 11; i++) {
      tries.push(
        await memberGql<{ changePassword: Refusal | null }>(stack(), 'aupark', member.token, changePassword, { lang: 'en', input: { currentPassword: `guess-${i}-x1`, newPassword: 'Brand-new-pass-2', newPasswordConfirmation: 'Brand-new-pass-2' } }, { 'x-forwarded-for': `198.51.100.${i}` }),
      );
    }
    expect(tries[9]!.data!.changePassword!.fieldErrors[0]!.field).toBe('currentPassword');
    const last = tries.at(-1)!;
    expect(last.status).toBe(429);
    expect(last.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(Number(last.response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('adds a first password to an account made through SSO, and refuses a second', async () => {
    const member = await newMember(stack(), 'galerieharfa', { password: null });
    const profile = await memberGql<{ profile: { hasPassword: boolean } }>(stack(), 'galerieharfa', member.token, profileQuery);
    expect(profile.data!.profile.hasPassword).toBe(false);
    const added = await memberGql<{ addPassword: Refusal }>(stack(), 'galerieharfa', member.token, addPassword, { lang: 'cz', input: { newPassword: 'Harfa-first-1', newPasswordConfirmation: 'Harfa-first-1' } });
    expect(added.data!.addPassword).toEqual({ ok: true, fieldErrors: [] });
    expect(await signsIn(stack(), 'galerieharfa', member.email, 'Harfa-first-1')).toBe(true);
    const again = await memberGql<{ addPassword: Refusal }>(stack(), 'galerieharfa', member.token, addPassword, { lang: 'cz', input: { newPassword: 'Harfa-second-2', newPasswordConfirmation: 'Harfa-second-2' } });
    expect(again.data!.addPassword).toEqual({ ok: false, fieldErrors: [{ field: 'newPassword', code: 'hasPassword', message: fieldErrorMessages.cz.hasPassword }] });
    const weak = await memberGql<{ addPassword: Refusal }>(stack(), 'galerieharfa', member.token, addPassword, { lang: 'cz', input: { newPassword: 'onlyletters', newPasswordConfirmation: 'onlyletters' } });
    expect(weak.data!.addPassword.fieldErrors).toEqual([{ field: 'newPassword', code: 'weakPassword', message: fieldErrorMessages.cz.weakPassword }]);
  });

  it('deletes the account with its password: the session ends, the old token is no session, and sign-in is refused', async () => {
    const member = await newMember(stack(), 'aupark');
    const wrong = await memberGql<{ deleteAccount: Refusal }>(stack(), 'aupark', member.token, deleteAccount, { lang: 'sk', input: { password: 'not-it-at-all-1' } });
    expect(wrong.data!.deleteAccount).toEqual({ ok: false, fieldErrors: [{ field: 'password', code: 'wrongPassword', message: 'Heslo nie je správne.' }] });
    expect(sessionCookie(wrong.response)).toBeUndefined();

    const done = await memberGql<{ deleteAccount: Refusal }>(stack(), 'aupark', member.token, deleteAccount, { lang: 'sk', input: { password: member.password, email: null } });
    expect(done.data!.deleteAccount).toEqual({ ok: true, fieldErrors: [] });
    expect(sessionCookie(done.response)).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
    expect(done.response.headers['cache-control']).toBe('private, no-store');

    expect((await memberGql(stack(), 'aupark', member.token, profileQuery)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { data } = await memberGql<{ login: Refusal }>(stack(), 'aupark', null, login, { input: { email: member.email, password: member.password } });
    expect(data!.login).toEqual({ ok: false, fieldErrors: [{ field: 'email', message: fieldErrorMessages.en.invalidCredentials }] });
  });

  it('deletes an account made through SSO when its e-mail address is typed out', async () => {
    const member = await newMember(stack(), 'europasc', { password: null });
    const none = await memberGql<{ deleteAccount: Refusal }>(stack(), 'europasc', member.token, deleteAccount, { lang: 'en', input: {} });
    expect(none.data!.deleteAccount.fieldErrors).toEqual([{ field: 'password', code: 'required', message: fieldErrorMessages.en.required }]);
    const other = await memberGql<{ deleteAccount: Refusal }>(stack(), 'europasc', member.token, deleteAccount, { lang: 'en', input: { email: 'someone.else@europasc.test' } });
    expect(other.data!.deleteAccount).toEqual({ ok: false, fieldErrors: [{ field: 'email', code: 'wrongEmail', message: fieldErrorMessages.en.wrongEmail }] });
    const done = await memberGql<{ deleteAccount: Refusal }>(stack(), 'europasc', member.token, deleteAccount, { lang: 'en', input: { password: null, email: member.email.toUpperCase() } });
    expect(done.data!.deleteAccount).toEqual({ ok: true, fieldErrors: [] });
    expect((await memberGql(stack(), 'europasc', member.token, profileQuery)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses every mutation to a visitor before looking at the input', async () => {
    for (const [query, input] of [
      [update, profileInput],
      [changePassword, { currentPassword: '', newPassword: '', newPasswordConfirmation: '' }],
      [addPassword, { newPassword: '', newPasswordConfirmation: '' }],
      [deleteAccount, { password: 'x' }],
    ] as const) {
      const { errors } = await memberGql(stack(), 'aupark', null, query, { lang: 'en', input });
      expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
