import { describe, expect, it } from 'vitest';
import { bookingLimits, bookServiceSchema, checkForm, fieldErrorMessages, formSchemas } from './index';

const codesOf = (result: ReturnType<typeof checkForm>) => (result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.code])));

describe('a booking’s form', () => {
  it('is one of the forms (the rate limit and the web know it by name)', () => {
    expect(formSchemas.bookService).toBe(bookServiceSchema);
  });
  it('takes a whole number of people from 1, and an optional note, trimmed', () => {
    expect(checkForm(bookServiceSchema, { people: 2, note: '  Size 38  ' }, 'en')).toEqual({ ok: true, value: { people: 2, note: 'Size 38' } });
    expect(checkForm(bookServiceSchema, { people: 1, note: '   ' }, 'en')).toEqual({ ok: true, value: { people: 1 } });
    expect(checkForm(bookServiceSchema, { people: 1, note: null }, 'en')).toEqual({ ok: true, value: { people: 1 } });
  });
  it('refuses no people, part of a person, too many, and a long note, all at once', () => {
    for (const people of [0, -1, 1.5, bookingLimits.peopleMax + 1, '2', null]) expect(codesOf(checkForm(bookServiceSchema, { people }, 'en')), String(people)).toEqual({ people: 'invalidChoice' });
    const result = checkForm(bookServiceSchema, { people: 0, note: 'x'.repeat(bookingLimits.noteMax + 1) }, 'de');
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'people', code: 'invalidChoice', message: fieldErrorMessages.de.invalidChoice },
        { field: 'note', code: 'tooLong', message: fieldErrorMessages.de.tooLong.replace('{{max}}', '500') },
      ],
    });
  });
});
