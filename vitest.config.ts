import { defineConfig } from 'vitest/config';

// Three projects: pure units on Node, React units in happy-dom, and the bff's integration tests
// (real HTTP to the sandbox, real Redis). `npm test` runs all three; see scripts/test.mjs.
//
// Time limits are for a busy machine (issue 17: a fresh-clone run failed at a load average of 16 on a
// test that takes 1.5 s on a quiet one): a test that hangs still fails, one that works slowly passes.
const busyMachine = { testTimeout: 30_000, hookTimeout: 60_000 };
// Test files share one module graph per worker (isolate: false): most of a unit file's time was its start
// (a fresh module graph and environment per file: 506 s of wall time for 135 s of tests, 157 s of
// CPU; shared, 152 s and 54 s, the same tests on the same busy machine). So a file that keeps state in
// a module, or stubs a global, undoes it itself (prefetch-link.test.tsx loads its own copy).
const sharedModules = { isolate: false };
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          ...busyMachine,
          ...sharedModules,
          include: ['packages/*/src/**/*.test.ts', 'bff/src/**/*.test.ts', 'sandbox/src/**/*.test.ts', 'web/src/**/*.test.ts', 'web/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'dom',
          environment: 'happy-dom',
          ...busyMachine,
          ...sharedModules,
          include: ['web/src/**/*.test.tsx'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['bff/src/**/*.int.test.ts', 'sandbox/src/**/*.int.test.ts'],
          testTimeout: 45_000,
          hookTimeout: 60_000,
          // One module graph per worker, as for the units: most of a file's time was importing the bff
          // anew (isolated: 285 s of wall time, 489 s of CPU; shared: 118 s and 187 s, on a quiet machine).
          ...sharedModules,
          // Two files at a time: each starts its own sandbox on a free port and keeps its data under a
          // Redis prefix of its own (test/stack.ts), and most of a file's time is starting up (importing
          // the bff, building the stack), not its tests. One at a time took 8.6 min of a full run.
          maxWorkers: 2,
        },
      },
    ],
  },
});
