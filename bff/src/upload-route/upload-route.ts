import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { FormData, request as undiciRequest } from 'undici';
import type { z } from 'zod';
import { isLang, type Lang } from '@mall/site';
import { checkForm, fieldErrorMessage, type FieldError, type FormName } from '@mall/site/forms';
import {
  UPLOAD_EXTENSIONS,
  UPLOAD_FILE_FIELD,
  UPLOAD_REQUEST_HEADER,
  UPLOAD_TYPES,
  megabytes,
  uploadErrorStatus,
  type UploadErrorBody,
  type UploadErrorCode,
  type UploadType,
} from '@mall/site/uploads';
import { buildUrl, classifyReply, type CallContext } from '../upstream/client';
import { endpointTemplate } from '../upstream/endpoint';
import { createUpstreamMetrics } from '../upstream/metrics';
import { fail, ok, type Result, type UpstreamFailure } from '../upstream/result';
import { platformFieldErrors, rateLimitMessage, type RefusalContext } from '../shared/form-outcome';
import { endSession, sessionOf } from '../session/session';

// Uploads (issue 10: receipts, profile picture; spec §5 "Uploadable file types: image/jpeg,
// image/png, application/pdf only"), the parts every upload route shares:
// - the type is read from the file's first bytes (`file-type`), whatever its name or declared type;
// - the size is limited (UPLOAD_MAX_BYTES) while it arrives, and by Content-Length before;
// - the file is spooled to a temporary file as it streams in (never whole in memory), so that the
//   platform never receives a file or a form we would refuse (parts may come in any order, and the
//   last byte may be one too many), then streamed from disk to the platform as multipart/form-data
//   built with undici, with the member's token;
// - only a member's session, and only from the site's own pages: the SameSite=Lax cookie, a header a
//   cross-site form cannot send (`x-mall-upload`), and the Origin (or Sec-Fetch-Site) of the site;
// - every refusal is JSON with a code, a message in the page's language (`?lang=`) and the refused
//   fields, as the forms' are; an expired session ends here as it does in GraphQL.

/** Bytes the type is read from: file-type's own "reasonable detection size". */
export const SNIFF_BYTES = 4100;

/** The file's type from its first bytes, when it is one of `types`; null for anything else. */
export async function sniffUploadType(head: Uint8Array, types: readonly UploadType[] = UPLOAD_TYPES): Promise<UploadType | null> {
  const found = await fileTypeFromBuffer(head.subarray(0, SNIFF_BYTES));
  const mime = found?.mime;
  return mime !== undefined && (types as readonly string[]).includes(mime) ? (mime as UploadType) : null;
}

/** A refusal of an upload: its code, a message in the page's language and the refused fields. */
export class UploadRefusal extends Error {
  constructor(
    readonly code: UploadErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'UploadRefusal';
  }

  get statusCode(): number {
    return uploadErrorStatus[this.code];
  }

  body(): UploadErrorBody {
    return { error: this.code, message: this.message, fieldErrors: this.fieldErrors, ...(this.retryAfter === undefined ? {} : { retryAfter: this.retryAfter }) };
  }
}

const words: Record<Lang, { signIn: string; crossSite: string; forbidden: string; notMultipart: string; malformed: string; invalid: string; unavailable: string; expired: string }> = {
  en: {
    signIn: 'Please sign in to upload files.',
    crossSite: 'Files can be uploaded from this site only.',
    forbidden: 'This upload is not possible for your account.',
    notMultipart: 'Please send the file as a form upload (multipart/form-data).',
    malformed: 'The file did not arrive whole or arrived damaged. Please choose it and send it again.',
    invalid: 'Please check the highlighted fields.',
    unavailable: 'The upload could not be completed right now. Please try again in a moment.',
    expired: 'Your session has ended. Please sign in again.',
  },
  cz: {
    signIn: 'Pro nahrání souborů se prosím přihlaste.',
    crossSite: 'Soubory lze nahrávat jen z tohoto webu.',
    forbidden: 'Toto nahrání není pro váš účet možné.',
    notMultipart: 'Pošlete prosím soubor jako nahrání formulářem (multipart/form-data).',
    malformed: 'Soubor nedorazil celý nebo je poškozený. Vyberte ho prosím a pošlete znovu.',
    invalid: 'Zkontrolujte prosím označená pole.',
    unavailable: 'Nahrání se teď nepodařilo dokončit. Zkuste to prosím za chvíli znovu.',
    expired: 'Vaše přihlášení vypršelo. Přihlaste se prosím znovu.',
  },
  sk: {
    signIn: 'Na nahranie súborov sa, prosím, prihláste.',
    crossSite: 'Súbory možno nahrávať len z tohto webu.',
    forbidden: 'Toto nahranie nie je pre váš účet možné.',
    notMultipart: 'Pošlite, prosím, súbor ako nahranie formulárom (multipart/form-data).',
    malformed: 'Súbor neprišiel celý alebo je poškodený. Vyberte ho, prosím, a pošlite znova.',
    invalid: 'Skontrolujte, prosím, označené polia.',
    unavailable: 'Nahrávanie sa teraz nepodarilo dokončiť. Skúste to, prosím, o chvíľu znova.',
    expired: 'Vaše prihlásenie vypršalo. Prihláste sa, prosím, znova.',
  },
  de: {
    signIn: 'Bitte melden Sie sich an, um Dateien hochzuladen.',
    crossSite: 'Dateien können nur über diese Website hochgeladen werden.',
    forbidden: 'Dieser Upload ist für Ihr Konto nicht möglich.',
    notMultipart: 'Bitte senden Sie die Datei als Formular-Upload (multipart/form-data).',
    malformed: 'Die Datei ist nicht vollständig oder beschädigt angekommen. Bitte wählen Sie sie aus und senden Sie sie erneut.',
    invalid: 'Bitte prüfen Sie die markierten Felder.',
    unavailable: 'Das Hochladen konnte gerade nicht abgeschlossen werden. Bitte versuchen Sie es gleich noch einmal.',
    expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
};

/** The file's own refusals, on the `file` field. */
export function tooLarge(lang: Lang, maxBytes: number): UploadRefusal {
  const message = fieldErrorMessage('fileTooLarge', lang, { max: megabytes(maxBytes) });
  return new UploadRefusal('PAYLOAD_TOO_LARGE', message, [{ field: UPLOAD_FILE_FIELD, code: 'fileTooLarge', message }]);
}

export function notAllowedType(lang: Lang): UploadRefusal {
  return fileRefusal(lang, 'invalidFile');
}

/** A PDF that runs or carries something (issue 17): of a type we take, with content we do not. */
export function unsafeFile(lang: Lang): UploadRefusal {
  return fileRefusal(lang, 'unsafeFile');
}

/** A PDF that cannot be checked: damaged, encrypted, protected by a password, too complex to read in time. */
export function unreadableFile(lang: Lang): UploadRefusal {
  return fileRefusal(lang, 'unreadableFile');
}

/** The file's content refused (415, as a type not taken): its own message on the `file` field. */
function fileRefusal(lang: Lang, code: 'invalidFile' | 'unsafeFile' | 'unreadableFile'): UploadRefusal {
  const message = fieldErrorMessage(code, lang);
  return new UploadRefusal('UNSUPPORTED_MEDIA_TYPE', message, [{ field: UPLOAD_FILE_FIELD, code, message }]);
}

/** The upload cannot be completed now (the platform, or the server busy checking other files): try again. */
export function unavailable(lang: Lang): UploadRefusal {
  return new UploadRefusal('UPSTREAM_UNAVAILABLE', words[lang].unavailable);
}

function invalidFields(lang: Lang, fieldErrors: FieldError[]): UploadRefusal {
  return new UploadRefusal('BAD_USER_INPUT', words[lang].invalid, fieldErrors);
}

/**
 * A body that cannot be read as the form a browser sends (issue 17: a wrong boundary answered 500): no
 * boundary or another one, a body cut short, a part without a name, more parts or files than the form
 * has, a value or a file name past any real one. The client's mistake, never ours: 400.
 */
export function malformedBody(lang: Lang): UploadRefusal {
  return new UploadRefusal('BAD_USER_INPUT', words[lang].malformed);
}

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

/** A received upload: the form's text fields and the file, spooled to disk until `dispose()`. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  file: { path: string; name: string; type: UploadType; size: number };
  dispose(): Promise<void>;
}

/** A file name safe to pass on: no path, no control characters, at most 120 characters, the type's own ending. */
export function uploadFileName(original: string | undefined, type: UploadType): string {
  const endings = UPLOAD_EXTENSIONS[type];
  // eslint-disable-next-line no-control-regex
  const bare = basename((original ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const lower = bare.toLowerCase();
  const stem = (endings.some((ending) => lower.endsWith(ending)) ? bare.slice(0, bare.lastIndexOf('.')) : bare).slice(0, 100) || 'upload';
  return `${stem}${endings[0]}`;
}

/** Holds the first bytes back until their type is known; counts the bytes that pass. */
class TypeCheck extends Transform {
  private held: Buffer[] = [];
  private heldBytes = 0;
  private checked = false;
  type: UploadType | null = null;
  size = 0;

  constructor(private readonly types: readonly UploadType[]) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.checked) return done(null, chunk);
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes < SNIFF_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.checked) return done();
    this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.held);
    this.held = [];
    sniffUploadType(head, this.types).then(
      (type) => {
        if (!type) return done(new TypeRefused());
        this.type = type;
        this.checked = true;
        done(null, head);
      },
      (error: unknown) => done(error as Error),
    );
  }
}

class TypeRefused extends Error {}

const isFileTooLarge = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** An error of the machine (a disk that is full, too many open files): ours, never the client's. */
const isSystemError = (error: unknown) => typeof error === 'object' && error !== null && typeof (error as { syscall?: unknown }).syscall === 'string';

/**
 * What reading the body threw, as the client's refusal: the file over the limit (413), else a body that
 * cannot be read (busboy's "Unexpected end of multipart data", "Boundary not found", @fastify/multipart's
 * limits and premature close: 400). Only the machine's own errors stay errors (500).
 */
function bodyRefusal(error: unknown, lang: Lang, maxBytes: number): unknown {
  if (error instanceof UploadRefusal || isSystemError(error)) return error;
  return isFileTooLarge(error) ? tooLarge(lang, maxBytes) : malformedBody(lang);
}

/** Longer than any file system's name (255 bytes); busboy cuts a part's header at 80 KB without a word. */
export const MAX_FILE_NAME_CHARS = 1024;

/**
 * Reads a multipart upload: its text fields, and its one file (field `file`) spooled to a temporary
 * file while its size is counted (over `maxBytes`: PAYLOAD_TOO_LARGE) and its type read from its
 * first bytes (not one of `types`: UNSUPPORTED_MEDIA_TYPE, as soon as those bytes have arrived).
 */
export async function receiveUpload(request: FastifyRequest, options: { maxBytes: number; types: readonly UploadType[]; lang: Lang }): Promise<ReceivedUpload> {
  const { maxBytes, types, lang } = options;
  const dir = await mkdtemp(join(tmpdir(), 'mall-upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] | null = null;
  try {
    // Every error of the parts' iterator comes from the body (busboy's parser, the limits): the client's.
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 2048, parts: 21, headerPairs: 50 } })[Symbol.asyncIterator]();
    for (;;) {
      let next: Awaited<ReturnType<typeof parts.next>>;
      try {
        next = await parts.next();
      } catch (error) {
        throw bodyRefusal(error, lang, maxBytes);
      }
      if (next.done) break;
      const part = next.value;
      if (!part.fieldname) {
        if (part.type === 'file') part.file.resume();
        throw malformedBody(lang);
      }
      if (part.type === 'field') {
        // A value cut at the limit is not the value sent.
        if (part.valueTruncated || part.fieldnameTruncated) throw malformedBody(lang);
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== UPLOAD_FILE_FIELD) {
        part.file.resume();
        throw invalidFields(lang, [{ field: part.fieldname, code: 'rejected', message: fieldErrorMessage('rejected', lang) }]);
      }
      if ((part.filename?.length ?? 0) > MAX_FILE_NAME_CHARS) {
        part.file.resume();
        throw malformedBody(lang);
      }
      const check = new TypeCheck(types);
      const path = join(dir, 'file');
      try {
        await pipeline(part.file, check, createWriteStream(path));
      } catch (error) {
        if (error instanceof TypeRefused) throw notAllowedType(lang);
        // The file stream fails with the body (cut short, a part ended early); the write stream with the disk.
        throw bodyRefusal(error, lang, maxBytes);
      }
      // Without throwFileSizeLimit the stream would end cut short; it throws, but be sure.
      if (part.file.truncated) throw tooLarge(lang, maxBytes);
      file = { path, name: uploadFileName(part.filename, check.type!), type: check.type!, size: check.size };
    }
    if (!file) {
      // Missing: asked for as a file of the types taken, not as a field to fill in.
      const message = fieldErrorMessage('invalidFile', lang);
      throw invalidFields(lang, [{ field: UPLOAD_FILE_FIELD, code: 'required', message }]);
    }
    return { fields, file, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Sends a received upload to the platform as multipart/form-data (undici's FormData, the file
 * streamed from disk), with the member's token. POST replies are used whole (spec §7). Never retried.
 */
export async function forwardUpload<S extends z.ZodType>(
  server: Pick<FastifyInstance, 'log' | 'metricsRegistry'> & { config: Pick<FastifyInstance['config'], 'UPSTREAM_TIMEOUT_MS'> },
  call: CallContext & { token: string },
  path: string,
  upload: Pick<ReceivedUpload, 'fields' | 'file'>,
  schema: S,
): Promise<Result<z.output<S>, UpstreamFailure>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append(UPLOAD_FILE_FIELD, await openAsBlob(upload.file.path, { type: upload.file.type }), upload.file.name);
  const headers: Record<string, string> = { origin: call.tenant.origin, accept: 'application/json', authorization: `Bearer ${call.token}` };
  if (call.requestId) headers['x-request-id'] = call.requestId;
  // Sending takes time of its own: the call's timeout plus a second per megabyte.
  const timeoutMs = server.config.UPSTREAM_TIMEOUT_MS + Math.ceil(upload.file.size / (1024 * 1024)) * 1000;
  const metrics = createUpstreamMetrics(server.metricsRegistry);
  const started = performance.now();
  let status = 'network';
  try {
    const response = await undiciRequest(buildUrl(call.tenant.upstreamUrl, path), { method: 'POST', headers, body: form, signal: AbortSignal.timeout(timeoutMs) });
    status = String(response.statusCode);
    const text = await response.body.text();
    let parsed: unknown = null;
    try {
      parsed = text.length > 0 ? JSON.parse(text) : null;
    } catch {
      return fail(classifyReply(path, response.statusCode, null) ?? { kind: 'protocol', message: 'upstream reply is not JSON', retryable: false, path, status: response.statusCode });
    }
    const failure = classifyReply(path, response.statusCode, parsed);
    if (failure) return fail(failure);
    const checked = schema.safeParse(parsed);
    if (!checked.success) {
      server.log.warn({ tenant: call.tenant.id, path, issues: checked.error.issues.slice(0, 5) }, 'upstream reply has an unexpected shape');
      return fail({ kind: 'protocol', message: 'upstream reply has an unexpected shape', retryable: false, path, status: response.statusCode });
    }
    return ok(checked.data);
  } catch (error) {
    const name = (error as { name?: string }).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    status = timedOut ? 'timeout' : 'network';
    return fail({ kind: timedOut ? 'timeout' : 'network', message: timedOut ? 'upstream timed out' : 'upstream unreachable', retryable: true, path });
  } finally {
    metrics.observe({ tenant: call.tenant.id, method: 'POST', endpoint: endpointTemplate(path), status }, (performance.now() - started) / 1000);
  }
}

/** The platform's refusal of an upload as ours: its field errors on the form's fields, an ended session, or unavailable. */
export function refusalOfFailure(failure: UpstreamFailure, lang: Lang, fields: readonly string[], maxBytes: number, context: RefusalContext): UploadRefusal {
  if (failure.kind === 'unauthorized') return new UploadRefusal('UNAUTHENTICATED', words[lang].expired);
  if (failure.status === 413) return tooLarge(lang, maxBytes);
  if (failure.status === 415) return notAllowedType(lang);
  const fieldErrors = platformFieldErrors(failure, fields, lang, context);
  if (fieldErrors) return invalidFields(lang, fieldErrors);
  if (failure.kind === 'forbidden') return new UploadRefusal('FORBIDDEN', words[lang].forbidden);
  return unavailable(lang);
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
        return refuse(new UploadRefusal('FORBIDDEN', words[lang].crossSite));
      }
      const session = sessionOf(request);
      if (!session) return refuse(new UploadRefusal('UNAUTHENTICATED', words[lang].signIn));
      if (!request.isMultipart()) return refuse(new UploadRefusal('UNSUPPORTED_MEDIA_TYPE', words[lang].notMultipart));
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

