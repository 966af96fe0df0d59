import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One lint set for the whole repository (STYLE.md): typescript-eslint with type information, so that
// a floating promise is an error; React hooks rules in the web; the boundaries between the parts, and no
// import cycles (eslint-plugin-import-x's no-restricted-paths and no-cycle).

// Boundaries (STYLE.md, as bulletproof-react's zones): the bff and the web share only packages/site;
// that package depends on none of ours; a feature never imports another feature, nor the app; the web's
// shared parts (components/, lib/, i18n/) import neither.
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The bff mirrors schema/ (DESIGN.md "The parts"): one folder per schema/<domain>.graphql. A domain never
// imports another; what several use lives in bff/src/shared (pure rules: no domain, no GraphQL context,
// no upstream, no session), or in the layer it belongs to (graphql/, upstream/, session/).
// Search (issue 8) has a schema file but is no domain: like bff/src/seo it reads several domains' data,
// so it may import them, and no domain imports it.
const crossDomain = ['search'];
// Tenancy (the tenant of the request, its config, and its schema/tenancy.graphql) is read by every domain.
const readByAll = ['tenancy'];
const bffDomains = readdirSync(new URL('./schema', import.meta.url))
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => file.slice(0, -'.graphql'.length))
  .filter((name) => !crossDomain.includes(name));
// offline/: a member's copies for the offline page too (issue 24), so no feature and no app in it.
const webShared = ['components', 'lib', 'i18n', 'offline'];
export const boundaries = [
  { target: './bff/src', from: './web', message: 'The bff never imports the web: share through packages/site.' },
  ...bffDomains.map((domain) => ({
    target: `./bff/src/${domain}`,
    from: bffDomains.filter((other) => other !== domain && !readByAll.includes(other)).map((other) => `./bff/src/${other}`),
    message: 'A bff domain never imports another domain: share through bff/src/shared.',
  })),
  { target: './bff/src/shared', from: bffDomains.map((domain) => `./bff/src/${domain}`), message: 'bff/src/shared imports no domain.' },
  ...[...bffDomains, 'shared'].map((domain) => ({
    target: `./bff/src/${domain}`,
    from: crossDomain.map((name) => `./bff/src/${name}`),
    message: 'No domain imports search: it reads the domains, not the other way round.',
  })),
  // The domains' list is the app's (app.ts, graphql/resolvers.ts, upstream/public-calls.ts): a domain
  // importing it closes a circle.
  {
    target: [...bffDomains, ...crossDomain, 'seo', 'session', 'shared'].map((folder) => `./bff/src/${folder}`),
    from: './bff/src/domains/generated.ts',
    message: 'Only the app reads the list of domains.',
  },
  { target: './web/src', from: './bff', message: 'The web never imports the bff: share through packages/site.' },
  { target: './packages', from: ['./web', './bff', './sandbox'], message: 'packages/site depends on nothing of ours.' },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in a route or in app/.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features never import the app.' },
  ...webShared.map((folder) => ({
    target: `./web/src/${folder}`,
    from: ['./web/src/features', './web/src/app'],
    message: `web/src/${folder} is shared: it imports no feature and not the app.`,
  })),
];
// bff/src/shared holds pure rules only (issue 19): it reaches no GraphQL context or errors (the schema's
// generated types are data shapes, allowed), no upstream call, no session.
const sharedIsPure = [
  { target: './bff/src/shared', from: './bff/src/graphql', except: ['./generated.ts'], message: 'bff/src/shared holds pure rules: no GraphQL context or errors.' },
  { target: './bff/src/shared', from: './bff/src/upstream', message: 'bff/src/shared holds pure rules: no upstream.' },
  { target: './bff/src/shared', from: './bff/src/session', message: 'bff/src/shared holds pure rules: no session.' },
];
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated.ts', '**/*.generated.ts', 'web/src/graphql/types.ts', 'test-results/**', 'playwright-report/**', 'web/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      'no-console': 'off',
    },
  },
  {
    files: ['bff/src/**/*.ts', 'web/src/**/*.ts', 'web/src/**/*.tsx', 'packages/*/src/**/*.ts', 'sandbox/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // Type-only imports count: a type circle is a layering circle too. Our code only (node_modules is
      // never followed), and generated code is left out (codegen's Shop mapper points back at the catalog).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['bff/src/shared/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...sharedIsPure] }] },
  },
  {
    files: ['bff/src/**/*.ts', 'sandbox/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
