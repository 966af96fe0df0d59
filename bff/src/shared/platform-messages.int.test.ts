import { describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import { gql, logCollector, useStack } from '../test/stack';

// Issue 18, "the platform's messages are shown in English on Czech, Slovak and German pages": against
// the sandbox over real HTTP and a real Redis, the platform's refusals come back as codes, with the
// site's text in the page's language, and what was typed never reaches the log.

const login = `mutation ($lang: Language!, $input: LoginInput!) { login(lang: $lang, input: $input) { ok verificationRequired fieldErrors { field code message } } }`;
const register = `mutation ($lang: Language!, $input: RegisterInput!) { register(lang: $lang, input: $input) { ok fieldErrors { field code message } } }`;
const subscribe = `mutation ($lang: Language!, $input: NewsletterSubscribeInput!) { subscribeNewsletter(lang: $lang, input: $input) { ok fieldErrors { field code message } } }`;

interface Refusal {
  ok: boolean;
  fieldErrors: { field: string; code: string; message: string }[];
}

/** No English sentence of the platform's in an answer. */
const englishOfThePlatform = /credentials|already been|cannot receive|records|The email/;

describe("the platform's refusals in the page's language", () => {
  const log = logCollector();
  const stack = useStack({ logStream: log.stream });

  it('a wrong password on a Czech page answers the Czech text, and logs neither the address nor the password', async () => {
    const input = { email: 'petr.svoboda@galerieharfa.test', password: 'Wrong-harfa-2026' };
    const { data, response } = await gql<{ login: Refusal & { verificationRequired: boolean } }>(stack().app, 'galerieharfa', login, { lang: 'cz', input });
    expect(data!.login).toEqual({
      ok: false,
      verificationRequired: false,
      fieldErrors: [{ field: 'email', code: 'invalidCredentials', message: 'E-mailová adresa nebo heslo nejsou správné. Zkontrolujte prosím obojí a zkuste to znovu.' }],
    });
    expect(response.body).not.toMatch(englishOfThePlatform);
    // The sign-in's log line names the code; a known message is nothing to look into.
    expect(log.lines.find((line) => line.msg === 'sign-in refused')).toMatchObject({ codes: ['invalidCredentials'], fields: ['email'] });
    expect(log.lines.some((line) => typeof line.msg === 'string' && line.msg.startsWith('platform message not known'))).toBe(false);
    expect(log.text()).not.toContain(input.password);
    expect(log.text()).not.toContain(input.email);
  });

  it('an address with an account on a German registration page answers the German text', async () => {
    const input = {
      firstName: 'Marek',
      lastName: 'Horváth',
      email: 'marek.horvath@europasc.test',
      phone: null,
      password: 'Europa-new-2026',
      passwordConfirmation: 'Europa-new-2026',
      newsletter: false,
      terms: true,
    };
    const { data, response } = await gql<{ register: Refusal }>(stack().app, 'europasc', register, { lang: 'de', input });
    expect(data!.register).toEqual({ ok: false, fieldErrors: [{ field: 'email', code: 'emailTaken', message: fieldErrorMessages.de.emailTaken }] });
    expect(fieldErrorMessages.de.emailTaken).toMatch(/^Es gibt bereits ein Konto mit dieser E-Mail-Adresse\./);
    expect(response.body).not.toMatch(englishOfThePlatform);
  });

  it('a subscribed address on a Slovak newsletter page is answered as any other (the platform tells no one), and one it cannot deliver to in Slovak', async () => {
    // On the list already (the sandbox's seed): the same answer as a new address (double opt-in, issue 17).
    const subscribed = await gql<{ subscribeNewsletter: Refusal }>(stack().app, 'aupark', subscribe, { lang: 'sk', input: { email: 'zuzana.kovacova@aupark.test', consent: true } });
    expect(subscribed.data!.subscribeNewsletter).toEqual({ ok: true, fieldErrors: [] });
    const undeliverable = await gql<{ subscribeNewsletter: Refusal }>(stack().app, 'aupark', subscribe, { lang: 'sk', input: { email: 'zuzana@aupark.invalid', consent: true } });
    expect(undeliverable.data!.subscribeNewsletter).toEqual({
      ok: false,
      fieldErrors: [{ field: 'email', code: 'undeliverableEmail', message: 'Na túto adresu nemôžeme posielať e-maily. Skontrolujte ju, prosím, alebo použite inú.' }],
    });
    expect(undeliverable.response.body).not.toMatch(englishOfThePlatform);
  });
});
