import * as z from 'zod/mini';
import { consent, email, formLimits, messageText, optionalPhone, optionalText, trimmed } from './field-rules';

// The visitors' forms (issue 9 "Pages"): the newsletter's subscription and the contact form.

export const newsletterSubscribeSchema = z.object({
  email,
  name: optionalText(formLimits.nameMax),
  consent,
});

export const newsletterUnsubscribeSchema = z.object({ email });

export const contactMessageSchema = z.object({
  name: trimmed(formLimits.nameMax),
  email,
  phone: optionalPhone,
  subject: trimmed(formLimits.subjectMax),
  message: messageText,
  consent,
});

export type NewsletterSubscribeInput = z.output<typeof newsletterSubscribeSchema>;
export type NewsletterUnsubscribeInput = z.output<typeof newsletterUnsubscribeSchema>;
export type ContactMessageInput = z.output<typeof contactMessageSchema>;
