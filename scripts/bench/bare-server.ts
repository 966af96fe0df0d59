// The baseline of `npm run bench`: a bare node:http server, in a child process of its own (its own
// event loop and heap, not the bff's), that answers each target's path with the status, headers and
// body the bff answered for it. What the bff costs above this is the bff's own work.
// Protocol (IPC): the parent sends { routes }; this answers { port }; it exits when the parent disconnects.
import { createServer } from 'node:http';
import type { CapturedRoute } from './protocol';

if (!process.send) throw new Error('bare-server.ts runs as a child process (see bench.ts)');

process.once('message', (message: { routes: CapturedRoute[] }) => {
  const routes = new Map(
    message.routes.map((route) => {
      const body = Buffer.from(route.body, 'base64');
      return [route.path, { status: route.status, headers: [...route.headers.flat(), 'content-length', String(body.length)], body }];
    }),
  );
  const server = createServer((request, response) => {
    const route = routes.get(request.url ?? '');
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not a bench target');
      return;
    }
    // A POST's body (the channel authorisation's form) is read to its end before the answer, as the bff does.
    if (request.method === 'POST') {
      request.resume();
      request.once('end', () => response.writeHead(route.status, route.headers).end(route.body));
      return;
    }
    response.writeHead(route.status, route.headers).end(route.body);
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.once('disconnect', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
});
