// The baselines of `npm run bench`, each in a child process of its own (its own event loop and heap,
// not the bff's), that answer each target's path with the status, headers and body the bff answered
// for it:
// - `node` (the default): a bare node:http server. What the bff costs above it is everything the bff
//   does, its framework included.
// - `fastify` (argument `fastify`): a bare Fastify, the bff's own version, without plugins, hooks or
//   logger, one catch-all route: what an answer reaches through the framework alone. (The bff's
//   memory hits are answered before Fastify routes anything: for them it is a reference, not a
//   ceiling.)
// Protocol (IPC): the parent sends { routes }; this answers { port }; it exits when the parent disconnects.
import { createServer, type Server } from 'node:http';
import Fastify from 'fastify';
import type { CapturedRoute } from './protocol';

if (!process.send) throw new Error('bare-server.ts runs as a child process (see bench.ts)');
const kind = process.argv.includes('fastify') ? 'fastify' : 'node';

interface Answer {
  status: number;
  /** Name, value, name, value … as node:http's writeHead takes them, content-length last. */
  headers: string[];
  body: Buffer;
}

function answersOf(routes: readonly CapturedRoute[]): Map<string, Answer> {
  return new Map(
    routes.map((route) => {
      const body = Buffer.from(route.body, 'base64');
      return [route.path, { status: route.status, headers: [...route.headers.flat(), 'content-length', String(body.length)], body }];
    }),
  );
}

function nodeServer(answers: Map<string, Answer>): Server {
  return createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not a bench target');
      return;
    }
    // A POST's body (the channel authorisation's form) is read to its end before the answer, as the bff does.
    if (request.method === 'POST') {
      request.resume();
      request.once('end', () => response.writeHead(answer.status, answer.headers).end(answer.body));
      return;
    }
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
}

async function fastifyServer(answers: Map<string, Answer>): Promise<Server> {
  const app = Fastify({ logger: false });
  // The channel authorisation's form is read whole, as the bff reads it (and not refused with 415).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.route({
    method: ['GET', 'POST'],
    url: '*',
    handler: (request, reply) => {
      const answer = answers.get(request.url);
      if (!answer) return reply.code(404).type('text/plain').send('not a bench target');
      reply.code(answer.status);
      // content-length is Fastify's to write for a Buffer.
      for (let i = 0; i < answer.headers.length - 2; i += 2) reply.header(answer.headers[i]!, answer.headers[i + 1]!);
      return reply.send(answer.body);
    },
  });
  await app.ready();
  return app.server;
}

process.once('message', (message: { routes: CapturedRoute[] }) => {
  const answers = answersOf(message.routes);
  void (kind === 'fastify' ? fastifyServer(answers) : Promise.resolve(nodeServer(answers))).then((server) => {
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
});
