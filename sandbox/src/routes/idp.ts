import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { BRANDS } from '../data/brand';
import { idpIdentitiesFor, idpLanguages, idpTexts, subjectOf, type IdpIdentity, type IdpLanguage, type IdpTexts } from '../data/idp';
import { idTokenLifetimeS, idpIssuer, signIdToken } from '../members/id-token';
import { TENANT_IDS, TENANTS, type Tenant } from '../tenancy';

// The identity provider's sign-in page, as the sandbox stands in for it (issue 10 "the sandbox stands
// in for the identity provider"; our design, in CONTRACT.md), outside /v1: a plain, accessible HTML
// page that a browser is sent to by the site (`GET /__idp/authorize`, OpenID Connect's implicit
// `id_token` flow). The person picks a demo identity or types an address and a name; the page sends
// the browser back to the site's `redirect_uri` with an ID token it signed and the site's `state`
// (`?id_token=…&state=…`), or with `?error=access_denied&state=…` when they cancel. The site hands
// the token to the platform's `firebase-login`, which checks it (members/id-token.ts).
//
// As a real provider does, it sends nobody to an address it does not know: `client_id` is a mall's
// origin, and `redirect_uri` is `/auth/sso/callback` on that origin's host or, for development, on
// localhost, *.localhost or 127.0.0.1. Anything else gets an error page, never a redirect.

export const idpAuthorizePath = '/__idp/authorize';
export const ssoCallbackPath = '/auth/sso/callback';

const developmentHost = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';

/** The mall a `client_id` names (its origin), or null. */
function clientOf(clientId: string): Tenant | null {
  return TENANT_IDS.map((id) => TENANTS[id]).find((tenant) => tenant.origin === clientId) ?? null;
}

/** Whether the provider may send a browser back to `uri` for this mall. */
export function allowedRedirect(uri: string, tenant: Tenant): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password || url.pathname !== ssoCallbackPath) return false;
  return url.hostname === new URL(tenant.origin).hostname || developmentHost(url.hostname);
}

const request = z.object({
  client_id: z.string().max(200),
  redirect_uri: z.string().max(2000),
  state: z.string().min(1).max(512),
  nonce: z.string().max(200).optional(),
  response_type: z.literal('id_token'),
  ui_locales: z.string().max(100).optional(),
});
type AuthorizeRequest = z.output<typeof request>;

/** The first of `ui_locales` the page speaks (`cz` counts as Czech too), else English. */
function languageOf(uiLocales: string | undefined): IdpLanguage {
  for (const tag of (uiLocales ?? '').split(/\s+/)) {
    const base = tag.toLowerCase().split('-')[0] === 'cz' ? 'cs' : tag.toLowerCase().split('-')[0];
    if ((idpLanguages as readonly string[]).includes(base ?? '')) return base as IdpLanguage;
  }
  return 'en';
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const style = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.stands{font-size:.875rem;color:#374151;background:#fef3c7;padding:.5rem .75rem;border-radius:4px}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
ul{list-style:none;padding:0;margin:0}li{margin:.5rem 0}
button{font:inherit;width:100%;padding:.625rem 1rem;border-radius:4px;border:2px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer;text-align:left}
button.secondary{background:#fff;color:#1d4ed8;text-align:center;margin-top:1.5rem}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.who{display:block;font-size:.875rem}
label{display:block;font-weight:600;margin-top:.75rem}
input{font:inherit;width:100%;padding:.5rem;border:1px solid #4b5563;border-radius:4px}
input[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;margin:.25rem 0 0}
form.other button{margin-top:1rem;text-align:center}`;

function page(lang: IdpLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escape(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

function hiddenFields(params: AuthorizeRequest): string {
  const fields: [string, string | undefined][] = [
    ['client_id', params.client_id],
    ['redirect_uri', params.redirect_uri],
    ['state', params.state],
    ['nonce', params.nonce],
    ['response_type', params.response_type],
    ['ui_locales', params.ui_locales],
  ];
  return fields
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('');
}

interface Typed {
  values: { email: string; given_name: string; family_name: string };
  errors: Partial<Record<'email' | 'given_name' | 'family_name', string>>;
}

function field(name: keyof Typed['values'], label: string, type: string, autocomplete: string, typed: Typed): string {
  const error = typed.errors[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${escape(label)}</label><input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="254" value="${escape(typed.values[name])}"${described}>${error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : ''}`;
}

function signInPage(params: AuthorizeRequest, tenant: Tenant, lang: IdpLanguage, typed: Typed): string {
  const t: IdpTexts = idpTexts[lang];
  const site = BRANDS[tenant.id].name;
  const hidden = hiddenFields(params);
  const action = `action="${idpAuthorizePath}" method="post"`;
  const identity = (person: IdpIdentity) => {
    const name = `${person.givenName} ${person.familyName}`.trim();
    return `<li><form ${action}>${hidden}<input type="hidden" name="identity" value="${escape(person.sub)}"><button type="submit">${escape(t.continueAs(name))}<span class="who">${escape(person.email)}</span></button></form></li>`;
  };
  return page(
    lang,
    `${t.title} – ${site}`,
    `<p class="stands">${escape(t.stands)}</p><h1>${escape(t.title)}</h1><p>${escape(t.asks(site))}</p>` +
      `<h2>${escape(t.choose)}</h2><ul>${idpIdentitiesFor(tenant.id).map(identity).join('')}</ul>` +
      `<h2 id="other-title">${escape(t.other)}</h2><form class="other" ${action} novalidate aria-labelledby="other-title">${hidden}` +
      `${field('email', t.email, 'email', 'email', typed)}${field('given_name', t.givenName, 'text', 'given-name', typed)}${field('family_name', t.familyName, 'text', 'family-name', typed)}` +
      `<button type="submit">${escape(t.signIn)}</button></form>` +
      `<form ${action}>${hidden}<input type="hidden" name="cancel" value="1"><button class="secondary" type="submit">${escape(t.cancel)}</button></form>`,
  );
}

function refuse(reply: FastifyReply, lang: IdpLanguage): FastifyReply {
  const t = idpTexts[lang];
  return reply.code(400).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(lang, t.errorTitle, `<p class="stands">${escape(t.stands)}</p><h1>${escape(t.errorTitle)}</h1><p>${escape(t.badRequest)}</p>`));
}

/** The browser's way back to the site: the redirect URI with the answer in its query. */
function back(reply: FastifyReply, redirectUri: string, answer: Record<string, string>): FastifyReply {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
  return reply.header('cache-control', 'no-store').redirect(url.toString(), 303);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function idpRoutes(app: FastifyInstance, opts: { now?: () => Date } = {}): Promise<void> {
  const now = opts.now ?? (() => new Date());
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /** The request, checked as a provider checks it before showing anything. */
  const checked = (input: unknown): { params: AuthorizeRequest; tenant: Tenant; lang: IdpLanguage } | { lang: IdpLanguage } => {
    const lang = languageOf(typeof (input as { ui_locales?: unknown })?.ui_locales === 'string' ? (input as { ui_locales: string }).ui_locales : undefined);
    const parsed = request.safeParse(input ?? {});
    if (!parsed.success) return { lang };
    const tenant = clientOf(parsed.data.client_id);
    if (!tenant || !allowedRedirect(parsed.data.redirect_uri, tenant)) return { lang };
    return { params: parsed.data, tenant, lang };
  };

  const show = (reply: FastifyReply, html: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-frame-options', 'DENY').send(html);

  app.get(idpAuthorizePath, async (req, reply) => {
    const result = checked(req.query);
    if (!('params' in result)) return refuse(reply, result.lang);
    return show(reply, signInPage(result.params, result.tenant, result.lang, { values: { email: '', given_name: '', family_name: '' }, errors: {} }));
  });

  app.post(idpAuthorizePath, async (req, reply) => {
    const result = checked(req.body);
    if (!('params' in result)) return refuse(reply, result.lang);
    const { params, tenant, lang } = result;
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.cancel !== undefined) return back(reply, params.redirect_uri, { error: 'access_denied', error_description: 'The person cancelled the sign-in.', state: params.state });

    let person: IdpIdentity | undefined;
    if (typeof body.identity === 'string') {
      person = idpIdentitiesFor(tenant.id).find((candidate) => candidate.sub === body.identity);
      if (!person) return refuse(reply, lang);
    } else {
      const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim().slice(0, 254) : '');
      const typed: Typed = { values: { email: text('email'), given_name: text('given_name'), family_name: text('family_name') }, errors: {} };
      const t = idpTexts[lang];
      if (!typed.values.email) typed.errors.email = t.required;
      else if (!emailPattern.test(typed.values.email)) typed.errors.email = t.invalidEmail;
      if (!typed.values.given_name) typed.errors.given_name = t.required;
      if (!typed.values.family_name) typed.errors.family_name = t.required;
      if (Object.keys(typed.errors).length > 0) return show(reply.code(422), signInPage(params, tenant, lang, typed));
      person = { sub: subjectOf(typed.values.email), email: typed.values.email.toLowerCase(), givenName: typed.values.given_name, familyName: typed.values.family_name };
    }

    const issuedAt = Math.floor(now().getTime() / 1000);
    const idToken = signIdToken({
      iss: idpIssuer,
      aud: tenant.origin,
      sub: person.sub,
      email: person.email,
      email_verified: true,
      given_name: person.givenName,
      family_name: person.familyName,
      name: `${person.givenName} ${person.familyName}`.trim(),
      iat: issuedAt,
      exp: issuedAt + idTokenLifetimeS,
      ...(params.nonce ? { nonce: params.nonce } : {}),
    });
    return back(reply, params.redirect_uri, { id_token: idToken, state: params.state });
  });
}
