import { defineConfig } from 'vitest/config';

// Three projects: pure units on Node, React units in happy-dom, and the bff's integration tests
// (real HTTP to the sandbox, real Redis). `npm test` runs all three; see scripts/test.mjs.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'bff/src/**/*.test.ts', 'sandbox/src/**/*.test.ts', 'web/src/**/*.test.ts', 'web/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['web/src/**/*.test.tsx'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['bff/src/**/*.int.test.ts', 'sandbox/src/**/*.int.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
