import { describe, expect, it } from 'vitest';
import { checkForm, fieldErrorMessages, formSchemas, messageLimits, sendMessageSchema } from './index';

const codesOf = (result: ReturnType<typeof checkForm>) => (result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.code])));

describe('a member’s message', () => {
  it('is one of the forms (the rate limit and the web know it by name)', () => {
    expect(formSchemas.sendMessage).toBe(sendMessageSchema);
  });
  it('answers a conversation with its text alone, trimmed', () => {
    expect(checkForm(sendMessageSchema, { conversationId: '12', text: '  Thank you!  ' }, 'en')).toEqual({ ok: true, value: { conversationId: '12', text: 'Thank you!' } });
    expect(checkForm(sendMessageSchema, { conversationId: '12', subject: null, text: 'x' }, 'en').ok).toBe(true);
  });
  it('starts a conversation with a subject', () => {
    expect(checkForm(sendMessageSchema, { conversationId: null, subject: ' Parking ', text: 'Hello' }, 'en')).toEqual({ ok: true, value: { subject: 'Parking', text: 'Hello' } });
    expect(codesOf(checkForm(sendMessageSchema, { text: 'Hello' }, 'en'))).toEqual({ subject: 'required' });
    expect(codesOf(checkForm(sendMessageSchema, { conversationId: '', subject: '   ', text: 'Hello' }, 'en'))).toEqual({ subject: 'required' });
  });
  it('says every problem at once, in the page’s language', () => {
    const result = checkForm(sendMessageSchema, { subject: '', text: '   ' }, 'sk');
    expect(codesOf(result)).toEqual({ text: 'required', subject: 'required' });
    expect(result.ok ? null : result.errors.find((e) => e.field === 'text')?.message).toBe(fieldErrorMessages.sk.required);
  });
  it('limits the text to 2000 characters and the subject to 150', () => {
    expect(checkForm(sendMessageSchema, { conversationId: '1', text: 'x'.repeat(messageLimits.textMax) }, 'en').ok).toBe(true);
    const long = checkForm(sendMessageSchema, { conversationId: '1', text: 'x'.repeat(messageLimits.textMax + 1) }, 'en');
    expect(codesOf(long)).toEqual({ text: 'tooLong' });
    expect(long.ok ? null : long.errors[0]?.message).toBe('Please write at most 2000 characters.');
    expect(codesOf(checkForm(sendMessageSchema, { subject: 'x'.repeat(151), text: 'Hi' }, 'en'))).toEqual({ subject: 'tooLong' });
    expect(checkForm(sendMessageSchema, { subject: 'x'.repeat(150), text: 'Hi' }, 'en').ok).toBe(true);
  });
});
