// The load generator of `npm run bench`: autocannon in a child process of its own, so that neither
// server under test shares a thread (or a heap) with the code that loads it.
// Protocol (IPC): each LoadRequest message is answered by one LoadResult; exits when the parent disconnects.
import autocannon from 'autocannon';
import type { LoadRequest, LoadResult } from './protocol';

if (!process.send) throw new Error('load.ts runs as a child process (see bench.ts)');

process.on('message', (request: LoadRequest) => {
  void autocannon({
    url: request.url,
    headers: request.headers,
    connections: request.connections,
    duration: request.seconds,
    timeout: 10,
  }).then((result) => {
    const answer: LoadResult = {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      requests: result.requests.total,
    };
    process.send?.(answer);
  }, (error: unknown) => {
    // The parent sees the exit and stops; a half-measured figure is worth nothing.
    console.error(`autocannon failed: ${(error as Error).message}`);
    process.exit(1);
  });
});
process.once('disconnect', () => process.exit(0));
