// The figures of several Lighthouse runs of one URL as `npm run lighthouse` prints them (issue 23): the
// median, which one slow run on a shared machine does not move, and the spread (min–max), which shows
// how much a single run could have said otherwise. The goal is judged on the medians.

export interface Spread {
  median: number;
  min: number;
  max: number;
  /** Runs that had the figure (a run Lighthouse could not measure has none). */
  count: number;
}

/** The median (the mean of the middle two for an even count) and the range; null without a value. */
export function spread(values: readonly (number | null)[]): Spread | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, count: sorted.length };
}

/** The issue's goal, on the medians of a URL's runs: a mobile Lighthouse run with simulated throttling. */
export const goal = { performance: 98, tbtMs: 150, lcpMs: 1200 } as const;

export interface GoalCheck {
  pass: boolean;
  /** What missed, with the median against the bound; empty when it passes. */
  misses: string[];
}

export function checkGoal(medians: { performance: Spread | null; tbtMs: Spread | null; lcpMs: Spread | null }): GoalCheck {
  const misses: string[] = [];
  const { performance, tbtMs, lcpMs } = medians;
  // A figure no run produced is a miss: the page was not shown to meet the goal.
  if (!performance || performance.median < goal.performance) misses.push(`performance ${performance ? fixed(performance.median, 0) : 'n/a'} < ${goal.performance}`);
  if (!tbtMs || tbtMs.median > goal.tbtMs) misses.push(`TBT ${tbtMs ? fixed(tbtMs.median, 0) : 'n/a'} ms > ${goal.tbtMs} ms`);
  if (!lcpMs || lcpMs.median > goal.lcpMs) misses.push(`LCP ${lcpMs ? fixed(lcpMs.median, 0) : 'n/a'} ms > ${goal.lcpMs} ms`);
  return { pass: misses.length === 0, misses };
}

function fixed(value: number, digits: number): string {
  return value.toFixed(digits);
}

/** `812 ms  (790–850)`: the median, then the range, both with `digits` decimals. */
export function showSpread(value: Spread | null, digits: number, unit = ''): string {
  if (!value) return 'n/a';
  const range = value.min === value.max ? '' : `  (${fixed(value.min, digits)}–${fixed(value.max, digits)}${unit})`;
  return `${fixed(value.median, digits)}${unit}${range}`;
}

/**
 * The command line that repeats a run: the settings that changed what was measured, and nothing
 * secret (a Redis URL's password is left out).
 */
export function repeatCommand(env: Readonly<Record<string, string | undefined>>, jsonFile: string | undefined): string {
  const parts: string[] = [];
  for (const name of ['REDIS_URL', 'LH_RUNS', 'LH_URLS', 'LH_SERVICE_WORKER', 'CHROME_PATH', 'CHROMIUM_PATH'] as const) {
    const value = env[name];
    if (!value) continue;
    parts.push(`${name}=${shellQuote(name === 'REDIS_URL' ? withoutPassword(value) : value)}`);
  }
  parts.push('npm run lighthouse');
  if (jsonFile) parts.push('--', '--json', shellQuote(jsonFile));
  return parts.join(' ');
}

function withoutPassword(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString().replace(/\/$/, '');
}

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}
