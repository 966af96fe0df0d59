import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { languages, pathFor, type Lang } from '@mall/site';
import { newsletterLinkFrom, newsletterParams, type NewsletterLinkKind, type NewsletterOutcome } from '@mall/site/forms';
import { z } from 'zod';
import type { Tenant } from '../tenancy/tenants';
import { linkReply } from './upstream';

// The newsletter's mailed links (issue 17, "Anyone can unsubscribe any address"). The platform keeps
// the list, sends every newsletter, and signs the links it mails; the site gives it the pages they
// lead to and, when one comes back, hands its token to the platform, which alone can check it
// (sandbox/CONTRACT.md "newsletters"). So neither the site nor anyone calling the platform directly
// changes the list with an address alone.
//
// A link leads to the newsletter page in the language it was asked in: `?confirm=1&token=…` or
// `?unsubscribe=1&token=…`. Opening it (a GET) changes nothing: mail scanners open links, and would
// otherwise confirm subscriptions nobody asked for and unsubscribe people. The page shows a button,
// a plain form posting to its own address (no script needed), answered here:
//
// - from the page (the form's `source=page`): 303 to the page with `?result=<outcome>` (post, then
//   get: a reload sends nothing again), or back to the link with `result=unavailable` when the platform
//   cannot be asked, so the button is there to try again;
// - from anything else, such as a mail client's one-click unsubscribe (RFC 8058: a POST of
//   `List-Unsubscribe=One-Click` to the `List-Unsubscribe` address, which is this page's link): the
//   outcome as JSON with its status, no redirect to follow.
//
// The token in the address is what authorises, so a post from another site is no forgery here (a
// one-click POST comes from the mail provider's servers), and nothing is read from cookies.

/** The site's newsletter page in `lang`, on the tenant's configured origin (never the Host: a link must not lead elsewhere). */
export function newsletterPage(tenant: Tenant, lang: Lang, kind: NewsletterLinkKind): string {
  return `${new URL(tenant.origin).origin}${pathFor('newsletter', lang)}?${kind === 'confirm' ? newsletterParams.confirm : newsletterParams.unsubscribe}=1`;
}

const refusals: Readonly<Record<string, NewsletterOutcome>> = { link_invalid: 'invalid', link_expired: 'expired', link_used: 'used' };

/** The platform's answer to a link's token: confirmed or unsubscribed, or why not. */
async function redeem(request: FastifyRequest, kind: NewsletterLinkKind, token: string): Promise<NewsletterOutcome> {
  const call = { tenant: request.tenant, requestId: request.id, deadline: request.deadline };
  const path = kind === 'confirm' ? 'newsletters/subscription/confirm' : 'newsletters/unsubscribe';
  const result = await request.server.upstream.send(call, 'POST', path, linkReply, { token });
  if (result.ok) return kind === 'confirm' ? 'confirmed' : 'unsubscribed';
  if (result.error.kind === 'validation') return refusals[result.error.reason ?? ''] ?? 'invalid';
  request.log.warn({ kind: result.error.kind, status: result.error.status }, 'newsletter link: the platform could not be asked');
  return 'unavailable';
}

/** The page's own button says so; anything else is a program (RFC 8058's one-click POST). */
const fromPage = z.object({ source: z.literal('page') });

/** What a program is answered: the HTTP status and the error's code (DESIGN.md: errors carry codes). */
const programAnswers: Record<NewsletterOutcome, { status: number; error?: string; message?: string }> = {
  confirmed: { status: 200 },
  unsubscribed: { status: 200 },
  invalid: { status: 400, error: 'INVALID_LINK', message: 'The link is not valid.' },
  expired: { status: 410, error: 'LINK_EXPIRED', message: 'The link has expired.' },
  used: { status: 409, error: 'LINK_USED', message: 'The link has already been used.' },
  unavailable: { status: 503, error: 'UPSTREAM_UNAVAILABLE', message: 'The newsletter cannot be reached now; try again later.' },
};

/** Where the page's button leads after its post: the outcome on the page, or the link again to retry. */
export function resultLocation(lang: Lang, outcome: NewsletterOutcome, link: { kind: NewsletterLinkKind; token: string } | null): string {
  const page = pathFor('newsletter', lang);
  const query = new URLSearchParams();
  if (outcome === 'unavailable' && link) {
    query.set(link.kind === 'confirm' ? newsletterParams.confirm : newsletterParams.unsubscribe, '1');
    query.set(newsletterParams.token, link.token);
  }
  query.set(newsletterParams.result, outcome);
  return `${page}?${query}`;
}

function answer(reply: FastifyReply, lang: Lang, outcome: NewsletterOutcome, link: { kind: NewsletterLinkKind; token: string } | null, page: boolean): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (page) return reply.redirect(resultLocation(lang, outcome, link), 303);
  const { status, error, message } = programAnswers[outcome];
  if (outcome === 'unavailable') reply.header('retry-after', '30');
  return reply.code(status).send(error ? { error, message } : { ok: true, result: outcome });
}

const newsletterLinkRoutes: FastifyPluginAsync = async (fastify) => {
  // The page's form (url-encoded) and a one-click POST (RFC 8058 asks for multipart/form-data, or
  // url-encoded). Small bodies only; a multipart one is read and dropped (the address decides).
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  fastify.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

  for (const lang of languages) {
    fastify.post(pathFor('newsletter', lang), { bodyLimit: 4096 }, async (request, reply) => {
      const link = newsletterLinkFrom(new URL(request.url, 'http://site.invalid').searchParams);
      const outcome = link ? await redeem(request, link.kind, link.token) : 'invalid';
      const page = fromPage.safeParse(request.body).success;
      // Neither the token nor the address is logged (the URL's token is masked in every log line).
      request.log.info({ kind: link?.kind ?? null, outcome, from: page ? 'page' : 'program' }, 'newsletter link');
      return answer(reply, lang, outcome, link, page);
    });
  }
};

export default newsletterLinkRoutes;
