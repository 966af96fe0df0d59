// Types the UI texts' keys from the English files (STYLE.md: a missing key fails the type check, not
// the page), for every namespace there is: the app's (`web/src/i18n/locales/en/<namespace>.json`) and
// each feature's (`web/src/features/<feature>/locales/en.json`, namespace: the folder's name). Run
// after codegen (codegen.ts hooks), so a new feature needs only its locale files. Writes
// web/src/i18n/namespaces.generated.ts (not committed).
import { readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const src = new URL('../web/src/', import.meta.url).pathname;
const out = join(src, 'i18n/namespaces.generated.ts');

/** namespace → the English file, relative to the output. */
const files = new Map();
for (const file of readdirSync(join(src, 'i18n/locales/en')).filter((name) => name.endsWith('.json')).sort()) {
  files.set(file.slice(0, -'.json'.length), `./locales/en/${file}`);
}
for (const feature of readdirSync(join(src, 'features'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
  if (existsSync(join(src, 'features', feature, 'locales/en.json'))) files.set(feature, `../features/${feature}/locales/en.json`);
}

const alias = (namespace) => `ns_${namespace.replace(/\W/g, '_')}`;
const lines = [
  '// Written by scripts/text-types.mjs after codegen; do not edit.',
  ...[...files].map(([namespace, path]) => `import type ${alias(namespace)} from '${path}';`),
  '',
  "declare module 'i18next' {",
  '  interface ResourceNamespaceMap {',
  ...[...files].map(([namespace]) => `    ${JSON.stringify(namespace)}: typeof ${alias(namespace)};`),
  '  }',
  '}',
  '',
];
writeFileSync(out, lines.join('\n'));
