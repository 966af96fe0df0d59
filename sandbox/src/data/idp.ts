// The identities the sandbox's stand-in identity provider offers (routes/idp.ts), and its texts. The
// mall's demo member is among them (signing in with the provider opens that account, whose address the
// provider confirms); the others are people without an account yet, so the first sign-in makes one.

import { createHash } from 'node:crypto';
import type { TenantId } from '../tenancy';
import { demoMembers } from './members';

export interface IdpIdentity {
  /** The provider's stable id of the person. */
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** The provider's id of an address: stable, so that the same person is the same `sub` each time. */
export function subjectOf(email: string): string {
  return `idp-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 20)}`;
}

function identity(email: string, givenName: string, familyName: string): IdpIdentity {
  return { sub: subjectOf(email), email, givenName, familyName };
}

const newcomers: readonly IdpIdentity[] = [identity('anna.kralova@idp.test', 'Anna', 'Králová'), identity('lukas.meier@idp.test', 'Lukas', 'Meier')];

/** The identities offered to a tenant's site: its demo member first, then two newcomers. */
export function idpIdentitiesFor(tenant: TenantId): IdpIdentity[] {
  const member = demoMembers.find((m) => m.tenant === tenant);
  const own = member ? [identity(member.email, member.name.split(' ')[0] ?? member.name, member.name.split(' ').slice(1).join(' '))] : [];
  return [...own, ...newcomers];
}

/** OIDC's `ui_locales` names Czech `cs`; the page speaks the four languages of the sites. */
export const idpLanguages = ['en', 'cs', 'sk', 'de'] as const;
export type IdpLanguage = (typeof idpLanguages)[number];

export interface IdpTexts {
  title: string;
  stands: string;
  asks: (site: string) => string;
  choose: string;
  continueAs: (name: string) => string;
  other: string;
  email: string;
  givenName: string;
  familyName: string;
  signIn: string;
  cancel: string;
  required: string;
  invalidEmail: string;
  errorTitle: string;
  badRequest: string;
}

export const idpTexts: Record<IdpLanguage, IdpTexts> = {
  en: {
    title: 'Sign in',
    stands: 'Sandbox identity provider: this page stands in for the real one in development and tests.',
    asks: (site) => `${site} asks you to sign in.`,
    choose: 'Choose an account',
    continueAs: (name) => `Continue as ${name}`,
    other: 'Another account',
    email: 'E-mail',
    givenName: 'First name',
    familyName: 'Last name',
    signIn: 'Sign in',
    cancel: 'Cancel and go back',
    required: 'Please fill in this field.',
    invalidEmail: 'Please enter a valid e-mail address.',
    errorTitle: 'This sign-in cannot go on',
    badRequest: 'The site sent an incomplete or unknown request. Go back to the site and try again.',
  },
  cs: {
    title: 'Přihlášení',
    stands: 'Poskytovatel identity sandboxu: tato stránka zastupuje skutečného poskytovatele při vývoji a testech.',
    asks: (site) => `${site} vás žádá o přihlášení.`,
    choose: 'Vyberte účet',
    continueAs: (name) => `Pokračovat jako ${name}`,
    other: 'Jiný účet',
    email: 'E-mail',
    givenName: 'Jméno',
    familyName: 'Příjmení',
    signIn: 'Přihlásit se',
    cancel: 'Zrušit a vrátit se',
    required: 'Vyplňte prosím toto pole.',
    invalidEmail: 'Zadejte prosím platnou e-mailovou adresu.',
    errorTitle: 'Toto přihlášení nemůže pokračovat',
    badRequest: 'Stránka poslala neúplný nebo neznámý požadavek. Vraťte se na ni a zkuste to znovu.',
  },
  sk: {
    title: 'Prihlásenie',
    stands: 'Poskytovateľ identity sandboxu: táto stránka zastupuje skutočného poskytovateľa pri vývoji a testoch.',
    asks: (site) => `${site} vás žiada o prihlásenie.`,
    choose: 'Vyberte účet',
    continueAs: (name) => `Pokračovať ako ${name}`,
    other: 'Iný účet',
    email: 'E-mail',
    givenName: 'Meno',
    familyName: 'Priezvisko',
    signIn: 'Prihlásiť sa',
    cancel: 'Zrušiť a vrátiť sa',
    required: 'Vyplňte, prosím, toto pole.',
    invalidEmail: 'Zadajte, prosím, platnú e-mailovú adresu.',
    errorTitle: 'Toto prihlásenie nemôže pokračovať',
    badRequest: 'Stránka poslala neúplnú alebo neznámu požiadavku. Vráťte sa na ňu a skúste to znova.',
  },
  de: {
    title: 'Anmelden',
    stands: 'Identitätsanbieter der Sandbox: Diese Seite vertritt den echten Anbieter in Entwicklung und Tests.',
    asks: (site) => `${site} bittet Sie, sich anzumelden.`,
    choose: 'Konto wählen',
    continueAs: (name) => `Weiter als ${name}`,
    other: 'Anderes Konto',
    email: 'E-Mail',
    givenName: 'Vorname',
    familyName: 'Nachname',
    signIn: 'Anmelden',
    cancel: 'Abbrechen und zurück',
    required: 'Bitte füllen Sie dieses Feld aus.',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    errorTitle: 'Diese Anmeldung kann nicht fortgesetzt werden',
    badRequest: 'Die Website hat eine unvollständige oder unbekannte Anfrage gesendet. Gehen Sie zurück und versuchen Sie es erneut.',
  },
};
