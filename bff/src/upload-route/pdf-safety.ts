import { constants as zlib, inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFInvalidObject, PDFName, PDFParser, PDFRawStream, PDFRef, PDFStream, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';

// Whether a PDF may go to the platform (issue 17 "Low": receipts passed byte for byte, so a PDF with
// an OpenAction running JavaScript reached the mall's reviewers). A receipt is a document to look at;
// nothing in it may run, reach out or carry another file. Refused:
// - JavaScript anywhere: an action `/S /JavaScript`, any `/JS` entry (actions, renditions), the
//   document-level scripts of the Names tree (`/Names << /JavaScript … >>`), an XFA form (`/XFA`,
//   whose XML carries scripts Adobe Reader runs);
// - actions that leave the document: `/Launch` (a program or a file), `/GoToR` and `/GoToE` (another
//   or an embedded document; a UNC path in GoToR leaks the reader's Windows credentials),
//   `/SubmitForm` and `/ImportData` (send or load form data), `/RichMediaExecute`;
// - attached files: `/EmbeddedFiles` in the Names tree, `/Type /EmbeddedFile` streams, file-attachment
//   annotations. Our choice: an attachment can be anything (an executable, a web page) and a receipt
//   needs none; this also refuses e-invoices with their XML attached (ZUGFeRD, Factur-X), whose
//   pages can be sent as a photo or printed to a plain PDF;
// - what cannot be checked: an encrypted PDF (its object streams, where such entries may hide, are
//   unreadable without the key; a password-protected one no reviewer could open anyway), an object
//   stream or cross-reference stream that is not Flate, decodes past DECODED_BUDGET_BYTES (a
//   "zip bomb") or does not parse, and a file with no PDF structure at all.
// Wherever the entry sits (the catalog's OpenAction or AA, a page's AA, an annotation's A or AA, a form
// field, a /Next chain), it is found: every object of the file is looked at, not only the ones a
// viewer would reach, and so are objects an incremental update replaced (a reader that follows an
// older cross-reference table would still see them).
//
// @cantoo/pdf-lib (the maintained fork of pdf-lib) reads the file's objects one by one, including the
// ones packed in object streams, and gives the raw dictionaries: exactly what such a check needs.
// pdfjs-dist answers as a viewer (getJSActions, getOpenAction, annotations' `url`) and merges a Launch
// into the same `url` as a GoToR, drops a Launch from the OpenAction, and its current majors need
// Node 22; pdf-lib itself has had no release since 2021.

/** Why a PDF is refused: it runs or reaches something (`active`), or it cannot be checked (`unreadable`). */
export type PdfFinding = 'javascript' | 'launch' | 'remote' | 'form-data' | 'embedded-file' | 'xfa' | 'encrypted' | 'unreadable';

export type PdfVerdict = { safe: true } | { safe: false; findings: PdfFinding[] };

/** Findings that mean "active content"; the others mean "cannot be checked". */
export const ACTIVE_FINDINGS: readonly PdfFinding[] = ['javascript', 'launch', 'remote', 'form-data', 'embedded-file', 'xfa'];

/** Action types (`/S`) a receipt never needs, and what each is. */
const ACTIONS: Readonly<Record<string, PdfFinding>> = {
  JavaScript: 'javascript',
  RichMediaExecute: 'javascript',
  Launch: 'launch',
  GoToR: 'remote',
  GoToE: 'remote',
  SubmitForm: 'form-data',
  ImportData: 'form-data',
};

/** Dictionary keys that are findings by themselves, whatever their value. */
const KEYS: Readonly<Record<string, PdfFinding>> = {
  JS: 'javascript',
  JavaScript: 'javascript',
  XFA: 'xfa',
  EmbeddedFiles: 'embedded-file',
};

/** Names that are findings as the value of /Type or /Subtype. */
const TYPES: Readonly<Record<string, PdfFinding>> = { EmbeddedFile: 'embedded-file', FileAttachment: 'embedded-file' };

/** What object and cross-reference streams may decode to, together (a 10 MB receipt's are a few MB at most). */
export const DECODED_BUDGET_BYTES = 64 * 1024 * 1024;

/** Deeper nesting than any real PDF; past it a dictionary is not looked into further but refused. */
const MAX_DEPTH = 100;

/** The names (#xx escapes read) in raw bytes that could not be parsed: what a more lenient reader might still see. */
const RAW_NAMES = /\/(JS|JavaScript|Launch|GoToR|GoToE|SubmitForm|ImportData|RichMediaExecute|XFA|EmbeddedFiles?|FileAttachment|ObjStm|Encrypt)(?![^\s()<>[\]{}/%])/;

const decodeEscapes = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Looks at every object of a PDF and says whether it is safe to pass on, or what was found. Runs in a
 * worker thread (pdf-check.ts): a crafted 10 MB file can take seconds and hundreds of MB to parse.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  const findings = new Set<PdfFinding>();
  const parser = PDFParser.forBytesWithOptions(bytes);
  // The context the parser fills (protected in the types; parseDocument returns it only at the end).
  const { context } = parser as unknown as { context: PDFContext };
  let decodedBytes = 0;

  // Object and cross-reference streams are decoded while the file is parsed, whole and in memory:
  // each is first inflated here within what is left of the budget (node:zlib stops at the limit), so
  // that a small stream that inflates to gigabytes is refused before the parser decodes it.
  // `parseObject` is the parser's step that returns each object as it is read (this parser's only).
  const parseObject = parser.parseObject.bind(parser);
  parser.parseObject = (ref?: PDFRef) => {
    const object = parseObject(ref);
    if (object instanceof PDFRawStream) {
      const type = object.dict.get(PDFName.of('Type'));
      if (type === PDFName.of('ObjStm') || type === PDFName.of('XRef')) {
        const size = decodedSize(object, DECODED_BUDGET_BYTES - decodedBytes);
        if (size === null) {
          findings.add('unreadable');
          // The parser would decode it anyway; an empty stream stands in for it.
          return PDFInvalidObject.of(new Uint8Array());
        }
        decodedBytes += size;
      }
    }
    return object;
  };

  // Every object as it is read, also those a later one of the same number replaces.
  const replaced: PDFObject[] = [];
  const assign = context.assign.bind(context);
  context.assign = (ref: PDFRef, object: PDFObject) => {
    const before = context.lookup(ref);
    if (before !== undefined) replaced.push(before);
    assign(ref, object);
  };

  try {
    await parser.parseDocument();
  } catch {
    return { safe: false, findings: ['unreadable'] };
  }

  const nameOf = (object: PDFObject | undefined): string | undefined => {
    const value = object instanceof PDFRef ? context.lookup(object) : object;
    return value instanceof PDFName ? value.decodeText() : undefined;
  };
  const visit = (object: PDFObject | undefined, depth: number): void => {
    if (object === undefined) return;
    if (depth > MAX_DEPTH) {
      findings.add('unreadable');
      return;
    }
    if (object instanceof PDFInvalidObject) {
      const bytes = new Uint8Array(object.sizeInBytes());
      object.copyBytesInto(bytes, 0);
      const raw = decodeEscapes(Buffer.from(bytes).toString('latin1'));
      const match = RAW_NAMES.exec(raw)?.[1];
      if (match) findings.add(KEYS[match] ?? ACTIONS[match] ?? TYPES[match] ?? (match === 'EmbeddedFile' ? 'embedded-file' : 'unreadable'));
      return;
    }
    if (object instanceof PDFStream) return visit(object.dict, depth + 1);
    if (object instanceof PDFArray) {
      for (const element of object.asArray()) visit(element, depth + 1);
      return;
    }
    if (!(object instanceof PDFDict)) return;
    for (const [key, value] of object.entries()) {
      const name = key.decodeText();
      const byKey = KEYS[name];
      if (byKey) findings.add(byKey);
      if (name === 'S') {
        const action = ACTIONS[nameOf(value) ?? ''];
        if (action) findings.add(action);
      }
      if (name === 'Type' || name === 'Subtype') {
        const typed = TYPES[nameOf(value) ?? ''];
        if (typed) findings.add(typed);
      }
      visit(value, depth + 1);
    }
  };

  for (const [, object] of context.enumerateIndirectObjects()) visit(object, 0);
  for (const object of replaced) visit(object, 0);
  if (context.trailerInfo.Encrypt !== undefined) findings.add('encrypted');
  // A file where not one object could be read is no PDF we can vouch for.
  if (context.enumerateIndirectObjects().length === 0) findings.add('unreadable');
  return findings.size === 0 ? { safe: true } : { safe: false, findings: [...findings].sort() };
}

/**
 * The decoded size of an object or cross-reference stream, or null when it cannot be known within
 * `budget`: a filter other than one FlateDecode, data that does not inflate, or more than `budget`.
 */
function decodedSize(stream: PDFRawStream, budget: number): number | null {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter === undefined ? [] : [filter];
  if (filters.length === 0) return stream.contents.length <= budget ? stream.contents.length : null;
  if (filters.length !== 1 || filters[0] !== PDFName.of('FlateDecode')) return null;
  try {
    // SYNC_FLUSH: a stream cut short still yields what it holds, as readers decode it.
    return inflateSync(stream.contents, { maxOutputLength: Math.max(1, budget), finishFlush: zlib.Z_SYNC_FLUSH }).length;
  } catch {
    return null;
  }
}
