import { readFileSync } from 'node:fs';
import { validateXML, type XMLFileInfo, type XMLValidationResult } from 'xmllint-wasm';

// Validates our sitemaps against the protocol's schemas (vendored here) with libxml2's xmllint
// (compiled to WebAssembly): a part against sitemap.xsd plus the xhtml:link declaration, the index
// against siteindex.xsd. Used by the tests.

const schemaFile = (fileName: string): XMLFileInfo => ({ fileName, contents: readFileSync(new URL(fileName, import.meta.url), 'utf8') });

/** One or more sitemap parts, in one run of xmllint (each run instantiates the WebAssembly module). */
export function validateSitemap(xml: string | readonly string[]): Promise<XMLValidationResult> {
  const files = (typeof xml === 'string' ? [xml] : xml).map((contents, n) => ({ fileName: `sitemap-${n}.xml`, contents }));
  return validateXML({
    xml: files,
    schema: schemaFile('sitemap-hreflang.xsd'),
    preload: [schemaFile('sitemap.xsd'), schemaFile('xhtml-link.xsd')],
  });
}

export function validateSitemapIndex(xml: string): Promise<XMLValidationResult> {
  return validateXML({ xml: { fileName: 'sitemap-index.xml', contents: xml }, schema: schemaFile('siteindex.xsd') });
}
