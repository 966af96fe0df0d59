// After codegen: `web/src/graphql/generated.ts`, the one import path of the web's operations, re-exports
// every operation's own module (`<operation>.generated.ts`, written next to its `.graphql` file) and the
// schema's types (`graphql/types.ts`). One module per operation lets the build put each document in the
// chunk of the screen that uses it, so the first load carries only the documents its screen needs;
// the barrel keeps one import path for the app. Names every operation module repeats (the schema's
// enums, codegen's helper types) are re-exported once, from `types.ts` or their first module.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../web/src/', import.meta.url));
const barrel = join(src, 'graphql/generated.ts');

function generatedFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return generatedFiles(path);
    return entry.name.endsWith('.generated.ts') ? [path] : [];
  });
}

/** The names a module exports, values and types apart. */
function exportsOf(file) {
  const text = readFileSync(file, 'utf8');
  const values = [...text.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
  const types = [...text.matchAll(/^export type (\w+)/gm)].map((m) => m[1]);
  return { values, types };
}

const seen = new Set();
const lines = ['// Written by scripts/graphql-barrel.mjs after codegen; do not edit.'];
const spec = (file) => `./${relative(join(src, 'graphql'), file).replace(/\\/g, '/').replace(/\.ts$/, '')}`.replace(/^\.\/\.\.\//, '../');
for (const file of [join(src, 'graphql/types.ts'), ...generatedFiles(src).sort()]) {
  const { values, types } = exportsOf(file);
  const newValues = values.filter((name) => !seen.has(name));
  const newTypes = types.filter((name) => !seen.has(name));
  for (const name of [...newValues, ...newTypes]) seen.add(name);
  if (newValues.length) lines.push(`export { ${newValues.join(', ')} } from '${spec(file)}';`);
  if (newTypes.length) lines.push(`export type { ${newTypes.join(', ')} } from '${spec(file)}';`);
}
writeFileSync(barrel, `${lines.join('\n')}\n`);
