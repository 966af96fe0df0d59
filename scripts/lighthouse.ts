// `npm run lighthouse` (issue "The page pipeline", point 7): Lighthouse 12 with Debian's Chromium on the
// homes of two tenants, served by the real stack (sandbox and bff, as `npm run bench` starts them) on
// 127.0.0.1. Lighthouse's defaults: the mobile form factor and simulated throttling. Prints, per URL,
// the four category scores, FCP, LCP, CLS, TBT and the JavaScript of the first load (the scripts the first
// HTML loads or names; the links' prefetch of the next page is printed apart). Not a test: it prints.
//
// The web must be built (`npm run build`); if the bff does not answer the pages, this says so and exits 1.
//
//   LH_URLS       comma-separated URLs instead of the two homes; `PORT` stands for the stack's port,
//                 e.g. LH_URLS=http://aupark.localhost:PORT/en. Loopback hosts only.
//   --json FILE   also writes the figures and Lighthouse's full reports to FILE.
//   CHROME_PATH / CHROMIUM_PATH   the browser (default /usr/bin/chromium); REDIS_URL as for the bff.
//
// Nothing leaves loopback: Chromium resolves every host but localhost and *.localhost to "not found"
// (--host-resolver-rules), on top of the flags that stop its background networking. The page starts
// the tag manager only after statistics consent, and none is given.
// First: sets NODE_ENV before any library reads it.
import './bench/production-libraries';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags } from './chromium';
import { startStack, type BenchStack } from './bench/stack';
import { firstLoadScripts } from '../bff/src/ssr/document';

const defaultUrls = ['http://aupark.localhost:PORT/sk', 'http://galerieharfa.localhost:PORT/cz'];
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromeFlags = [
  ...chromiumFlags,
  // The first matching rule wins: the tenants' hosts go to the stack, every other name fails.
  '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1, MAP * ~NOTFOUND',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const { values: args } = parseArgs({ options: { json: { type: 'string' } } });

function isLoopback(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
}

interface Figures {
  url: string;
  scores: Record<(typeof categories)[number], number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  scriptKiB: number | null;
  scriptRequests: number | null;
  /** Scripts the first HTML does not name: the links' prefetch of the next page (spec §9), not the first load. */
  prefetchedScriptKiB: number;
  prefetchedScriptRequests: number;
  /** Requests the page tried outside loopback (refused by the resolver rules); expected empty. */
  outside: string[];
  /** The page's own requests that failed (e.g. assets of a web build replaced during the run). */
  failed: string[];
  runtimeError: string | null;
  /** Lighthouse's measure of the host's CPU at the time; a loaded machine scores low and inflates TBT. */
  benchmarkIndex: number | null;
  warnings: string[];
}

function numeric(lhr: Result, audit: string): number | null {
  return lhr.audits[audit]?.numericValue ?? null;
}

const sum = (items: readonly { transferSize?: number }[]) => items.reduce((total, r) => total + (r.transferSize ?? 0), 0);

function figures(url: string, lhr: Result, ownScripts: ReadonlySet<string>): Figures {
  const summary = lhr.audits['resource-summary']?.details;
  const summaryItems = summary && 'items' in summary ? (summary.items as { resourceType?: string; transferSize?: number; requestCount?: number }[]) : [];
  const script = summaryItems.find((item) => item.resourceType === 'script');
  const network = lhr.audits['network-requests']?.details;
  const requests =
    network && 'items' in network ? (network.items as { url?: string; statusCode?: number; resourceType?: string; transferSize?: number; networkRequestTime?: number }[]) : [];
  // What the page loads for itself (the entry and the modules its first HTML names for the app and
  // its view, `ownScripts`), against what its links prefetch for the next page once it is idle: the
  // issue's budget is the first load's. Every other script is counted as prefetched.
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const afterLoad = scripts.filter((r) => !ownScripts.has(new URL(r.url ?? '', 'http://x').pathname));
  const outside = requests.map((r) => r.url ?? '').filter((u) => /^(https?|wss?):/.test(u) && !isLoopback(new URL(u)));
  const failed = requests.filter((r) => r.url && !outside.includes(r.url) && (r.statusCode === undefined || r.statusCode < 200 || r.statusCode >= 400));
  return {
    url,
    scores: Object.fromEntries(
      categories.map((c) => {
        const score = lhr.categories[c]?.score;
        return [c, score === null || score === undefined ? null : Math.round(score * 100)];
      }),
    ) as Figures['scores'],
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    scriptKiB: script?.transferSize === undefined ? null : (script.transferSize - sum(afterLoad)) / 1024,
    scriptRequests: script?.requestCount === undefined ? null : script.requestCount - afterLoad.length,
    prefetchedScriptKiB: sum(afterLoad) / 1024,
    prefetchedScriptRequests: afterLoad.length,
    outside,
    failed: failed.map((r) => `${r.statusCode ?? 'failed'} ${r.url ?? ''}`),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    warnings: lhr.runWarnings.map(String),
  };
}

const show = (value: number | null, digits: number, unit = '') => (value === null ? 'n/a' : `${value.toFixed(digits)}${unit}`);

function print(f: Figures): void {
  console.log(f.url);
  if (f.runtimeError) console.log(`  Lighthouse could not measure the page: ${f.runtimeError}`);
  console.log(`  scores       ${categories.map((c) => `${c} ${f.scores[c] ?? 'n/a'}`).join(', ')}`);
  console.log(`  metrics      FCP ${show(f.fcpMs, 0, ' ms')}, LCP ${show(f.lcpMs, 0, ' ms')}, CLS ${show(f.cls, 3)}, TBT ${show(f.tbtMs, 0, ' ms')}`);
  console.log(`  JavaScript   ${show(f.scriptKiB, 1, ' KiB')} transferred in ${f.scriptRequests ?? 'n/a'} request(s) on the first load`);
  if (f.prefetchedScriptRequests > 0) {
    console.log(`               + ${show(f.prefetchedScriptKiB, 1, ' KiB')} in ${f.prefetchedScriptRequests} request(s) prefetched for the next page once idle`);
  }
  console.log(`  host         benchmark index ${show(f.benchmarkIndex, 0)}`);
  for (const warning of f.warnings) console.log(`  warning      ${warning}`);
  if (f.failed.length > 0) {
    console.log(`  UNRELIABLE   ${f.failed.length} of the page's requests failed (was the web rebuilt meanwhile?):`);
    for (const line of f.failed.slice(0, 5)) console.log(`               ${line.slice(0, 120)}`);
  }
  if (f.outside.length > 0) console.log(`  refused requests outside loopback: ${f.outside.join(', ')}`);
}

if (!existsSync(chromePath)) {
  console.error(`No browser at ${chromePath}: install Debian's Chromium (apt-get install -y chromium) or set CHROME_PATH.`);
  process.exit(1);
}

/** The first HTML of a URL, asked of the stack directly (127.0.0.1, with the URL's host as Host). */
function firstHtml(stack: BenchStack, url: string): Promise<{ status: number; text: string }> {
  const { host, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = get(`${stack.base}${pathname}${search}`, { headers: { host, accept: 'text/html' }, agent: false, timeout: 10_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within 10 s`)));
    req.on('error', reject);
  });
}

/** Every URL's first HTML, or null when one does not answer (says why). The bff decides what "built" means. */
async function pagesAnswer(stack: BenchStack, urls: string[]): Promise<Map<string, string> | null> {
  const pages = new Map<string, string>();
  for (const url of urls) {
    const answer = await firstHtml(stack, url);
    if (answer.status === 200) pages.set(url, answer.text);
    else console.error(`${url} answers ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
  if (pages.size === urls.length) return pages;
  console.error(`If the web app is not built (under ${stack.config.WEB_DIST}), build it with \`npm run build\`, then run this again.`);
  return null;
}

async function measure(port: number, url: string): Promise<Result> {
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  return run.lhr;
}

let stack: BenchStack | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
try {
  // The bff's settings stay `test`: production's CSP upgrades subresources to https, which a page on
  // http://*.localhost cannot follow. The libraries run their production builds all the same.
  stack = await startStack('lighthouse', 'test');
  const port = stack.port;
  const urls = (process.env.LH_URLS ? process.env.LH_URLS.split(',') : defaultUrls).map((u) => u.trim().replace(':PORT', `:${port}`)).filter(Boolean);
  const foreign = urls.filter((u) => !URL.canParse(u) || !isLoopback(new URL(u)));
  if (foreign.length > 0) throw new Error(`LH_URLS: only loopback URLs (localhost, *.localhost, 127.0.0.1) are measured here: ${foreign.join(', ')}`);

  // These first answers also warm the cache: Lighthouse then measures the page, not a cold upstream.
  const pages = await pagesAnswer(stack, urls);
  if (!pages) {
    process.exitCode = 1;
  } else {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir, logLevel: 'silent' });
    const results: (Figures & { lhr: Result })[] = [];
    for (const url of urls) {
      // A first, unprinted run in the same mobile browser warms what a live site has warm: the image
      // route's variants at the sizes and formats a phone asks for (resizing and encoding a variant
      // the first time costs hundreds of milliseconds, once). Lighthouse empties the browser's own
      // cache before each run, so the measured run still downloads everything.
      await measure(chrome.port, url);
      let lhr = await measure(chrome.port, url);
      // A trace that failed to record (NO_NAVSTART, seen on a fresh browser's first page) says nothing
      // of the page: measure once more, and print the failure if it happens again.
      if (lhr.runtimeError) {
        console.log(`(${url}: ${lhr.runtimeError.code}; measuring once more)`);
        lhr = await measure(chrome.port, url);
      }
      if (results.length === 0) {
        const browser = /Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium';
        const { formFactor, throttlingMethod } = lhr.configSettings;
        console.log(`Lighthouse ${lhr.lighthouseVersion}, ${browser}, ${formFactor}, throttling ${throttlingMethod}, cache ${stack.cacheMode()}, Node ${process.version}\n`);
      }
      const f = figures(url, lhr, new Set(firstLoadScripts(pages.get(url) ?? '')));
      print(f);
      results.push({ ...f, lhr });
    }
    if (args.json) {
      writeFileSync(args.json, JSON.stringify({ node: process.version, results }, null, 2));
      console.log(`\nFigures and full reports written to ${args.json}`);
    }
  }
} finally {
  chrome?.kill();
  await stack?.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
