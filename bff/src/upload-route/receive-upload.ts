import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Lang } from '@mall/site';
import { fieldErrorMessage } from '@mall/site/forms';
import { UPLOAD_EXTENSIONS, UPLOAD_FILE_FIELD, type UploadType } from '@mall/site/uploads';
import { invalidFields, malformedBody, notAllowedType, tooLarge, UploadRefusal } from './refusals';
import { TypeCheck, TypeRefused } from './type-check';

// Reading an upload's multipart body: the size is limited (UPLOAD_MAX_BYTES) while it arrives, and the
// file is spooled to a temporary file as it streams in (never whole in memory), so that the platform
// never receives a file or a form we would refuse (parts may come in any order, and the last byte may
// be one too many). A body that cannot be read is the client's mistake (400), never ours.

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
