// A strict parser of the Prometheus text exposition format (version 0.0.4), for tests of /metrics.
// It refuses what a lenient scraper would let pass: a malformed line, a sample before its family's
// TYPE, a family split in two, HELP or TYPE given twice, bad metric or label names, bad escapes, a
// duplicate label or series, and histograms whose buckets are not cumulative, lack `+Inf`, or whose
// `+Inf` bucket differs from `_count`.

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  /** The sample's own name (`x_bucket`, `x_sum` … for a histogram `x`). */
  name: string;
  labels: Record<string, string>;
  value: number;
  timestamp?: number;
}

export interface MetricFamily {
  name: string;
  help: string;
  type: MetricType;
  samples: Sample[];
}

export class PromParseError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'PromParseError';
  }
}

const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const labelName = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const types: readonly MetricType[] = ['counter', 'gauge', 'histogram', 'summary', 'untyped'];
const floatText = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function parseValue(text: string, line: number): number {
  // As Prometheus reads values (Go's ParseFloat): NaN and Inf in any case. prom-client writes `Nan`
  // for a gauge that has no value yet (the event-loop figures before their first sample).
  const word = text.toLowerCase();
  if (word === 'nan') return Number.NaN;
  if (word === '+inf' || word === 'inf') return Number.POSITIVE_INFINITY;
  if (word === '-inf') return Number.NEGATIVE_INFINITY;
  if (!floatText.test(text)) throw new PromParseError(line, `not a number: ${JSON.stringify(text)}`);
  return Number(text);
}

/** HELP text: only `\\` and `\n` are escapes. */
function unescapeHelp(text: string, line: number): string {
  return text.replace(/\\(.?)/g, (_match, next: string) => {
    if (next === '\\') return '\\';
    if (next === 'n') return '\n';
    throw new PromParseError(line, `bad escape in HELP: \\${next}`);
  });
}

/** `{a="x",b="y"}` starting at `start` (the `{`); returns the labels and the index after `}`. */
function parseLabels(text: string, start: number, line: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = start + 1;
  for (;;) {
    if (text[i] === '}') return { labels, end: i + 1 };
    const nameMatch = /^[^=,}"\s]*/.exec(text.slice(i))![0];
    if (!labelName.test(nameMatch)) throw new PromParseError(line, `bad label name ${JSON.stringify(nameMatch)}`);
    if (nameMatch.startsWith('__')) throw new PromParseError(line, `reserved label name ${nameMatch}`);
    if (nameMatch in labels) throw new PromParseError(line, `duplicate label ${nameMatch}`);
    i += nameMatch.length;
    if (text[i] !== '=' || text[i + 1] !== '"') throw new PromParseError(line, `expected ="…" after label ${nameMatch}`);
    i += 2;
    let value = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) throw new PromParseError(line, 'unterminated label value');
      if (c === '"') break;
      if (c === '\n') throw new PromParseError(line, 'raw newline in label value');
      if (c === '\\') {
        const next = text[i + 1];
        if (next === '\\') value += '\\';
        else if (next === '"') value += '"';
        else if (next === 'n') value += '\n';
        else throw new PromParseError(line, `bad escape in label value: \\${next ?? ''}`);
        i += 2;
        continue;
      }
      value += c;
      i += 1;
    }
    labels[nameMatch] = value;
    i += 1;
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    if (text[i] !== '}') throw new PromParseError(line, `expected , or } after label ${nameMatch}`);
  }
}

/** The family a sample name belongs to, given the families declared so far. */
function familyOf(sampleName: string, families: Map<string, MetricFamily>): MetricFamily | undefined {
  const exact = families.get(sampleName);
  if (exact && exact.type !== 'histogram' && exact.type !== 'summary') return exact;
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!sampleName.endsWith(suffix)) continue;
    const family = families.get(sampleName.slice(0, -suffix.length));
    if (family?.type === 'histogram') return family;
    if (family?.type === 'summary' && suffix !== '_bucket') return family;
  }
  if (exact?.type === 'summary') return exact;
  return undefined;
}

const seriesKey = (sample: Sample) =>
  `${sample.name}{${Object.keys(sample.labels)
    .sort()
    .map((key) => `${key}=${JSON.stringify(sample.labels[key])}`)
    .join(',')}}`;

/** The labels of a sample without one of them: which histogram series a bucket belongs to. */
function seriesWithout(labels: Record<string, string>, drop: string): string {
  return Object.keys(labels)
    .filter((key) => key !== drop)
    .sort()
    .map((key) => `${key}=${JSON.stringify(labels[key])}`)
    .join(',');
}

function checkHistogram(family: MetricFamily): void {
  const buckets = new Map<string, { le: number; value: number }[]>();
  const counts = new Map<string, number>();
  for (const sample of family.samples) {
    if (sample.name === `${family.name}_bucket`) {
      const le = sample.labels.le;
      if (le === undefined) throw new PromParseError(0, `${family.name}: bucket without le`);
      const series = seriesWithout(sample.labels, 'le');
      const list = buckets.get(series) ?? [];
      list.push({ le: parseValue(le, 0), value: sample.value });
      buckets.set(series, list);
    } else if (sample.name === `${family.name}_count`) {
      counts.set(seriesWithout(sample.labels, 'le'), sample.value);
    } else if (sample.name !== `${family.name}_sum`) {
      throw new PromParseError(0, `${family.name}: unexpected sample ${sample.name} in a histogram`);
    } else if ('le' in sample.labels) {
      throw new PromParseError(0, `${family.name}: _sum with an le label`);
    }
  }
  for (const [series, list] of buckets) {
    for (let i = 1; i < list.length; i++) {
      if (!(list[i]!.le > list[i - 1]!.le)) throw new PromParseError(0, `${family.name}{${series}}: bucket bounds not increasing`);
      if (list[i]!.value < list[i - 1]!.value) throw new PromParseError(0, `${family.name}{${series}}: bucket counts not cumulative`);
    }
    const last = list.at(-1)!;
    if (last.le !== Number.POSITIVE_INFINITY) throw new PromParseError(0, `${family.name}{${series}}: no +Inf bucket`);
    const count = counts.get(series);
    if (count === undefined) throw new PromParseError(0, `${family.name}{${series}}: no _count`);
    if (count !== last.value) throw new PromParseError(0, `${family.name}{${series}}: +Inf bucket ${last.value} differs from _count ${count}`);
  }
  for (const series of counts.keys()) {
    if (!buckets.has(series)) throw new PromParseError(0, `${family.name}{${series}}: _count without buckets`);
  }
}

/** Parses a whole exposition; throws PromParseError at the first thing that is wrong. */
export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  if (text.length > 0 && !text.endsWith('\n')) throw new PromParseError(0, 'the exposition must end with a newline');
  const families = new Map<string, MetricFamily>();
  const closed = new Set<string>();
  const helped = new Set<string>();
  const typed = new Set<string>();
  const series = new Set<string>();
  let current: MetricFamily | undefined;
  const lines = text.split('\n');
  lines.pop();

  const declare = (name: string, line: number): MetricFamily => {
    if (!metricName.test(name)) throw new PromParseError(line, `bad metric name ${JSON.stringify(name)}`);
    if (closed.has(name)) throw new PromParseError(line, `${name}: family continues after another one started`);
    let family = families.get(name);
    if (!family) {
      family = { name, help: '', type: 'untyped', samples: [] };
      families.set(name, family);
    }
    if (current && current !== family) closed.add(current.name);
    current = family;
    return family;
  };

  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    if (raw.startsWith('#')) {
      const meta = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(raw);
      if (!meta) {
        if (/^#\s*(HELP|TYPE)\b/.test(raw)) throw new PromParseError(line, `malformed ${raw.slice(0, 40)}`);
        return; // a comment
      }
      const [, kind, name, rest = ''] = meta as unknown as [string, 'HELP' | 'TYPE', string, string | undefined];
      const family = declare(name, line);
      if (kind === 'HELP') {
        if (helped.has(name)) throw new PromParseError(line, `${name}: HELP given twice`);
        helped.add(name);
        family.help = unescapeHelp(rest, line);
      } else {
        if (!types.includes(rest as MetricType)) throw new PromParseError(line, `${name}: unknown TYPE ${JSON.stringify(rest)}`);
        if (family.samples.length > 0) throw new PromParseError(line, `${name}: TYPE after its samples`);
        if (typed.has(name)) throw new PromParseError(line, `${name}: TYPE given twice`);
        typed.add(name);
        family.type = rest as MetricType;
      }
      return;
    }
    const nameMatch = /^[^\s{]+/.exec(raw)?.[0] ?? '';
    if (!metricName.test(nameMatch)) throw new PromParseError(line, `bad metric name ${JSON.stringify(nameMatch)}`);
    let i = nameMatch.length;
    let labels: Record<string, string> = {};
    if (raw[i] === '{') ({ labels, end: i } = parseLabels(raw, i, line));
    const rest = raw.slice(i);
    const parts = /^ ([^ ]+)(?: (-?\d+))?$/.exec(rest);
    if (!parts) throw new PromParseError(line, `expected " value [timestamp]" after ${nameMatch}, got ${JSON.stringify(rest)}`);
    const sample: Sample = { name: nameMatch, labels, value: parseValue(parts[1]!, line) };
    if (parts[2] !== undefined) sample.timestamp = Number(parts[2]);
    const family = familyOf(nameMatch, families);
    if (!family) throw new PromParseError(line, `${nameMatch}: sample without HELP/TYPE of its family`);
    if (family !== current) throw new PromParseError(line, `${nameMatch}: sample outside its family's block`);
    if (!helped.has(family.name) || !typed.has(family.name)) throw new PromParseError(line, `${family.name}: no HELP or no TYPE before its samples`);
    if (family.type === 'histogram' && nameMatch === `${family.name}_bucket` && labels.le === undefined) {
      throw new PromParseError(line, `${nameMatch}: no le label`);
    }
    const key = seriesKey(sample);
    if (series.has(key)) throw new PromParseError(line, `duplicate series ${key}`);
    series.add(key);
    family.samples.push(sample);
  });

  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** The label names a family's samples carry (histograms without `le`), sorted. */
export function labelNamesOf(family: MetricFamily): string[] {
  const names = new Set<string>();
  for (const sample of family.samples) for (const name of Object.keys(sample.labels)) if (name !== 'le' && name !== 'quantile') names.add(name);
  return [...names].sort();
}
