import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf';

describe('renderPdf', () => {
  const pdf = renderPdf('Aupark: Prevádzkový poriadok (2026)', ['Line one', 'Price: 1.50 €']);
  const text = pdf.toString('latin1');

  it('writes a PDF whose cross-reference table points at each object', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(6);
    entries.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    const length = Number(/\/Length (\d+)/.exec(text)![1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
  });

  it('draws accents as plain letters and escapes parentheses', () => {
    expect(text).toContain('(Aupark: Prevadzkovy poriadok \\(2026\\)) Tj');
    expect(text).toContain('(Price: 1.50 ?) Tj');
    expect(renderPdf('A', []).equals(renderPdf('A', []))).toBe(true);
  });
});
