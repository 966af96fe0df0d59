import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { FieldErrorCode } from '@mall/site/forms';
import { platformRefusal, type PlatformRefusal } from './platform-messages';

// Every refusal the sandbox platform sends on a form (sandbox/src/routes, as in CONTRACT.md), with the
// code the site shows instead of its English (issue 18).
const sandboxMessages: Record<string, FieldErrorCode | PlatformRefusal> = {
  // POST login
  'These credentials do not match our records.': 'invalidCredentials',
  'Your e-mail address is not verified. Enter the code we sent you, or ask for a new one.': 'emailNotVerified',
  'The password field is required.': 'required',
  // form-body.ts, account-fields.ts: registration, codes, passwords, the visitors' forms
  'The first name field is required.': 'required',
  'The last name field must not be greater than 100 characters.': { code: 'tooLong', params: { max: 100 } },
  'The email field is required.': 'required',
  'The email field must not be greater than 254 characters.': { code: 'tooLong', params: { max: 254 } },
  'The email field must be a valid email address.': 'invalidEmail',
  'The phone field format is invalid.': 'invalidPhone',
  'The password field must be at least 8 characters.': { code: 'tooShort', params: { min: 8 } },
  'The password field must not be greater than 128 characters.': { code: 'tooLong', params: { max: 128 } },
  'The password field must contain at least one letter and one number.': 'weakPassword',
  'The password field confirmation does not match.': 'mismatch',
  'The terms field must be accepted.': 'consentRequired',
  'The consent field must be accepted.': 'consentRequired',
  'The code field is required.': 'required',
  'The code field must be 6 digits.': 'invalidCode',
  'The email has already been taken.': 'emailTaken',
  // members/codes.ts: registration's and a forgotten password's codes
  'The code is not valid.': 'wrongCode',
  'The code has expired. Ask for a new one.': 'codeExpired',
  'Too many wrong codes. Ask for a new one.': 'tooManyWrongCodes',
  // newsletter, contact
  'The email address cannot receive our newsletter.': 'undeliverableEmail',
  'We cannot reply to this email address.': 'undeliverableEmail',
  'The name field must not be greater than 100 characters.': { code: 'tooLong', params: { max: 100 } },
  'The subject field must not be greater than 150 characters.': { code: 'tooLong', params: { max: 150 } },
  'The message field must be at least 10 characters.': { code: 'tooShort', params: { min: 10 } },
  // support requests
  'The category field must be one of: account, points, receipts, rewards, purchases, parking, other.': 'invalidChoice',
  // profile, passwords, deleting the account, the profile picture
  'The birth date field must be a valid date.': 'invalidDate',
  'The birth date field must be a date before today.': 'invalidDate',
  'The birth date field must be a date after 1900-01-01.': 'invalidDate',
  'You must be at least 15 years old to join the loyalty programme.': { code: 'tooYoung', params: { min: 15 } },
  'The city field must not be greater than 100 characters.': { code: 'tooLong', params: { max: 100 } },
  'The current password field is required.': 'required',
  'The password confirmation field is required.': 'required',
  'The current password is incorrect.': 'wrongPassword',
  'The new password must be different from the current one.': 'samePassword',
  'Your account has no password yet: add one instead.': 'noPassword',
  'Your account already has a password: change it instead.': 'hasPassword',
  'The password is incorrect.': 'wrongPassword',
  'The e-mail address does not match your account.': 'wrongEmail',
  'The file field is required.': 'required',
  'The profile picture must be at least 100 × 100 pixels.': { code: 'imageTooSmall', params: { min: 100 } },
  // receipts
  'The company id field is required.': 'required',
  'The selected company id is invalid.': 'invalidChoice',
  'The amount field is required.': 'required',
  'The amount field must be a number with at most two decimals.': 'invalidAmount',
  'The amount field must be between 0.01 and 100000.': 'invalidAmount',
  'The purchased at field is required.': 'required',
  'The purchased at field must match the format Y-m-d.': 'invalidDate',
  'The purchased at field must be a date before or equal to today.': 'invalidDate',
  'The purchased at field must be a date within the last 7 days.': { code: 'receiptTooOld', params: { max: 7 } },
};

// What the platform said before the newsletter's double opt-in (issue 17; the sandbox's history, and
// a platform that has not changed yet), and Laravel's wording before version 10 (`The email must …`).
const otherPlatformMessages: Record<string, FieldErrorCode | PlatformRefusal> = {
  'The email has already been subscribed.': 'alreadySubscribed',
  'The selected email is not subscribed.': 'notSubscribed',
  'The email must be a valid email address.': 'invalidEmail',
  'The name may not be greater than 100 characters.': { code: 'tooLong', params: { max: 100 } },
  'The password confirmation does not match.': 'mismatch',
  'The password must contain at least one letter.': 'weakPassword',
  'The amount must be at least 0.01.': 'invalidAmount',
  'The birth date is not a valid date.': 'invalidDate',
};

const expected = (value: FieldErrorCode | PlatformRefusal): PlatformRefusal => (typeof value === 'string' ? { code: value } : value);

describe("the platform's messages as codes", () => {
  it.each(Object.entries(sandboxMessages))('%s', (message, code) => {
    expect(platformRefusal(message)).toEqual(expected(code));
  });

  it.each(Object.entries(otherPlatformMessages))('%s (another wording of the platform)', (message, code) => {
    expect(platformRefusal(message)).toEqual(expected(code));
  });

  it('reads a message with spaces around it', () => {
    expect(platformRefusal('  These credentials do not match our records.\n')).toEqual({ code: 'invalidCredentials' });
  });

  it('knows no other message: the form shows the generic text', () => {
    for (const message of [
      '',
      'Something went wrong.',
      'The newsletter field must be true or false.',
      'The name has already been taken.',
      'The reference field must be 6 digits.',
      'The colour field format is invalid.',
      'Diese Zugangsdaten stimmen nicht.',
    ]) {
      expect(platformRefusal(message), message).toBeNull();
    }
  });
});

// The sandbox's form routes, read as source: every sentence they can put on a refused field (a zod
// rule's `error`, an issue's `message`, a field's message list, a table of refusals) is either one the
// site knows, or one no visitor causes (the bff's own request was wrong, or the site shows something
// else than the text): a new refusal in the sandbox fails here until it has its code.
const formRoutes = [
  'routes/auth.ts',
  'routes/registration.ts',
  'routes/password-reset.ts',
  'routes/account-fields.ts',
  'routes/form-body.ts',
  'routes/newsletter.ts',
  'routes/support.ts',
  'routes/profile.ts',
  'routes/receipts.ts',
  'members/codes.ts',
];

/** Sentences no visitor's input causes: the bff builds these values itself, or shows a page per `reason`. */
const notTheVisitors: readonly RegExp[] = [
  /^The .+ field must be true or false\.$/, // a checkbox the bff sends as a boolean
  /^The selected locale is invalid\.$/, // the page's language
  /^The locale field must be one of: .+\.$/,
  /^The .+ field must be a valid URL\.$/, // the site's own pages for the mailed links
  /^The .+ field must be an address of .+\.$/,
  /^The token field is required\.$/, // a newsletter link: the page says why by its `reason`
  /^The link (?:is not valid|has expired|has already been used)\b/,
  /^The status must be .+\.$/, // a list's filter (GET me/receipts), no form's
];

/** A template's text with each `${…}` as a sample value: a number where it names a limit, else a word. */
function sample(node: ts.TemplateExpression): string {
  let text = node.head.text;
  for (const span of node.templateSpans) {
    text += /max|min|side|days|age|\d/i.test(span.expression.getText()) ? '10' : 'sample';
    text += span.literal.text;
  }
  return text;
}

/** The refusal sentences of one sandbox source file. */
function refusalSentences(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(new URL(`../../../sandbox/src/${file}`, import.meta.url), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const isRefusalPlace = (node: ts.Node): boolean => {
    const parent = node.parent;
    if (ts.isArrayLiteralExpression(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
      const name = parent.name.getText();
      if (name === 'error' || name === 'message') return !isInsideCallOf(parent, 'success');
      const table = parent.parent.parent;
      return ts.isVariableDeclaration(table) && /Refusals$|refusalMessages$/.test(table.name.getText());
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isRefusalPlace(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node) && isRefusalPlace(node)) found.push(sample(node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((text) => /^[A-Z].* .*\.$/.test(text));
}

function isInsideCallOf(node: ts.Node, callee: string): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isCallExpression(at) && at.expression.getText() === callee) return true;
  }
  return false;
}

describe("every refusal of the sandbox's forms", () => {
  const sentences = [...new Set(formRoutes.flatMap(refusalSentences))];

  it('are read from its source', () => {
    // The scan finds what the table above lists (not a vacuous pass over nothing).
    expect(sentences.length).toBeGreaterThan(40);
    for (const message of ['These credentials do not match our records.', 'The code is not valid.', 'The email has already been taken.']) expect(sentences).toContain(message);
  });

  it.each(sentences)('%s: has a code, or is none of a visitor’s doing', (sentence) => {
    expect(platformRefusal(sentence) !== null || notTheVisitors.some((pattern) => pattern.test(sentence)), sentence).toBe(true);
  });
});
