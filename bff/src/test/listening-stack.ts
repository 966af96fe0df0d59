import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { cleanPrefix, startStack, type Stack, type StackOptions } from './stack';

// A stack that listens on a port of its own, for tests that must speak HTTP: `app.inject` does not
// pass the server's request event, where the memory hits answer (page-cache/memory-hits.ts).

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET on a fresh connection to 127.0.0.1:`port`. */
export function httpGet(port: number, path: string, headers: Record<string, string>): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A stack for a describe block, listening on a free port, closed and its Redis keys removed after. */
export function listeningStack(options: StackOptions = {}): { stack: () => Stack; port: () => number } {
  let stack: Stack | undefined;
  let port = 0;
  beforeAll(async () => {
    stack = await startStack(options);
    await stack.app.listen({ host: '127.0.0.1', port: 0 });
    const address = stack.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    port = address.port;
  });
  afterAll(async () => {
    await stack?.close();
    if (stack) await cleanPrefix(stack.prefix);
  });
  return { stack: () => stack!, port: () => port };
}
