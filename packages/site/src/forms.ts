import * as z from 'zod/mini';
import type { Lang } from './index';

// The visitors' forms (issue 9 "Pages": newsletter, contact; issue 10 reuses this for the members'
// forms): one zod schema per form, shared by the bff (bad input never reaches the platform) and the
// browser (checked before sending), and the field error codes with their messages in the four
// languages, so both sides say the same thing in the page's language. zod/mini, by its own subpath
// (`@mall/site/forms`): only the views of forms load it, never the app's first load.

/**
 * Why a field was refused. The first ones are the forms' own rules (checked on both sides); the
 * platform's refusals map to codes too (issue 18: the bff turns its known messages into these,
 * bff/src/shared/platform-messages.ts), from `invalidCredentials` on. `rejected`: the platform refused
 * it with a message the site does not know (a generic text in the page's language; the original is logged).
 */
export const fieldErrorCodes = [
  'required',
  'invalidEmail',
  'invalidPhone',
  'tooShort',
  'tooLong',
  'consentRequired',
  'weakPassword',
  'mismatch',
  'invalidCode',
  'invalidDate',
  'invalidFile',
  'fileTooLarge',
  'unsafeFile',
  'unreadableFile',
  'invalidAmount',
  'invalidCredentials',
  'emailNotVerified',
  'emailTaken',
  'alreadySubscribed',
  'notSubscribed',
  'undeliverableEmail',
  'wrongCode',
  'codeExpired',
  'tooManyWrongCodes',
  'wrongPassword',
  'samePassword',
  'noPassword',
  'hasPassword',
  'wrongEmail',
  'tooYoung',
  'imageTooSmall',
  'receiptTooOld',
  'invalidChoice',
  'rejected',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export interface FieldError {
  field: string;
  code: FieldErrorCode;
  /** The message of the code in the page's language. */
  message: string;
}

/** Field limits; the inputs' maxlength attributes use the same numbers. */
export const formLimits = {
  emailMax: 254,
  nameMax: 100,
  phoneMax: 20,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
  passwordMin: 8,
  passwordMax: 128,
} as const;

// Every message names its limit with {{min}} / {{max}} (`tooYoung`: the age, `imageTooSmall`: the
// side in pixels, `receiptTooOld`: the days).
const messages: Record<Lang, Record<FieldErrorCode, string>> = {
  en: {
    required: 'Please fill in this field.',
    invalidEmail: 'Please enter a valid e-mail address, e.g. name@example.com.',
    invalidPhone: 'Please enter a valid phone number, e.g. +421 900 123 456.',
    tooShort: 'Please write at least {{min}} characters.',
    tooLong: 'Please write at most {{max}} characters.',
    consentRequired: 'Please confirm your consent to continue.',
    weakPassword: 'Please use at least one letter and one digit.',
    mismatch: 'The two entries do not match.',
    invalidCode: 'Please enter the 6-digit code from the e-mail.',
    invalidDate: 'Please enter a valid date.',
    invalidFile: 'Please choose a photo (JPEG or PNG) or a PDF.',
    fileTooLarge: 'The file is too large: please choose one of at most {{max}} MB.',
    unsafeFile: 'This PDF contains scripts, actions or attached files and cannot be accepted. Please choose a photo or a PDF without them.',
    unreadableFile: 'This PDF could not be checked: it is damaged, encrypted or protected by a password. Please choose a photo or another PDF.',
    invalidAmount: 'Please enter an amount greater than zero, e.g. 24.90.',
    invalidCredentials: 'The e-mail address or the password is not right. Please check both and try again.',
    emailNotVerified: 'Your e-mail address is not confirmed yet. Please enter the code we sent you, or ask for a new one.',
    emailTaken: 'There is already an account with this e-mail address. Please log in, or set a new password if you have forgotten it.',
    alreadySubscribed: 'This address is already subscribed to the newsletter.',
    notSubscribed: 'This address is not subscribed to the newsletter.',
    undeliverableEmail: 'We cannot send e-mails to this address. Please check it, or use another one.',
    wrongCode: 'This code is not right. Please check the e-mail, or ask for a new code.',
    codeExpired: 'This code has expired. Please ask for a new one.',
    tooManyWrongCodes: 'Too many wrong codes. Please ask for a new one.',
    wrongPassword: 'The password is not right.',
    samePassword: 'Please choose a new password that differs from the current one.',
    noPassword: 'Your account has no password yet. Please add one instead.',
    hasPassword: 'Your account already has a password. Please change it instead.',
    wrongEmail: 'This is not the e-mail address of your account.',
    tooYoung: 'You must be at least {{min}} years old to join the loyalty programme.',
    imageTooSmall: 'The picture is too small: please choose one of at least {{min}} × {{min}} pixels.',
    receiptTooOld: 'This receipt is too old: receipts count for {{max}} days after the purchase.',
    invalidChoice: 'Please choose one of the options offered.',
    rejected: 'This value was not accepted.',
  },
  cz: {
    required: 'Vyplňte prosím toto pole.',
    invalidEmail: 'Zadejte prosím platnou e-mailovou adresu, např. jmeno@example.com.',
    invalidPhone: 'Zadejte prosím platné telefonní číslo, např. +420 601 123 456.',
    tooShort: 'Napište prosím alespoň {{min}} znaků.',
    tooLong: 'Napište prosím nejvýše {{max}} znaků.',
    consentRequired: 'Pro pokračování prosím potvrďte svůj souhlas.',
    weakPassword: 'Použijte prosím alespoň jedno písmeno a jednu číslici.',
    mismatch: 'Obě zadání se neshodují.',
    invalidCode: 'Zadejte prosím šestimístný kód z e-mailu.',
    invalidDate: 'Zadejte prosím platné datum.',
    invalidFile: 'Vyberte prosím fotografii (JPEG nebo PNG) nebo PDF.',
    fileTooLarge: 'Soubor je příliš velký: vyberte prosím soubor o velikosti nejvýše {{max}} MB.',
    unsafeFile: 'Toto PDF obsahuje skripty, akce nebo přiložené soubory, a proto ho nelze přijmout. Vyberte prosím fotografii nebo PDF bez nich.',
    unreadableFile: 'Toto PDF nelze zkontrolovat: je poškozené, zašifrované nebo chráněné heslem. Vyberte prosím fotografii nebo jiné PDF.',
    invalidAmount: 'Zadejte prosím částku větší než nula, např. 24,90.',
    invalidCredentials: 'E-mailová adresa nebo heslo nejsou správné. Zkontrolujte prosím obojí a zkuste to znovu.',
    emailNotVerified: 'Vaše e-mailová adresa ještě není potvrzená. Zadejte prosím kód, který jsme vám poslali, nebo si požádejte o nový.',
    emailTaken: 'Účet s touto e-mailovou adresou už existuje. Přihlaste se prosím, nebo si nastavte nové heslo, pokud jste ho zapomněli.',
    alreadySubscribed: 'Tato adresa už newsletter odebírá.',
    notSubscribed: 'Tato adresa newsletter neodebírá.',
    undeliverableEmail: 'Na tuto adresu nemůžeme posílat e-maily. Zkontrolujte ji prosím, nebo použijte jinou.',
    wrongCode: 'Tento kód není správný. Zkontrolujte prosím e-mail, nebo si požádejte o nový kód.',
    codeExpired: 'Platnost tohoto kódu vypršela. Požádejte prosím o nový.',
    tooManyWrongCodes: 'Příliš mnoho chybných kódů. Požádejte prosím o nový.',
    wrongPassword: 'Heslo není správné.',
    samePassword: 'Zvolte prosím nové heslo, které se liší od současného.',
    noPassword: 'Váš účet zatím nemá heslo. Přidejte si ho prosím.',
    hasPassword: 'Váš účet už heslo má. Změňte ho prosím.',
    wrongEmail: 'Toto není e-mailová adresa vašeho účtu.',
    tooYoung: 'Do věrnostního programu se můžete zapojit od {{min}} let.',
    imageTooSmall: 'Obrázek je příliš malý: vyberte prosím obrázek o rozměrech alespoň {{min}} × {{min}} pixelů.',
    receiptTooOld: 'Tato účtenka je příliš stará: účtenky platí {{max}} dní od nákupu.',
    invalidChoice: 'Vyberte prosím jednu z nabízených možností.',
    rejected: 'Tato hodnota nebyla přijata.',
  },
  sk: {
    required: 'Vyplňte, prosím, toto pole.',
    invalidEmail: 'Zadajte, prosím, platnú e-mailovú adresu, napr. meno@example.com.',
    invalidPhone: 'Zadajte, prosím, platné telefónne číslo, napr. +421 900 123 456.',
    tooShort: 'Napíšte, prosím, aspoň {{min}} znakov.',
    tooLong: 'Napíšte, prosím, najviac {{max}} znakov.',
    consentRequired: 'Ak chcete pokračovať, potvrďte, prosím, svoj súhlas.',
    weakPassword: 'Použite, prosím, aspoň jedno písmeno a jednu číslicu.',
    mismatch: 'Obe zadania sa nezhodujú.',
    invalidCode: 'Zadajte, prosím, šesťmiestny kód z e-mailu.',
    invalidDate: 'Zadajte, prosím, platný dátum.',
    invalidFile: 'Vyberte, prosím, fotografiu (JPEG alebo PNG) alebo PDF.',
    fileTooLarge: 'Súbor je príliš veľký: vyberte, prosím, súbor s veľkosťou najviac {{max}} MB.',
    unsafeFile: 'Toto PDF obsahuje skripty, akcie alebo priložené súbory, a preto ho nemožno prijať. Vyberte, prosím, fotografiu alebo PDF bez nich.',
    unreadableFile: 'Toto PDF nemožno skontrolovať: je poškodené, zašifrované alebo chránené heslom. Vyberte, prosím, fotografiu alebo iné PDF.',
    invalidAmount: 'Zadajte, prosím, sumu väčšiu ako nula, napr. 24,90.',
    invalidCredentials: 'E-mailová adresa alebo heslo nie sú správne. Skontrolujte, prosím, oboje a skúste to znova.',
    emailNotVerified: 'Vaša e-mailová adresa ešte nie je potvrdená. Zadajte, prosím, kód, ktorý sme vám poslali, alebo si požiadajte o nový.',
    emailTaken: 'Účet s touto e-mailovou adresou už existuje. Prihláste sa, prosím, alebo si nastavte nové heslo, ak ste ho zabudli.',
    alreadySubscribed: 'Táto adresa už newsletter odoberá.',
    notSubscribed: 'Táto adresa newsletter neodoberá.',
    undeliverableEmail: 'Na túto adresu nemôžeme posielať e-maily. Skontrolujte ju, prosím, alebo použite inú.',
    wrongCode: 'Tento kód nie je správny. Skontrolujte, prosím, e-mail, alebo si požiadajte o nový kód.',
    codeExpired: 'Platnosť tohto kódu vypršala. Požiadajte, prosím, o nový.',
    tooManyWrongCodes: 'Príliš veľa nesprávnych kódov. Požiadajte, prosím, o nový.',
    wrongPassword: 'Heslo nie je správne.',
    samePassword: 'Zvoľte, prosím, nové heslo, ktoré sa líši od súčasného.',
    noPassword: 'Váš účet zatiaľ nemá heslo. Pridajte si ho, prosím.',
    hasPassword: 'Váš účet už heslo má. Zmeňte ho, prosím.',
    wrongEmail: 'Toto nie je e-mailová adresa vášho účtu.',
    tooYoung: 'Do vernostného programu sa môžete zapojiť od {{min}} rokov.',
    imageTooSmall: 'Obrázok je príliš malý: vyberte, prosím, obrázok s rozmermi aspoň {{min}} × {{min}} pixelov.',
    receiptTooOld: 'Tento bloček je príliš starý: bločky platia {{max}} dní od nákupu.',
    invalidChoice: 'Vyberte, prosím, jednu z ponúkaných možností.',
    rejected: 'Táto hodnota nebola prijatá.',
  },
  de: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
    invalidPhone: 'Bitte geben Sie eine gültige Telefonnummer ein, z. B. +43 660 123 4567.',
    tooShort: 'Bitte schreiben Sie mindestens {{min}} Zeichen.',
    tooLong: 'Bitte schreiben Sie höchstens {{max}} Zeichen.',
    consentRequired: 'Bitte bestätigen Sie Ihre Einwilligung, um fortzufahren.',
    weakPassword: 'Bitte verwenden Sie mindestens einen Buchstaben und eine Ziffer.',
    mismatch: 'Die beiden Eingaben stimmen nicht überein.',
    invalidCode: 'Bitte geben Sie den 6-stelligen Code aus der E-Mail ein.',
    invalidDate: 'Bitte geben Sie ein gültiges Datum ein.',
    invalidFile: 'Bitte wählen Sie ein Foto (JPEG oder PNG) oder ein PDF.',
    fileTooLarge: 'Die Datei ist zu groß: Bitte wählen Sie eine Datei mit höchstens {{max}} MB.',
    unsafeFile: 'Dieses PDF enthält Skripte, Aktionen oder angehängte Dateien und kann nicht angenommen werden. Bitte wählen Sie ein Foto oder ein PDF ohne diese.',
    unreadableFile: 'Dieses PDF kann nicht geprüft werden: Es ist beschädigt, verschlüsselt oder mit einem Passwort geschützt. Bitte wählen Sie ein Foto oder ein anderes PDF.',
    invalidAmount: 'Bitte geben Sie einen Betrag größer als null ein, z. B. 24,90.',
    invalidCredentials: 'Die E-Mail-Adresse oder das Passwort ist nicht richtig. Bitte prüfen Sie beides und versuchen Sie es erneut.',
    emailNotVerified: 'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte geben Sie den Code ein, den wir Ihnen gesendet haben, oder fordern Sie einen neuen an.',
    emailTaken: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melden Sie sich an oder legen Sie ein neues Passwort fest, falls Sie es vergessen haben.',
    alreadySubscribed: 'Diese Adresse hat den Newsletter bereits abonniert.',
    notSubscribed: 'Diese Adresse hat den Newsletter nicht abonniert.',
    undeliverableEmail: 'An diese Adresse können wir keine E-Mails senden. Bitte prüfen Sie sie oder verwenden Sie eine andere.',
    wrongCode: 'Dieser Code ist nicht richtig. Bitte prüfen Sie die E-Mail oder fordern Sie einen neuen Code an.',
    codeExpired: 'Dieser Code ist abgelaufen. Bitte fordern Sie einen neuen an.',
    tooManyWrongCodes: 'Zu viele falsche Codes. Bitte fordern Sie einen neuen an.',
    wrongPassword: 'Das Passwort ist nicht richtig.',
    samePassword: 'Bitte wählen Sie ein neues Passwort, das sich vom bisherigen unterscheidet.',
    noPassword: 'Ihr Konto hat noch kein Passwort. Bitte legen Sie stattdessen eines an.',
    hasPassword: 'Ihr Konto hat bereits ein Passwort. Bitte ändern Sie es stattdessen.',
    wrongEmail: 'Das ist nicht die E-Mail-Adresse Ihres Kontos.',
    tooYoung: 'Für das Treueprogramm müssen Sie mindestens {{min}} Jahre alt sein.',
    imageTooSmall: 'Das Bild ist zu klein: Bitte wählen Sie eines mit mindestens {{min}} × {{min}} Pixeln.',
    receiptTooOld: 'Dieser Beleg ist zu alt: Belege zählen {{max}} Tage nach dem Einkauf.',
    invalidChoice: 'Bitte wählen Sie eine der angebotenen Möglichkeiten.',
    rejected: 'Dieser Wert wurde nicht akzeptiert.',
  },
};

/** A field error's message in `lang`, its limits filled in. */
export function fieldErrorMessage(code: FieldErrorCode, lang: Lang, params: { min?: number; max?: number } = {}): string {
  return messages[lang][code].replace(/\{\{(min|max)\}\}/g, (_, name: 'min' | 'max') => String(params[name] ?? ''));
}

/** The message table, for the tests that every language has every code. */
export const fieldErrorMessages: Readonly<typeof messages> = messages;

// ---- field rules. Each refusal's message is its code; formErrors() turns it into the page's words.

const trimmed = (max: number) =>
  z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required', abort: true }), z.maxLength(max, { error: 'tooLong' }));

const email = z.string({ error: 'required' }).check(
  z.trim(),
  z.minLength(1, { error: 'required', abort: true }),
  z.maxLength(formLimits.emailMax, { error: 'tooLong', abort: true }),
  z.regex(z.regexes.email, { error: 'invalidEmail' }),
);

/** An optional text: empty (or only spaces) counts as not given. */
const optionalText = (max: number, rule?: (schema: z.ZodMiniString) => z.ZodMiniString) => {
  const base = z.string().check(z.trim(), z.maxLength(max, { error: 'tooLong', abort: true }));
  return z.pipe(
    z.optional(z.nullable(rule ? rule(base) : base)),
    z.transform((value) => (value ? value : undefined)),
  );
};

/** Digits with an optional leading +, and spaces, dots, dashes, slashes, brackets between; 6 to 15 digits. */
export const phonePattern = /^\+?[0-9 ()./-]*$/;
const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

const consent = z.literal(true, { error: 'consentRequired' });

/** An optional phone number (`phonePattern`, 6 to 15 digits). */
const optionalPhone = optionalText(formLimits.phoneMax, (s) =>
  s.check(
    z.regex(phonePattern, { error: 'invalidPhone', abort: true }),
    z.refine((value) => value.length === 0 || (phoneDigits(value) >= 6 && phoneDigits(value) <= 15), { error: 'invalidPhone' }),
  ),
);

/** A message to the mall: 10 to 5000 characters. */
const messageText = z.string({ error: 'required' }).check(
  z.trim(),
  z.minLength(1, { error: 'required', abort: true }),
  z.minLength(formLimits.messageMin, { error: 'tooShort', abort: true }),
  z.maxLength(formLimits.messageMax, { error: 'tooLong' }),
);

export const newsletterSubscribeSchema = z.object({
  email,
  name: optionalText(formLimits.nameMax),
  consent,
});

export const newsletterUnsubscribeSchema = z.object({ email });

// -- the newsletter's mailed links (issue 17: double opt-in, unsubscribing by a signed link)

/**
 * The newsletter page's parameters. A mailed link is `?confirm=1&token=…` or `?unsubscribe=1&token=…`
 * (the platform signs the token and adds it to the page the site gave it); the page shows a button
 * that sends it (a form POST to the same address, answered by the bff), and then `?result=` what came of it.
 */
export const newsletterParams = { confirm: 'confirm', unsubscribe: 'unsubscribe', token: 'token', result: 'result' } as const;

export const newsletterLinkKinds = ['confirm', 'unsubscribe'] as const;
export type NewsletterLinkKind = (typeof newsletterLinkKinds)[number];

/**
 * What opening a link came to: `confirmed`, `unsubscribed`; refused: `invalid` (altered, forged,
 * another mall's, malformed), `expired` (a confirmation past its days), `used` (a confirmation already
 * confirmed or replaced); `unavailable`: the platform could not be asked (the link stands, try again).
 */
export const newsletterOutcomes = ['confirmed', 'unsubscribed', 'invalid', 'expired', 'used', 'unavailable'] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

export const isNewsletterOutcome = (value: unknown): value is NewsletterOutcome => typeof value === 'string' && (newsletterOutcomes as readonly string[]).includes(value);

/** A link's token as the site takes it: the platform's own, opaque here; URL-safe characters, bounded. */
const newsletterToken = z.string().check(z.regex(/^[A-Za-z0-9._~-]{16,2048}$/));

/** A mailed link's parameters: one kind, and its token. */
export const newsletterLinkSchema = z.union([
  z.object({ confirm: z.literal('1'), unsubscribe: z.optional(z.never()), token: newsletterToken }),
  z.object({ unsubscribe: z.literal('1'), confirm: z.optional(z.never()), token: newsletterToken }),
]);

type QueryLike = URLSearchParams | Readonly<Record<string, string | undefined>>;
const queryValue = (query: QueryLike, name: string) => (query instanceof URLSearchParams ? (query.get(name) ?? undefined) : query[name]);

/** The kind of link an address carries (a token and its kind's flag), or null: the page shows that link's button. */
export function newsletterLinkKind(query: QueryLike): NewsletterLinkKind | null {
  if (!queryValue(query, newsletterParams.token)) return null;
  const confirm = queryValue(query, newsletterParams.confirm) === '1';
  const unsubscribe = queryValue(query, newsletterParams.unsubscribe) === '1';
  return confirm === unsubscribe ? null : confirm ? 'confirm' : 'unsubscribe';
}

/** A mailed link's kind and token, checked, or null for anything else (the bff answers it `invalid`). */
export function newsletterLinkFrom(query: QueryLike): { kind: NewsletterLinkKind; token: string } | null {
  const values = Object.fromEntries(
    [newsletterParams.confirm, newsletterParams.unsubscribe, newsletterParams.token].flatMap((name) => {
      const value = queryValue(query, name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const parsed = newsletterLinkSchema.safeParse(values);
  if (!parsed.success) return null;
  return { kind: 'confirm' in parsed.data && parsed.data.confirm === '1' ? 'confirm' : 'unsubscribe', token: parsed.data.token };
}

export const contactMessageSchema = z.object({
  name: trimmed(formLimits.nameMax),
  email,
  phone: optionalPhone,
  subject: trimmed(formLimits.subjectMax),
  message: messageText,
  consent,
});

// ---- the members' forms (issue 10). Each area of the member side adds its schemas below its heading.

/** A password as typed at sign-in: anything the member set, only not empty. */
const currentPassword = z.string({ error: 'required' }).check(z.minLength(1, { error: 'required', abort: true }), z.maxLength(formLimits.passwordMax, { error: 'tooLong' }));

/** A new password: 8 to 128 characters with at least one letter and one digit. */
export const newPassword = z.string({ error: 'required' }).check(
  z.minLength(1, { error: 'required', abort: true }),
  z.minLength(formLimits.passwordMin, { error: 'tooShort', abort: true }),
  z.maxLength(formLimits.passwordMax, { error: 'tooLong', abort: true }),
  z.refine((value) => /\p{L}/u.test(value) && /\d/.test(value), { error: 'weakPassword' }),
);

// -- accounts: sign-in

export const loginSchema = z.object({ email, password: currentPassword });
export type LoginInput = z.output<typeof loginSchema>;

// -- accounts: registration, verification, passwords

/** The 6-digit code of the platform's e-mail; spaces typed between the digits are dropped. */
const emailCode = z.pipe(
  z.pipe(z.string({ error: 'required' }), z.transform((value) => value.replace(/\s+/g, ''))),
  z.string().check(z.minLength(1, { error: 'required', abort: true }), z.regex(/^\d{6}$/, { error: 'invalidCode' })),
);

/**
 * A form whose `field` is typed a second time as `confirmation`: the confirmation is refused when the
 * two differ. Checked beside the form's fields, not after them: zod skips an object's own checks once
 * a field's issue stops it (an empty name, an address without `@`), and the visitor must see the
 * mismatch with the other messages, not only once everything else is right.
 */
const withConfirmation = <S extends z.ZodMiniObject>(fields: S, field: keyof S['shape'] & string, confirmation: keyof S['shape'] & string) =>
  z.intersection(
    fields,
    z.object({ [field]: z.unknown(), [confirmation]: z.unknown() }).check(
      z.refine((value) => value[field] === value[confirmation], {
        error: 'mismatch',
        path: [confirmation],
        // Only two entries to compare: a missing or empty one has its own message (required).
        when: (payload) => {
          const value = payload.value as Record<string, unknown> | undefined;
          return typeof value?.[field] === 'string' && typeof value[confirmation] === 'string' && value[confirmation] !== '';
        },
      }),
    ),
  );

const confirmation = z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' }));

/**
 * Registration (spec §2 "Register", §7 `register`): names, address, an optional phone, a new password
 * typed twice, the newsletter opt-in, and consent to the mall's terms.
 */
export const registerFields = z.object({
  firstName: trimmed(formLimits.nameMax),
  lastName: trimmed(formLimits.nameMax),
  email,
  phone: contactMessageSchema.shape.phone,
  password: newPassword,
  passwordConfirmation: confirmation,
  newsletter: z.boolean({ error: 'required' }),
  terms: consent,
});
export const registerSchema = withConfirmation(registerFields, 'password', 'passwordConfirmation');
export type RegisterInput = z.output<typeof registerSchema>;

/** The address's confirmation (§7 `register/email-verification`): the code from the e-mail. */
export const verifyEmailSchema = z.object({ email, code: emailCode });
export type VerifyEmailInput = z.output<typeof verifyEmailSchema>;

/** A new code (§7 `register/email-resend`); also a forgotten password's first step (§7 `forget-password`). */
export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.output<typeof emailOnlySchema>;

/** A new password with the reset code (§7 `forget-password/login`, then `change-forget-password`). */
export const resetPasswordSchema = withConfirmation(
  z.object({ email, code: emailCode, password: newPassword, passwordConfirmation: confirmation }),
  'password',
  'passwordConfirmation',
);
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

// -- loyalty: receipts

/** A day as a date input gives it (YYYY-MM-DD) that exists: 2026-02-30 does not. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === value;
}

/** The largest amount one receipt may show, in the mall's currency. */
export const receiptLimits = { amountMax: 100_000 } as const;

/**
 * An amount as people type it: digits, an optional decimal comma or point with one or two decimals,
 * spaces between thousands allowed (`24,90`, `24.9`, `1 249,50`); null for anything else.
 */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0]/g, '');
  if (!/^\d{1,9}(?:[.,]\d{1,2})?$/.test(compact)) return null;
  return Number(compact.replace(',', '.'));
}

/**
 * The latest purchase day a receipt may have: today, or tomorrow by UTC's calendar, since a mall's day
 * (Central Europe) starts before UTC's. The platform checks the exact day in the mall's time zone.
 */
const latestPurchaseDay = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * A receipt's details, sent with its photo or PDF (spec §7 `me/receipts`): the shop it is from (a shop
 * id of the mall), the amount paid and the day of the purchase. The file is checked apart (uploads.ts;
 * the bff reads its type from its bytes).
 */
export const receiptSchema = z.object({
  shop: z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required', abort: true }), z.regex(/^[1-9]\d{0,11}$/, { error: 'required' })),
  amount: z.pipe(
    z.string({ error: 'required' }).check(
      z.trim(),
      z.minLength(1, { error: 'required', abort: true }),
      z.refine((value) => {
        const amount = parseAmount(value);
        return amount !== null && amount > 0 && amount <= receiptLimits.amountMax;
      }, { error: 'invalidAmount' }),
    ),
    z.transform((value) => parseAmount(value) ?? 0),
  ),
  purchaseDate: z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.refine((value) => isCalendarDay(value) && value >= '2000-01-01' && value <= latestPurchaseDay(), { error: 'invalidDate' }),
  ),
});
export type ReceiptInput = z.output<typeof receiptSchema>;

// -- profile, support

/** Today's calendar day (YYYY-MM-DD, UTC): a birth date must be before it. */
const todayDay = () => new Date().toISOString().slice(0, 10);

/** An optional birth date: a real day from 1900 until yesterday (the platform adds its minimum age). */
const birthDate = optionalText(10, (s) =>
  s.check(z.refine((value) => value.length === 0 || (isCalendarDay(value) && value >= '1900-01-01' && value < todayDay()), { error: 'invalidDate' })),
);

/** The member's profile (spec §7 `me/profile`): names required, the rest optional; the e-mail address is not changed here. */
export const profileSchema = z.object({
  firstName: trimmed(formLimits.nameMax),
  lastName: trimmed(formLimits.nameMax),
  phone: optionalPhone,
  birthDate,
  city: optionalText(formLimits.nameMax),
  newsletter: z.boolean({ error: 'required' }),
});
export type ProfileInput = z.output<typeof profileSchema>;

/** Change password (spec §7 `change-password`): the current one, then the new one twice. */
export const changePasswordSchema = withConfirmation(
  z.object({ currentPassword, newPassword, newPasswordConfirmation: confirmation }),
  'newPassword',
  'newPasswordConfirmation',
);
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** A first password for an account made through SSO (spec §7 `add-password-after-sso`). */
export const addPasswordSchema = withConfirmation(z.object({ newPassword, newPasswordConfirmation: confirmation }), 'newPassword', 'newPasswordConfirmation');
export type AddPasswordInput = z.output<typeof addPasswordSchema>;

/**
 * Delete account (spec §7 `delete-account`), confirmed with the password, or, for an account without
 * one (made through SSO), with its e-mail address typed out: one of the two.
 */
export const deleteAccountSchema = z
  .object({ password: z.optional(z.nullable(currentPassword)), email: z.optional(z.nullable(email)) })
  .check(z.refine((value) => typeof value.password === 'string' || typeof value.email === 'string', { error: 'required', path: ['password'] }));
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** The profile picture's upload (issue 10): the file only (its rules are the upload route's: a photo, JPEG or PNG). */
export const profilePictureSchema = z.object({});

/** What a member's support request is about (the platform's categories, sandbox/CONTRACT.md). */
export const supportCategories = ['account', 'points', 'receipts', 'rewards', 'purchases', 'parking', 'other'] as const;
export type SupportCategory = (typeof supportCategories)[number];

/** A member's support request (spec §7 `support`, with the member's token): the member's name and address are the account's. */
export const supportRequestSchema = z.object({
  category: z.enum(supportCategories, { error: 'required' }),
  subject: trimmed(formLimits.subjectMax),
  message: messageText,
});
export type SupportRequestInput = z.output<typeof supportRequestSchema>;

export type NewsletterSubscribeInput = z.output<typeof newsletterSubscribeSchema>;
export type NewsletterUnsubscribeInput = z.output<typeof newsletterUnsubscribeSchema>;
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** The forms by name: the bff's rate limit and the web's state are keyed by these names. */
export const formSchemas = {
  newsletterSubscribe: newsletterSubscribeSchema,
  newsletterUnsubscribe: newsletterUnsubscribeSchema,
  contactMessage: contactMessageSchema,
  login: loginSchema,
  register: registerSchema,
  verifyEmail: verifyEmailSchema,
  resendVerification: emailOnlySchema,
  forgotPassword: emailOnlySchema,
  resetPassword: resetPasswordSchema,
  updateProfile: profileSchema,
  changePassword: changePasswordSchema,
  addPassword: addPasswordSchema,
  deleteAccount: deleteAccountSchema,
  supportRequest: supportRequestSchema,
  profilePicture: profilePictureSchema,
  receiptUpload: receiptSchema,
} as const;
export type FormName = keyof typeof formSchemas;

const knownCodes = new Set<string>(fieldErrorCodes);

/** The first refusal of each field, in the schema's field order, in the page's language. */
export function formErrors(issues: readonly z.core.$ZodIssue[], lang: Lang): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (seen.has(field)) continue;
    seen.add(field);
    const code: FieldErrorCode = knownCodes.has(issue.message) ? (issue.message as FieldErrorCode) : 'required';
    const params = {
      ...('minimum' in issue ? { min: Number(issue.minimum) } : {}),
      ...('maximum' in issue ? { max: Number(issue.maximum) } : {}),
    };
    out.push({ field, code, message: fieldErrorMessage(code, lang, params) });
  }
  return out;
}

export type FormCheck<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Checks a form's values with its schema: the cleaned values (trimmed, empty optionals dropped) or the field errors. */
export function checkForm<S extends z.ZodMiniType>(schema: S, values: unknown, lang: Lang): FormCheck<z.output<S>> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: formErrors(parsed.error.issues, lang) };
}
