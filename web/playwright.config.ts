import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from '../scripts/chromium';

// End-to-end tests in Debian's Chromium (never a downloaded browser) against the real bff serving the
// built SPA, with the sandbox upstream embedded and a real Redis when REDIS_URL is set.
const port = Number(process.env.E2E_PORT ?? 3210);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4210);
// The sandbox's realtime stand-in (the Pusher protocol, issue 20) listens beside it.
const sandboxRealtimePort = sandboxPort + 1;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // For a busy machine (two browsers and the server on two cores, maybe a second suite besides): a
  // test that walks several pages with axe took over 30 s there. A hung test still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace's DOM snapshots cost a fifth of the suite's time on this two-core host (visitor-pages:
    // 52–56 s with, 42–43 s without, 29 November), and a CI run's are thrown away with its machine. In
    // CI a failure shows its error, call log, the server's warnings and a screenshot; to record traces
    // there too: `--trace retain-on-failure`.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [...chromiumFlags],
    },
  },
  // The service worker (issue 24) is blocked for every spec but its own (offline.spec.ts, which
  // allows it): a worker that answers from its caches would change what other specs count and route.
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'block' }, testIgnore: /\.knobs\.spec\.ts$/ },
    // Specs that change what a whole tenant shows (the sandbox's settings knob, then a purge of the
    // bff's cache) run after every other spec, one at a time, so that no other test sees their changes.
    // A targeted run of one of them: `playwright test --no-deps <file>`.
    {
      name: 'knobs',
      use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'block' },
      testMatch: /\.knobs\.spec\.ts$/,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node --import tsx ../bff/src/server.ts',
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // The server's warnings and errors appear in the test output: a failure on a busy CI machine
    // shows its cause (a timeout upstream, a refused request) beside the failed test.
    stdout: 'pipe',
    timeout: 60_000,
    env: {
      PORT: String(port),
      SANDBOX: 'embedded',
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_REALTIME_PORT: String(sandboxRealtimePort),
      LOG_LEVEL: 'warn',
      // Two browsers, their workers and this server share the CI machine's two cores: its event loop
      // lags behind because the machine is busy, not because this server is overloaded. Load shedding
      // (503 to everything) and the request budget are tested where the load is the test's own
      // (bff/src/plugins/load-shedding.int.test.ts, the budget's integration tests); here they only
      // turned a slow machine into failed pages.
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      REQUEST_BUDGET_MS: '15000',
      UPSTREAM_TIMEOUT_MS: '10000',
      REDIS_PREFIX: `e2e-${process.pid}:`,
      // offline.spec.ts: the next build's worker, served by the server (the browser's fetch of a
      // worker's script is not Playwright's to route).
      SW_TEST_BUILD_COOKIE: 'true',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
  },
});
