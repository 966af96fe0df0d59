// After codegen: `bff/src/domains/generated.ts`, the bff's list of domains, written from the folders
// rather than kept by hand (issue 19; bff/src/domains/define-domain.ts): every `bff/src/<domain>/domain.ts`
// (default export `defineDomain(...)`: resolvers, plugins) and every `bff/src/<domain>/calls.ts` beside one
// (default export: the domain's public calls), in folder order. The GraphQL context's `calls` is typed as
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

const withCalls = folders.filter((folder) => existsSync(join(src, folder, 'calls.ts')));
const callsId = (folder) => `${id(folder).slice(0, -'Domain'.length)}Calls`;

const lines = [
  '// Written by scripts/bff-domains.mjs after codegen; do not edit. A domain is a folder with a domain.ts.',
  "import type { Domain } from './define-domain';",
  "import type { PublicGet } from '../upstream/public-get';",
  ...folders.map((folder) => `import ${id(folder)} from '../${folder}/domain';`),
  ...withCalls.map((folder) => `import ${callsId(folder)} from '../${folder}/calls';`),
  '',
  `export const domains: readonly Domain[] = [${folders.map(id).join(', ')}];`,
  '',
  "/** The domains' public upstream calls (each domain's calls.ts). */",
  `export const publicCallParts = [${withCalls.map(callsId).join(', ')}] as const satisfies readonly ((get: PublicGet) => object)[];`,
  '',
  "/** All of them together: `fastify.publicCalls`, the GraphQL context's `calls`. */",
  `export type PublicCalls = ${withCalls.length ? withCalls.map((folder) => `ReturnType<typeof ${callsId(folder)}>`).join(' & ') : 'Record<never, never>'};`,
];
writeFileSync(out, `${lines.join('\n')}\n`);
