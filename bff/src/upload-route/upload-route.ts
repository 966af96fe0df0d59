import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isLang, type Lang } from '@mall/site';
import { checkForm, type FormName } from '@mall/site/forms';
import { UPLOAD_FILE_FIELD, UPLOAD_REQUEST_HEADER, UPLOAD_TYPES, type UploadType } from '@mall/site/uploads';
import { rateLimitMessage } from '../graphql/form-outcome';
import { endSession, sessionOf } from '../session/session';
import type { UpstreamFailure } from '../upstream/result';
import { forwardUpload } from './forward-upload';
import { receiveUpload, type ReceivedUpload } from './receive-upload';
import { invalidFields, refusalOfFailure, tooLarge, UploadRefusal } from './refusals';
import { uploadTexts } from './texts';

// Uploads (issue 10: receipts, profile picture; spec §5 "Uploadable file types: image/jpeg,
// image/png, application/pdf only"), the parts every upload route shares, each in its own file:
// - the type is read from the file's first bytes (type-check.ts), whatever its name or declared type;
// - the size is limited (UPLOAD_MAX_BYTES) while it arrives, and by Content-Length before; the file is
//   spooled to a temporary file as it streams in (receive-upload.ts), then streamed from disk to the
//   platform as multipart/form-data built with undici, with the member's token (forward-upload.ts);
// - only a member's session, and only from the site's own pages: the SameSite=Lax cookie, a header a
//   cross-site form cannot send (`x-mall-upload`), and the Origin (or Sec-Fetch-Site) of the site (here);
// - every refusal is JSON with a code, a message in the page's language (`?lang=`) and the refused
//   fields, as the forms' are (refusals.ts, texts.ts); an expired session ends here as it does in GraphQL.

/** The request comes from another site: its Origin is another host, or the browser says it is cross-site. */
export function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  const ownHost = typeof request.headers.host === 'string' ? request.headers.host.toLowerCase() : '';
  let foreignOrigin = false;
  if (typeof origin === 'string') {
    try {
      foreignOrigin = origin === 'null' || new URL(origin).host.toLowerCase() !== ownHost;
    } catch {
      foreignOrigin = true;
    }
  }
  return foreignOrigin || (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none');
}

/** An upload route: which form it is, what it checks, where it goes, what it answers. */
export interface UploadRouteOptions<S extends Parameters<typeof checkForm>[0], R extends z.ZodType, T> {
  /** The route's URL (`/api/receipts`). */
  url: string;
  /** The form's name: its rate limit (FORM_RATE_LIMIT_* per tenant and address). */
  form: FormName;
  /** The text fields' shared zod schema (`@mall/site/forms`). */
  schema: S;
  /** The file types taken; default: JPEG, PNG, PDF. */
  types?: readonly UploadType[];
  /** The platform's path (`me/receipts`). */
  upstreamPath: string;
  /** The checked fields as the platform names them. */
  upstreamFields(value: z.output<S>): Record<string, string>;
  /** The platform's field names mapped to the form's (its refusals land on those fields). */
  platformFields: Readonly<Record<string, string>>;
  /** The platform's reply (POST: the whole reply). */
  reply: R;
  /** What the browser gets: display-ready. */
  answer(value: z.output<R>, context: { request: FastifyRequest; lang: Lang }): T | Promise<T>;
  /**
   * Makes the file the platform gets from the one received (the profile picture: a square avatar; a
   * receipt: a photo re-encoded, a PDF checked), beside it in the upload's temporary folder; an
   * UploadRefusal refuses the upload.
   */
  prepare?(file: ReceivedUpload['file'], context: { lang: Lang; request: FastifyRequest }): Promise<ReceivedUpload['file']>;
}

/** Headroom over the file's limit for the other parts and the multipart framing. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * An upload route as a plugin of its own scope (its multipart parser reaches no other route). It
 * answers 201 `{ ok: true, item }`, or an UploadErrorBody with its status (uploads.ts).
 */
export function uploadRoute<S extends Parameters<typeof checkForm>[0], R extends z.ZodType, T>(options: UploadRouteOptions<S, R, T>): FastifyPluginAsync {
  const types = options.types ?? UPLOAD_TYPES;
  return async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.post<{ Querystring: { lang?: string } }>(options.url, async (request, reply) => {
      const lang: Lang = isLang(request.query.lang) ? request.query.lang : request.tenant.fallbackLanguage;
      const maxBytes = scope.config.UPLOAD_MAX_BYTES;
      reply.header('cache-control', 'private, no-store');
      const refuse = (refusal: UploadRefusal) => {
        if (refusal.code === 'RATE_LIMITED' && refusal.retryAfter !== undefined) reply.header('retry-after', String(refusal.retryAfter));
        // A body not read to its end is not worth keeping the connection for.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        return reply.code(refusal.statusCode).send(refusal.body());
      };

      if (isCrossSite(request) || request.headers[UPLOAD_REQUEST_HEADER] === undefined) {
        request.log.info({ origin: request.headers.origin ?? null }, 'cross-site upload refused');
        return refuse(new UploadRefusal('FORBIDDEN', uploadTexts[lang].crossSite));
      }
      const session = sessionOf(request);
      if (!session) return refuse(new UploadRefusal('UNAUTHENTICATED', uploadTexts[lang].signIn));
      if (!request.isMultipart()) return refuse(new UploadRefusal('UNSUPPORTED_MEDIA_TYPE', uploadTexts[lang].notMultipart));
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_BYTES) return refuse(tooLarge(lang, maxBytes));
      const limit = await scope.formRateLimit.hit(request, options.form);
      if (!limit.allowed) return refuse(new UploadRefusal('RATE_LIMITED', rateLimitMessage(lang, limit.retryAfterSeconds), [], limit.retryAfterSeconds));

      let upload: ReceivedUpload | null = null;
      try {
        upload = await receiveUpload(request, { maxBytes, types, lang });
        const checked = checkForm(options.schema, upload.fields, lang);
        if (!checked.ok) return refuse(invalidFields(lang, checked.errors));
        const call = { tenant: request.tenant, token: session.token, requestId: request.id };
        const file = options.prepare ? await options.prepare(upload.file, { lang, request }) : upload.file;
        const result = await forwardUpload(scope, call, options.upstreamPath, { fields: options.upstreamFields(checked.value as z.output<S>), file }, options.reply);
        if (!result.ok) {
          const names = options.platformFields;
          const mapped: UpstreamFailure = result.error.fieldErrors
            ? { ...result.error, fieldErrors: Object.fromEntries(Object.entries(result.error.fieldErrors).map(([field, messages]) => [names[field] ?? field, messages])) }
            : result.error;
          const refusal = refusalOfFailure(mapped, lang, [...Object.values(names), UPLOAD_FILE_FIELD], maxBytes, { form: options.form, log: request.log, sent: upload.fields });
          if (refusal.code === 'UNAUTHENTICATED') endSession(reply);
          request.log[refusal.code === 'UPSTREAM_UNAVAILABLE' ? 'warn' : 'info']({ kind: result.error.kind, status: result.error.status, path: result.error.path }, 'upload refused by the platform');
          return refuse(refusal);
        }
        request.log.info({ type: upload.file.type, bytes: upload.file.size, sent: { type: file.type, bytes: file.size } }, 'upload accepted');
        return reply.code(201).send({ ok: true, item: await options.answer(result.value, { request, lang }) });
      } catch (error) {
        if (error instanceof UploadRefusal) {
          request.log.info({ code: error.code }, 'upload refused');
          return refuse(error);
        }
        throw error;
      } finally {
        await upload?.dispose();
      }
    });
  };
}

