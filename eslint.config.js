import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/eslint-boundaries.js';

// One lint set for the whole repository (STYLE.md): typescript-eslint with type information, so that
// a floating promise is an error; React hooks rules in the web; the boundaries between the parts.

// Boundaries (STYLE.md, as bulletproof-react's zones): the bff and the web share only packages/site;
// that package depends on none of ours; a feature never imports another feature, nor the app.
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The bff mirrors schema/ (DESIGN.md "The parts"): one folder per schema/<domain>.graphql. A domain never
// imports another; what several use lives in bff/src/shared, which imports no domain.
// Search (issue 8) has a schema file but is no domain: like bff/src/seo it reads several domains' data,
// so it may import them, and no domain imports it.
const crossDomain = ['search'];
const bffDomains = readdirSync(new URL('./schema', import.meta.url))
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => file.slice(0, -'.graphql'.length))
  .filter((name) => !crossDomain.includes(name));
const boundaries = [
  { target: './bff/src', from: './web', message: 'The bff never imports the web: share through packages/site.' },
  ...bffDomains.map((domain) => ({
    target: `./bff/src/${domain}`,
    from: bffDomains.filter((other) => other !== domain).map((other) => `./bff/src/${other}`),
    message: 'A bff domain never imports another domain: share through bff/src/shared.',
  })),
  { target: './bff/src/shared', from: bffDomains.map((domain) => `./bff/src/${domain}`), message: 'bff/src/shared imports no domain.' },
  ...[...bffDomains, 'shared'].map((domain) => ({
    target: `./bff/src/${domain}`,
    from: crossDomain.map((name) => `./bff/src/${name}`),
    message: 'No domain imports search: it reads the domains, not the other way round.',
  })),
  { target: './web/src', from: './bff', message: 'The web never imports the bff: share through packages/site.' },
  { target: './packages', from: ['./web', './bff', './sandbox'], message: 'packages/site depends on nothing of ours.' },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in a route or in app/.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features never import the app.' },
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
    files: ['bff/src/**/*.ts', 'web/src/**/*.ts', 'web/src/**/*.tsx', 'packages/*/src/**/*.ts'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/no-restricted-paths': ['error', { zones: boundaries }] },
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
