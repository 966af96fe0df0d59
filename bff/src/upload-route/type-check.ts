import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_TYPES, type UploadType } from '@mall/site/uploads';

// An upload's type is read from the file's first bytes (`file-type`), whatever its name or declared
// type (spec §5 "Uploadable file types: image/jpeg, image/png, application/pdf only"). What a PDF
// holds is checked apart, once it is whole (pdf-check.ts).

/** Bytes the type is read from: file-type's own "reasonable detection size". */
export const SNIFF_BYTES = 4100;

/** The file's type from its first bytes, when it is one of `types`; null for anything else. */
export async function sniffUploadType(head: Uint8Array, types: readonly UploadType[] = UPLOAD_TYPES): Promise<UploadType | null> {
  const found = await fileTypeFromBuffer(head.subarray(0, SNIFF_BYTES));
  const mime = found?.mime;
  return mime !== undefined && (types as readonly string[]).includes(mime) ? (mime as UploadType) : null;
}

/** Holds the first bytes back until their type is known; counts the bytes that pass. */
export class TypeCheck extends Transform {
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

/** Thrown through the stream when the first bytes are of no type taken. */
export class TypeRefused extends Error {}
