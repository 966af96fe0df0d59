// `npm run lighthouse` (issue "The page pipeline", point 7): Lighthouse 12 with Debian's Chromium on the
// homes of two tenants, served by the real stack (sandbox and bff, as `npm run bench` starts them) on
// 127.0.0.1. Lighthouse's defaults: the mobile form factor and simulated throttling. Prints, per URL,
// the four category scores, FCP, LCP, CLS, TBT and the JavaScript of the first load (the scripts the first
// HTML loads or names; the links' prefetch of the next page is printed apart). Not a test: it prints.
// Each round also measures the same run's floor (lighthouse/floor.ts): a page of one heading and one
// paragraph served from loopback, whose figures are the host's and the browser's own share, printed
// beside the pages' (this host's figures move from day to day; the floor's move with them).
//
// The web must be built (`npm run build`); if the bff does not answer the pages, this says so and exits 1.
//
//   LH_URLS       comma-separated URLs instead of the default three; `PORT` stands for the stack's port,
//                 e.g. LH_URLS=http://aupark.localhost:PORT/en. Loopback hosts only.
//   LH_RUNS       measured runs per URL (default 5), after one unprinted warm-up run each.
//   LH_SERVICE_WORKER  `fresh` (default): Lighthouse's own setting, which empties the origin's storage,
//                 service worker included, before each run: every run is a first visit, and the worker
//                 registers (after the page has loaded and the browser is idle) within it. `installed`:
//                 storage is kept between runs and two warm-up runs install the worker, so that every
//                 measured run is a visit the worker controls (issue 24: the figures hold with it
//                 installed). The script checks that a worker runs for each URL's origin.
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
import { z } from 'zod';
import { detailPath, pathFor, slugify, type Lang } from '@mall/site';
import { chromiumFlags } from './chromium';
import { startStack, type BenchStack } from './bench/stack';
import { startFloor, type Floor } from './lighthouse/floor';
import { checkGoal, goal, repeatCommand, showSpread, spread, type Spread } from './lighthouse/summary';
import { firstLoadScripts } from '../bff/src/ssr/document';
import { textFilesOf } from '../bff/src/ssr/text-files';

const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromeFlags = [
  ...chromiumFlags,
  // The first matching rule wins: the tenants' hosts go to the stack, every other name fails.
  '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1, MAP * ~NOTFOUND',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const { values: args } = parseArgs({ options: { json: { type: 'string' } } });
const runs = z.coerce.number().int().min(1).max(50).parse(process.env.LH_RUNS || '5');
const serviceWorker = z.enum(['fresh', 'installed']).parse(process.env.LH_SERVICE_WORKER || 'fresh');

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
  /** Lighthouse's main-thread work: the trace's tasks summed, times the simulated CPU slowdown (4). */
  mainThreadMs: number | null;
  scriptKiB: number | null;
  scriptRequests: number | null;
  /** The files of the page's texts its first HTML names (`app-texts`): data in a module's form, counted apart from the scripts. */
  textKiB: number;
  textRequests: number;
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

function figures(url: string, lhr: Result, ownScripts: ReadonlySet<string>, textFiles: ReadonlySet<string>): Figures {
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
  const pathOf = (r: { url?: string }) => new URL(r.url ?? '', 'http://x').pathname;
  const texts = scripts.filter((r) => textFiles.has(pathOf(r)));
  const afterLoad = scripts.filter((r) => !ownScripts.has(pathOf(r)) && !textFiles.has(pathOf(r)));
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
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    scriptKiB: script?.transferSize === undefined ? null : (script.transferSize - sum(afterLoad) - sum(texts)) / 1024,
    scriptRequests: script?.requestCount === undefined ? null : script.requestCount - afterLoad.length - texts.length,
    textKiB: sum(texts) / 1024,
    textRequests: texts.length,
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

/** A URL's runs summed up: the medians and spreads the goal is judged on, and what any run reported. */
interface UrlSummary {
  url: string;
  runs: Figures[];
  performance: Spread | null;
  fcpMs: Spread | null;
  lcpMs: Spread | null;
  tbtMs: Spread | null;
  mainThreadMs: Spread | null;
  cls: Spread | null;
  benchmarkIndex: Spread | null;
}

function summarise(url: string, runs: Figures[]): UrlSummary {
  return {
    url,
    runs,
    performance: spread(runs.map((r) => r.scores.performance)),
    fcpMs: spread(runs.map((r) => r.fcpMs)),
    lcpMs: spread(runs.map((r) => r.lcpMs)),
    tbtMs: spread(runs.map((r) => r.tbtMs)),
    mainThreadMs: spread(runs.map((r) => r.mainThreadMs)),
    cls: spread(runs.map((r) => r.cls)),
    benchmarkIndex: spread(runs.map((r) => r.benchmarkIndex)),
  };
}

const unique = (lines: string[]) => [...new Set(lines)];

/**
 * A URL's figures, and what its runs reported. The floor (`floor`) prints the same figures and stops
 * there: its other scores, scripts and warnings are nobody's page's.
 */
function print(s: UrlSummary, floor = false): void {
  const measured = s.runs.filter((r) => !r.runtimeError);
  const title = floor ? `The same run's floor  ${s.url}  (a heading and a paragraph, no script or picture; ` : `${s.url}  (`;
  console.log(`${title}${measured.length} of ${s.runs.length} runs measured; median  (min–max))`);
  for (const error of unique(s.runs.flatMap((r) => (r.runtimeError ? [r.runtimeError] : [])))) console.log(`  Lighthouse could not measure a run: ${error}`);
  console.log(`  performance  ${showSpread(s.performance, 0)}`);
  console.log(`  FCP          ${showSpread(s.fcpMs, 0, ' ms')}`);
  console.log(`  LCP          ${showSpread(s.lcpMs, 0, ' ms')}`);
  console.log(`  TBT          ${showSpread(s.tbtMs, 0, ' ms')}`);
  console.log(`  main thread  ${showSpread(s.mainThreadMs, 0, ' ms')}`);
  console.log(`  CLS          ${showSpread(s.cls, 3)}`);
  console.log(`  host         benchmark index ${showSpread(s.benchmarkIndex, 0)}`);
  if (floor) return;
  const others = categories.filter((c) => c !== 'performance').map((c) => `${c} ${showSpread(spread(measured.map((r) => r.scores[c])), 0)}`);
  console.log(`  other scores ${others.join(', ')}`);
  // The first load's scripts are the build's, the same in every run: the first measured run's.
  const f = measured[0];
  if (f) {
    console.log(`  JavaScript   ${show(f.scriptKiB, 1, ' KiB')} transferred in ${f.scriptRequests ?? 'n/a'} request(s) on the first load`);
    if (f.textRequests > 0) console.log(`               + ${show(f.textKiB, 1, ' KiB')} in ${f.textRequests} request(s): the files of the page's texts (app-texts)`);
    if (f.prefetchedScriptRequests > 0) {
      console.log(`               + ${show(f.prefetchedScriptKiB, 1, ' KiB')} in ${f.prefetchedScriptRequests} request(s) prefetched for the next page once idle`);
    }
  }
  for (const warning of unique(s.runs.flatMap((r) => r.warnings))) console.log(`  warning      ${warning}`);
  const failed = unique(s.runs.flatMap((r) => r.failed));
  if (failed.length > 0) {
    console.log(`  UNRELIABLE   ${failed.length} of the page's requests failed (was the web rebuilt meanwhile?):`);
    for (const line of failed.slice(0, 5)) console.log(`               ${line.slice(0, 120)}`);
  }
  const outside = unique(s.runs.flatMap((r) => r.outside));
  if (outside.length > 0) console.log(`  refused requests outside loopback: ${outside.join(', ')}`);
}

function printGoal(summaries: UrlSummary[]): void {
  console.log(`\nGoal (medians): performance ≥ ${goal.performance}, TBT ≤ ${goal.tbtMs} ms, LCP ≤ ${goal.lcpMs / 1000} s`);
  const width = Math.max(...summaries.map((s) => s.url.length));
  for (const s of summaries) {
    const check = checkGoal(s);
    const figures = `performance ${show(s.performance?.median ?? null, 0)}, TBT ${show(s.tbtMs?.median ?? null, 0, ' ms')}, LCP ${show(s.lcpMs?.median ?? null, 0, ' ms')}`;
    console.log(`  ${check.pass ? 'pass' : 'FAIL'}  ${s.url.padEnd(width)}  ${figures}${check.pass ? '' : `  (${check.misses.join('; ')})`}`);
  }
}

if (!existsSync(chromePath)) {
  console.error(`No browser at ${chromePath}: install Debian's Chromium (apt-get install -y chromium) or set CHROME_PATH.`);
  process.exit(1);
}

/** A page of the platform's shops (paginated: `{ data: { data: [shop], … } }`): only what a shop's path is made of. */
const shopsPage = z.object({ data: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })).min(1) }) });

/**
 * The URLs measured unless LH_URLS says otherwise: aupark's and galerieharfa's homes, and the detail
 * page of aupark's first shop (by name) in the sandbox's data, each at its tenant's *.localhost host
 * and with its path from the route table, so that none of them can go stale.
 */
async function defaultUrls(stack: BenchStack): Promise<string[]> {
  const at = (tenantId: string, path: string) => {
    const tenant = stack.server.tenants.byId(tenantId);
    const host = tenant?.hosts.find((h) => h.endsWith('.localhost'));
    if (!tenant || !host) throw new Error(`the tenants file has no ${tenantId} with a *.localhost host`);
    return { tenant, url: `http://${host}:${stack.port}${path}` };
  };
  const shopLang: Lang = 'sk';
  // The platform's call the bff makes for the shops (sandbox/CONTRACT.md `companies`): the tenant is its Origin.
  const response = await fetch(`${stack.upstreamUrl}/v1/companies?per_page=1&sort=name`, { headers: { origin: at('aupark', '').tenant.origin } });
  if (!response.ok) throw new Error(`the sandbox's companies answered ${response.status}`);
  const [shop] = shopsPage.parse(await response.json()).data.data;
  return [
    at('aupark', pathFor('home', 'sk')).url,
    at('galerieharfa', pathFor('home', 'cz')).url,
    at('aupark', detailPath('shop', shopLang, { id: String(shop!.id), slug: slugify(shop!.name) })).url,
  ];
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
  let shed = false;
  for (const url of urls) {
    const answer = await firstHtml(stack, url);
    if (answer.status === 200) pages.set(url, answer.text);
    else console.error(`${url} answers ${answer.status}: ${answer.text.slice(0, 200)}`);
    shed ||= answer.status === 503 && answer.text.includes('"OVERLOADED"');
  }
  if (pages.size === urls.length) return pages;
  // The bff's load shedding (a busy machine's event loop) is not a missing build, and what Lighthouse
  // would measure meanwhile is the other work's, not the page's.
  if (shed) console.error(`The machine is too busy: the bff sheds load (\`uptime\` shows how busy). Run this again when it is quieter.`);
  else console.error(`If the web app is not built (under ${stack.config.WEB_DIST}), build it with \`npm run build\`, then run this again.`);
  return null;
}

async function measure(port: number, url: string): Promise<Result> {
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories], disableStorageReset: serviceWorker === 'installed' });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  return run.lhr;
}

/** The URLs of the service workers the browser runs (its DevTools endpoint lists them as targets). */
async function serviceWorkerTargets(port: number): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/json/list`);
  const targets = z.array(z.object({ type: z.string(), url: z.string() })).parse(await response.json());
  return targets.filter((target) => target.type === 'service_worker').map((target) => target.url);
}

let stack: BenchStack | undefined;
let floor: Floor | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
try {
  // The bff's settings stay `test`: production's CSP upgrades subresources to https, which a page on
  // http://*.localhost cannot follow. The libraries run their production builds all the same.
  stack = await startStack('lighthouse', 'test');
  const port = stack.port;
  const urls = process.env.LH_URLS
    ? process.env.LH_URLS.split(',').map((u) => u.trim().replace(':PORT', `:${port}`)).filter(Boolean)
    : await defaultUrls(stack);
  const foreign = urls.filter((u) => !URL.canParse(u) || !isLoopback(new URL(u)));
  if (foreign.length > 0) throw new Error(`LH_URLS: only loopback URLs (localhost, *.localhost, 127.0.0.1) are measured here: ${foreign.join(', ')}`);

  // These first answers also warm the cache: Lighthouse then measures the page, not a cold upstream.
  const pages = await pagesAnswer(stack, urls);
  if (!pages) {
    process.exitCode = 1;
  } else {
    floor = await startFloor();
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir, logLevel: 'silent' });
    const launched = chrome;
    // A trace that failed to record (NO_NAVSTART, seen on a fresh browser's first page) says nothing
    // of the page: measure once more, and keep the failure if it happens again.
    const measureRun = async (url: string): Promise<Result> => {
      const lhr = await measure(launched.port, url);
      if (!lhr.runtimeError) return lhr;
      console.log(`(${url}: ${lhr.runtimeError.code}; measuring once more)`);
      return measure(launched.port, url);
    };
    const floorRuns: Figures[] = [];
    const runsOf = new Map<string, { figures: Figures; lhr: Result }[]>(urls.map((url) => [url, []]));
    // A first, unprinted run in the same mobile browser warms what a live site has warm: the image
    // route's variants at the sizes and formats a phone asks for (resizing and encoding a variant
    // the first time costs hundreds of milliseconds, once). Lighthouse empties the browser's own
    // cache before each run, so the measured runs still download everything.
    for (const url of urls) await measure(chrome.port, url);
    if (serviceWorker === 'installed') {
      // A second warm-up: the first registered the worker, which installs (precaches) meanwhile.
      for (const url of urls) await measure(chrome.port, url);
      const workers = await serviceWorkerTargets(chrome.port);
      for (const url of urls) {
        const origin = new URL(url).origin;
        const running = workers.some((worker) => worker.startsWith(`${origin}/`));
        console.log(`service worker for ${origin}: ${running ? 'installed and running' : 'NOT RUNNING (the measured runs are first visits)'}`);
      }
    }
    let header = false;
    // Round after round over the URLs rather than one URL's runs in a row: a spell of load from
    // elsewhere on the machine then spreads over every URL instead of spoiling one.
    for (let round = 1; round <= runs; round++) {
      for (const url of urls) {
        const lhr = await measureRun(url);
        if (!header) {
          header = true;
          const browser = /Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium';
          const { formFactor, throttlingMethod } = lhr.configSettings;
          console.log(`Lighthouse ${lhr.lighthouseVersion}, ${browser}, ${formFactor}, throttling ${throttlingMethod}, cache ${stack.cacheMode()}, service worker ${serviceWorker}, Node ${process.version}, ${runs} run(s) per URL\n`);
        }
        const f = figures(url, lhr, new Set(firstLoadScripts(pages.get(url) ?? '')), new Set(textFilesOf(pages.get(url) ?? '')));
        console.log(`  run ${round}/${runs}  ${url}  performance ${f.scores.performance ?? 'n/a'}, LCP ${show(f.lcpMs, 0, ' ms')}, TBT ${show(f.tbtMs, 0, ' ms')}, benchmark index ${show(f.benchmarkIndex, 0)}`);
        runsOf.get(url)!.push({ figures: f, lhr });
      }
      // The floor, once a round in the same browser: a spell of load from elsewhere touches it too.
      const f = figures(floor.url, await measureRun(floor.url), new Set(), new Set());
      console.log(`  run ${round}/${runs}  floor  performance ${f.scores.performance ?? 'n/a'}, LCP ${show(f.lcpMs, 0, ' ms')}, TBT ${show(f.tbtMs, 0, ' ms')}, benchmark index ${show(f.benchmarkIndex, 0)}`);
      floorRuns.push(f);
    }
    console.log('');
    const summaries = urls.map((url) => summarise(url, runsOf.get(url)!.map((r) => r.figures)));
    for (const summary of summaries) print(summary);
    const floorSummary = summarise(floor.url, floorRuns);
    print(floorSummary, true);
    printGoal(summaries);
    console.log(`\nRepeat: ${repeatCommand(process.env, args.json)}`);
    if (args.json) {
      const results = urls.map((url, i) => ({ ...summaries[i], runs: runsOf.get(url)!.map((r) => ({ ...r.figures, lhr: r.lhr })) }));
      writeFileSync(args.json, JSON.stringify({ node: process.version, runs, results, floor: floorSummary }, null, 2));
      console.log(`Figures and full reports written to ${args.json}`);
    }
  }
} finally {
  chrome?.kill();
  await floor?.close();
  await stack?.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
