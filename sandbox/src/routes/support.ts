import { z } from 'zod';
import type { Area } from '../area';
import { createFormsStore, isUndeliverable } from '../data/newsletter';
import { settingsFor } from '../data/settings';
import { sendError, success } from '../envelope';
import { acceptedField, emailField, invalid, optionalText, requiredText } from './form-body';

const supportBody = z.object({
  name: requiredText('name', 100),
  email: emailField,
  phone: optionalText('phone', 20).refine((value) => value === null || /^\+?[0-9 ()./-]{6,20}$/.test(value), {
    error: 'The phone field format is invalid.',
  }),
  subject: requiredText('subject', 150),
  message: requiredText('message', 5000).refine((value) => value.length >= 10, { error: 'The message field must be at least 10 characters.' }),
  consent: acceptedField('consent'),
});

/**
 * `POST /v1/support`: the contact form (spec §7 "Support"; the shape is our choice, in CONTRACT.md).
 * A mall whose `is_contact_support_active` is off refuses it with 403.
 */
export const supportArea: Area = (app, ctx) => {
  const store = createFormsStore();
  const resetKnobs = app.knobs.reset.bind(app.knobs);
  app.knobs.reset = () => {
    resetKnobs();
    store.reset();
  };

  app.post('/support', async (request, reply) => {
    const tenant = ctx.tenant(request).id;
    if (settingsFor(tenant, ctx.image(request)).is_contact_support_active !== 'true') {
      return sendError(reply, 403, 'Contact support is not active for this mall.');
    }
    const parsed = supportBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const { consent: _consent, ...message } = parsed.data;
    if (isUndeliverable(message.email)) {
      return sendError(reply, 422, 'The given data was invalid.', { email: ['We cannot reply to this email address.'] });
    }
    const saved = store.addSupportMessage(tenant, message, new Date());
    return success({ id: saved.id, ticket_number: saved.ticket_number, created_at: saved.created_at }, 'Your message has been sent.');
  });
};
