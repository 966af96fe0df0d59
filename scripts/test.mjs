// `npm test`: every check, in order, failing fast with a clear message when something is missing
// (Chromium, Redis) rather than skipping. Steps: codegen, lint beside typecheck, unit (node + DOM), the web
// build, bff integration (sandbox + real Redis), end-to-end in Chromium. Prints one closing line:
// "tests: N passed, N failed, N skipped".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redisForTests } from './redis-for-tests.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv[2]; // optional: lint | typecheck | unit | integration | e2e
const out = mkdtempSync(join(tmpdir(), 'mall-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function fail(message) {
  console.error(`\n✖ ${message}`);
  console.log(`tests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed, ${totals.skipped} skipped`);
  process.exit(1);
}

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/**
 * Steps that only read the code, side by side: lint (88 s alone, one core) beside the two typechecks
 * (47 s together) on a two-core machine. Each one's output is printed whole once it ends.
 */
async function runSideBySide(steps) {
  const results = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          // A command that cannot start fails its step with the reason, as spawnSync's does in run().
          child.on('error', (error) => resolve({ title, command, args, output: `${output}${error.message}\n`, ok: false }));
          child.on('close', (status) => resolve({ title, command, args, output, ok: status === 0 }));
        }),
    ),
  );
  for (const { title, command, args, output, ok } of results) {
    console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
    process.stdout.write(output);
    if (!ok) console.error(`✖ ${title} failed`);
  }
  return results.every((result) => result.ok);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const want = (step) => !only || only === step;

// Preflight: name what is missing before anything runs.
if (want('e2e') && !existsSync(chromium)) {
  fail(`Chromium is missing at ${chromium}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
}
let redis;
if (want('integration') || want('e2e')) {
  try {
    redis = await redisForTests();
  } catch (error) {
    fail(error.message);
  }
}

let ok = run('codegen', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
const lint = ['lint', 'npx', ['eslint', '.', '--max-warnings=0']];
const typecheck = ['typecheck', 'sh', ['-c', 'npx tsc -p tsconfig.json --noEmit && npx tsc -p web/tsconfig.json --noEmit']];
if (ok) ok = await runSideBySide([...(want('lint') ? [lint] : []), ...(want('typecheck') ? [typecheck] : [])]);
if (ok && want('unit')) {
  const file = join(out, 'unit.json');
  ok = run('unit tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'dom', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  countVitest(file);
}
// The bff renders pages with the web's server build: integration and end-to-end tests need the build.
if (ok && (want('integration') || want('e2e'))) ok = run('web build', 'npm', ['run', 'build', '-w', 'web']);
if (ok && want('integration')) {
  const file = join(out, 'integration.json');
  ok = run('bff integration tests', 'npx', ['vitest', 'run', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    REDIS_URL: redis.url,
  });
  countVitest(file);
}
if (ok && want('e2e')) {
  const file = join(out, 'e2e.json');
  ok = run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'], {
    REDIS_URL: redis.url,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    CHROMIUM_PATH: chromium,
  });
  countPlaywright(file);
}
await redis?.stop();
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (!ok) {
  console.error('✖ a step failed (see above)');
  process.exit(1);
}
