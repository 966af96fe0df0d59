import { describe, expect, it } from 'vitest';
import { parseWrk, wrkHeaderName } from './wrk';

// A report as wrk 4.1 (Debian 12) prints it with --latency, errors included.
const report = `Running 5s test @ http://127.0.0.1:44333/sk
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     6.73ms    8.06ms 215.57ms   97.96%
    Req/Sec     8.19k     1.80k    9.56k    88.00%
  Latency Distribution
     50%  532.00us
     75%    6.30ms
     90%    8.67ms
     99%    1.20s
  40764 requests in 5.01s, 0.87GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:   8135.84
Transfer/sec:    177.28MB
`;

describe('parseWrk', () => {
  it('reads the rate, the percentiles in their units, the requests and the errors', () => {
    expect(parseWrk(report)).toEqual({ requestsPerSecond: 8135.84, p50: 0.532, p99: 1200, errors: 9, requests: 40764 });
  });

  it('gives NaN, not zero, for a report it cannot read (the bench then stops)', () => {
    const result = parseWrk('unable to connect to 127.0.0.1:1 Connection refused');
    expect(result.requestsPerSecond).toBeNaN();
    expect(result.p99).toBeNaN();
  });
});

describe('wrkHeaderName', () => {
  it('spells Host as wrk looks it up, so that wrk adds no second Host header', () => {
    expect(wrkHeaderName('host')).toBe('Host');
    expect(wrkHeaderName('HOST')).toBe('Host');
  });
  it('leaves every other header as given', () => {
    expect(wrkHeaderName('accept-encoding')).toBe('accept-encoding');
  });
});
