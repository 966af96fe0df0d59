import { z } from 'zod';
import type { Area } from '../area';
import { createFormsStore, isUndeliverable } from '../data/newsletter';
import { sendError, success } from '../envelope';
import { acceptedField, emailField, invalid, optionalText } from './form-body';

const subscribeBody = z.object({
  email: emailField,
  name: optionalText('name', 100),
  consent: acceptedField('consent'),
});
const unsubscribeBody = z.object({ email: emailField });

/**
 * `POST /v1/newsletters/subscription` and `POST /v1/newsletters/unsubscribe` (spec §7; the shapes
 * are our choice, in CONTRACT.md). The list is per tenant and per sandbox; `/__sandbox/reset` brings
 * back the seed.
 */
export const newsletterArea: Area = (app, ctx) => {
  const store = createFormsStore();
  // The knobs' reset also resets the list (the knob routes call this same object).
  const resetKnobs = app.knobs.reset.bind(app.knobs);
  app.knobs.reset = () => {
    resetKnobs();
    store.reset();
  };

  app.post('/newsletters/subscription', async (request, reply) => {
    const parsed = subscribeBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const { email, name } = parsed.data;
    if (isUndeliverable(email)) {
      return sendError(reply, 422, 'The given data was invalid.', { email: ['The email address cannot receive our newsletter.'] });
    }
    const result = store.subscribe(ctx.tenant(request).id, { email, name }, new Date());
    if (result === 'already-subscribed') {
      return sendError(reply, 422, 'The given data was invalid.', { email: ['The email has already been subscribed.'] });
    }
    return success(result, 'Subscribed to the newsletter.');
  });

  app.post('/newsletters/unsubscribe', async (request, reply) => {
    const parsed = unsubscribeBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const { email } = parsed.data;
    if (!store.unsubscribe(ctx.tenant(request).id, email)) {
      return sendError(reply, 422, 'The given data was invalid.', { email: ['The selected email is not subscribed.'] });
    }
    return success({ email, unsubscribed_at: new Date().toISOString() }, 'Unsubscribed from the newsletter.');
  });
};
