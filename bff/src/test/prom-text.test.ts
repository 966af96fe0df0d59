import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { labelNamesOf, parsePrometheusText, PromParseError } from './prom-text';

const histogram = `# HELP req_seconds Request time.
# TYPE req_seconds histogram
req_seconds_bucket{route="/a",le="0.1"} 1
req_seconds_bucket{route="/a",le="1"} 3
req_seconds_bucket{route="/a",le="+Inf"} 4
req_seconds_sum{route="/a"} 2.5
req_seconds_count{route="/a"} 4
`;

const refused = (text: string) => expect(() => parsePrometheusText(text)).toThrow(PromParseError);

describe('parsePrometheusText', () => {
  it('reads families, types, help, labels with escapes, and values', () => {
    const families = parsePrometheusText(`# HELP up Whether it is up, with a \\\\ and a\\nnewline.
# TYPE up gauge
up{job="a \\"quoted\\" \\\\ value\\n",zone="x"} 1
up{job="b",zone="x"} NaN
up{job="c",zone="x"} Nan
# a comment
# HELP total A counter.
# TYPE total counter
total 1.5e3 1700000000000
${histogram}`);
    const up = families.get('up')!;
    expect(up.type).toBe('gauge');
    expect(up.help).toBe('Whether it is up, with a \\ and a\nnewline.');
    expect(up.samples[0]!.labels).toEqual({ job: 'a "quoted" \\ value\n', zone: 'x' });
    expect(Number.isNaN(up.samples[1]!.value)).toBe(true);
    // prom-client's spelling of a gauge without a value; Prometheus reads it as NaN too.
    expect(Number.isNaN(up.samples[2]!.value)).toBe(true);
    expect(families.get('total')!.samples[0]).toEqual({ name: 'total', labels: {}, value: 1500, timestamp: 1700000000000 });
    expect(families.get('req_seconds')!.samples).toHaveLength(5);
    expect(labelNamesOf(families.get('req_seconds')!)).toEqual(['route']);
  });

  it("accepts prom-client's own output", async () => {
    const registry = new Registry();
    new Counter({ name: 'c_total', help: 'c', labelNames: ['a'], registers: [registry] }).inc({ a: 'x"y\\z' });
    new Gauge({ name: 'g', help: 'line\nbreak', registers: [registry] }).set(-1);
    const h = new Histogram({ name: 'h_seconds', help: 'h', labelNames: ['r'], buckets: [0.1, 1], registers: [registry] });
    h.observe({ r: 'a' }, 0.5);
    h.observe({ r: 'b' }, 5);
    const families = parsePrometheusText(await registry.metrics());
    expect([...families.keys()]).toEqual(['c_total', 'g', 'h_seconds']);
    expect(families.get('c_total')!.samples[0]!.labels).toEqual({ a: 'x"y\\z' });
  });

  it('refuses malformed lines', () => {
    refused('# HELP x x\n# TYPE x gauge\nx{a="1"}1\n'); // no space before the value
    refused('# HELP x x\n# TYPE x gauge\nx 1 2 3\n');
    refused('# HELP x x\n# TYPE x gauge\nx one\n');
    refused('# HELP x x\n# TYPE x gauge\nx 1'); // no final newline
    refused('# HELP 1x x\n# TYPE 1x gauge\n1x 1\n');
    refused('#HELP x x\n');
  });

  it('refuses bad label syntax', () => {
    refused('# HELP x x\n# TYPE x gauge\nx{a=1} 1\n');
    refused('# HELP x x\n# TYPE x gauge\nx{a="1" 1\n');
    refused('# HELP x x\n# TYPE x gauge\nx{a="1",a="2"} 1\n');
    refused('# HELP x x\n# TYPE x gauge\nx{1a="1"} 1\n');
    refused('# HELP x x\n# TYPE x gauge\nx{__name__="1"} 1\n');
    refused('# HELP x x\n# TYPE x gauge\nx{a="\\t"} 1\n');
  });

  it('requires HELP and TYPE before the samples, once each, with a known type', () => {
    refused('x 1\n');
    refused('# TYPE x gauge\nx 1\n');
    refused('# HELP x x\nx 1\n');
    refused('# HELP x x\n# HELP x y\n# TYPE x gauge\nx 1\n');
    refused('# HELP x x\n# TYPE x gauge\n# TYPE x gauge\nx 1\n');
    refused('# HELP x x\n# TYPE x gauges\nx 1\n');
    refused('# HELP x x\n# TYPE x gauge\nx 1\n# TYPE x counter\n');
  });

  it('refuses a family split in two and a duplicate series', () => {
    refused('# HELP x x\n# TYPE x gauge\nx 1\n# HELP y y\n# TYPE y gauge\ny 1\nx{a="b"} 2\n');
    refused('# HELP x x\n# TYPE x gauge\nx{a="1",b="2"} 1\nx{b="2",a="1"} 1\n');
  });

  it('checks histograms: increasing bounds, cumulative counts, +Inf equal to _count', () => {
    expect(() => parsePrometheusText(histogram)).not.toThrow();
    refused(histogram.replace('le="1"} 3', 'le="1"} 0')); // not cumulative
    refused(histogram.replace('le="1"', 'le="0.05"')); // bounds not increasing
    refused(histogram.replace('req_seconds_bucket{route="/a",le="+Inf"} 4\n', '')); // no +Inf
    refused(histogram.replace('req_seconds_count{route="/a"} 4', 'req_seconds_count{route="/a"} 5'));
    refused(histogram.replace('req_seconds_count{route="/a"} 4\n', ''));
    refused(histogram.replace('{route="/a",le="0.1"}', '{route="/a"}')); // a bucket without le
    refused(`${histogram}req_seconds 1\n`);
  });
});
