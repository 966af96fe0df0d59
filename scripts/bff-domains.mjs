// After codegen: `bff/src/domains/generated.ts`, the bff's list of domains, written from the folders
// rather than kept by hand (issue 19; bff/src/domains/define-domain.ts): every `bff/src/<domain>/domain.ts`
// (default export `defineDomain(...)`: resolvers, plugins) and every `bff/src/<domain>/data.ts` beside one
// (default export: the domain's public calls), in folder order. The GraphQL context's `data` is typed as
// all the public calls together. A new domain is a folder with a `domain.ts`; nothing else lists it.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../bff/src/', import.meta.url));
const out = join(src, 'domains/generated.ts');

const folders = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, 'domain.ts')))
  .map((entry) => entry.name)
  .sort();
const id = (folder) => `${folder.replace(/-(\w)/g, (_, c) => c.toUpperCase())}Domain`;

const withData = folders.filter((folder) => existsSync(join(src, folder, 'data.ts')));
const dataId = (folder) => `${id(folder).slice(0, -'Domain'.length)}Data`;

const lines = [
  '// Written by scripts/bff-domains.mjs after codegen; do not edit. A domain is a folder with a domain.ts.',
  "import type { Domain } from './define-domain';",
  "import type { PublicGet } from '../upstream/public-get';",
  ...folders.map((folder) => `import ${id(folder)} from '../${folder}/domain';`),
  ...withData.map((folder) => `import ${dataId(folder)} from '../${folder}/data';`),
  '',
  `export const domains: readonly Domain[] = [${folders.map(id).join(', ')}];`,
  '',
  "/** The domains' public upstream calls (each domain's data.ts). */",
  `export const publicDataParts = [${withData.map(dataId).join(', ')}] as const satisfies readonly ((get: PublicGet) => object)[];`,
  '',
  "/** All of them together: `fastify.publicData`, the GraphQL context's `data`. */",
  `export type PublicData = ${withData.length ? withData.map((folder) => `ReturnType<typeof ${dataId(folder)}>`).join(' & ') : 'Record<never, never>'};`,
];
writeFileSync(out, `${lines.join('\n')}\n`);
