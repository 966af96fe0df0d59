import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The repository's boundary zones (eslint.config.js) through eslint-plugin-import-x, on files at real
// paths: an import that crosses a zone is reported with the zone's message, and nothing else is.
const root = resolve(import.meta.dirname, '..');
// eslint.config.js is plain JavaScript (ESLint loads it without a compiler): its zones are read untyped.
const { boundaries }: { boundaries: unknown[] } = await import(resolve(root, 'eslint.config.js'));
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true })] },
      rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
    },
  ],
});

async function broken(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${source}';\n`, { filePath: resolve(root, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the boundary zones', () => {
  it('keep the bff and the web apart, through relative paths and workspace names alike', async () => {
    expect((await broken('bff/src/app.ts', '../../web/src/main')).join()).toContain('The bff never imports the web');
    expect(await broken('bff/src/app.ts', '@mall/site')).toEqual([]);
    expect(await broken('bff/src/app.ts', 'fastify')).toEqual([]);
  });

  it('keep a feature from another feature, not from itself', async () => {
    expect((await broken('web/src/features/home/x.ts', '../layout/contrast')).join()).toContain('A feature never imports another feature');
    expect(await broken('web/src/features/home/x.ts', './home-screen')).toEqual([]);
  });

  it('keep the shared web parts from the features and the app', async () => {
    expect((await broken('web/src/components/x.ts', '../features/layout/contrast')).join()).toContain('web/src/components is shared');
  });

  it('keep a bff domain from another, and the list of domains for the app', async () => {
    expect((await broken('bff/src/offers/x.ts', '../mall/calls')).join()).toContain('A bff domain never imports another domain');
    expect((await broken('bff/src/offers/x.ts', '../domains/generated')).join()).toContain('Only the app reads the list of domains');
    expect(await broken('bff/src/offers/x.ts', '../shared/money')).toEqual([]);
  });
});
