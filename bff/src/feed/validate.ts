import { readFileSync } from 'node:fs';
import { validateXML, type XMLValidationResult } from 'xmllint-wasm';

// Validates a feed against Atom's RELAX NG schema (RFC 4287 Appendix B, atom.rng here) with libxml2's
// xmllint compiled to WebAssembly, as seo/xsd/validate.ts does the sitemaps. Used by the tests.

const schema = { fileName: 'atom.rng', contents: readFileSync(new URL('atom.rng', import.meta.url), 'utf8') };

/** One or more feeds, in one run of xmllint (each run instantiates the WebAssembly module). */
export function validateAtom(xml: string | readonly string[]): Promise<XMLValidationResult> {
  const files = (typeof xml === 'string' ? [xml] : xml).map((contents, n) => ({ fileName: `feed-${n}.xml`, contents }));
  return validateXML({ xml: files, schema, extension: 'relaxng' });
}
