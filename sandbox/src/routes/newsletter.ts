import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Area } from '../area';
import { mailLocales } from '../data/account-mails';
import { isUndeliverable } from '../data/newsletter';
import { errorBody, sendError, success } from '../envelope';
import type { LinkRefusal } from '../newsletter/list';
import type { Tenant } from '../tenancy';
import { acceptedField, emailField, invalid, optionalText } from './form-body';

/** An address of the site (the page a mailed link leads to): http(s), at most 2000 characters; its origin is checked per tenant. */
const siteUrl = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, { error: `The ${field} field is required.` })
    .max(2000, { error: `The ${field} field must not be greater than 2000 characters.` })
    .pipe(z.url({ protocol: /^https?$/, error: `The ${field} field must be a valid URL.` }));

const locale = z.enum(mailLocales, { error: `The locale field must be one of: ${mailLocales.join(', ')}.` }).default('en');

const subscribeBody = z.object({
  email: emailField,
  name: optionalText('name', 100),
  consent: acceptedField('consent'),
  locale,
  confirm_url: siteUrl('confirm url'),
  unsubscribe_url: siteUrl('unsubscribe url'),
});
const linkBody = z.object({ token: z.string({ error: 'The token field is required.' }).min(1, { error: 'The token field is required.' }).max(2048, { error: 'The link is not valid.' }) });
const unsubscribeRequestBody = z.object({ email: emailField, locale, unsubscribe_url: siteUrl('unsubscribe url') });

const refusalMessages: Record<LinkRefusal, string> = {
  link_invalid: 'The link is not valid.',
  link_expired: 'The link has expired. Subscribe again to get a new one.',
  link_used: 'The link has already been used.',
};

/** A refused link: 422 on `token`, and `reason` for a program (the site shows a page per reason). */
function refuseLink(reply: FastifyReply, reason: LinkRefusal): FastifyReply {
  return reply.code(422).send({ ...errorBody(422, 'The given data was invalid.', { token: [refusalMessages[reason]] }), reason });
}

/** The fields whose address is not on the tenant's own site: a mailed link never leads elsewhere. */
function foreignUrls(tenant: Tenant, urls: Record<string, string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, url] of Object.entries(urls)) {
    if (new URL(url).origin !== tenant.origin) errors[field] = [`The ${field.replace('_', ' ')} field must be an address of ${tenant.origin}.`];
  }
  return errors;
}

/**
 * `POST /v1/newsletters/subscription`, `…/subscription/confirm` and `POST /v1/newsletters/unsubscribe`
 * (spec §7 names the first and the last; the shapes and the confirmation are our choice, in
 * CONTRACT.md "newsletters"). The list and its links are newsletter/list.ts's; `/__sandbox/reset`
 * brings back the seed.
 */
export const area: Area = (app, ctx) => {
  const list = ctx.newsletter;
  // The knobs' reset also resets the list (the knob routes call this same object).
  const resetKnobs = app.knobs.reset.bind(app.knobs);
  app.knobs.reset = () => {
    resetKnobs();
    list.reset();
  };

  app.post('/newsletters/subscription', async (request, reply) => {
    const parsed = subscribeBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const tenant = ctx.tenant(request);
    const { email, name, confirm_url, unsubscribe_url } = parsed.data;
    const foreign = foreignUrls(tenant, { confirm_url, unsubscribe_url });
    if (Object.keys(foreign).length > 0) return sendError(reply, 422, 'The given data was invalid.', foreign);
    if (isUndeliverable(email)) {
      return sendError(reply, 422, 'The given data was invalid.', { email: ['The email address cannot receive our newsletter.'] });
    }
    list.subscribe(tenant.id, { email, name, locale: parsed.data.locale, confirmUrl: confirm_url, unsubscribeUrl: unsubscribe_url });
    // The same answer for a new, a pending and a subscribed address: the inbox tells its owner which.
    return success({ email }, 'Check the inbox of this address to confirm the subscription.');
  });

  app.post('/newsletters/subscription/confirm', async (request, reply) => {
    const parsed = linkBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const result = list.confirm(ctx.tenant(request).id, parsed.data.token);
    if (!result.ok) return refuseLink(reply, result.reason);
    return success({ email: result.email, subscribed_at: result.at.toISOString() }, 'Subscribed to the newsletter.');
  });

  app.post('/newsletters/unsubscribe', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const tenant = ctx.tenant(request);
    if (body.token !== undefined) {
      const parsed = linkBody.safeParse(body);
      if (!parsed.success) return invalid(reply, parsed.error.issues);
      const result = list.unsubscribe(tenant.id, parsed.data.token);
      if (!result.ok) return refuseLink(reply, result.reason);
      return success({ email: result.email, unsubscribed_at: result.at.toISOString() }, 'Unsubscribed from the newsletter.');
    }
    const parsed = unsubscribeRequestBody.safeParse(body);
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const foreign = foreignUrls(tenant, { unsubscribe_url: parsed.data.unsubscribe_url });
    if (Object.keys(foreign).length > 0) return sendError(reply, 422, 'The given data was invalid.', foreign);
    list.requestUnsubscribe(tenant.id, { email: parsed.data.email, locale: parsed.data.locale, unsubscribeUrl: parsed.data.unsubscribe_url });
    // The same answer whether the address is on the list or not.
    return success({ email: parsed.data.email }, 'If the address is on the list, it has been sent a link to unsubscribe.');
  });
};
