import { existsSync, readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';

// The service worker (issue 24; web/src/sw, built by the web build into dist/client/sw.js). At the
// site's root, so that its scope is the whole site. `no-cache`: the browser asks for it again on
// every update check (and at least daily), so a new build's worker is found at once; its bytes are
// compressed on the way by the compression plugin, as other answers made here. Read once: the web
// build a process serves does not change under it.

const testBuildCookie = /(?:^|;\s*)sw-test-build=([0-9a-f]{16})(?:;|$)/;

const serviceWorkerRoute: FastifyPluginAsync = async (fastify) => {
  const file = `${fastify.webBuild.clientDir}sw.js`;
  const source = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const { buildId } = fastify.webBuild;
  const testBuilds = fastify.config.SW_TEST_BUILD_COOKIE;
  fastify.get('/sw.js', { logLevel: 'warn' }, async (request, reply) => {
    if (source === null) return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('The web app is not built.');
    void reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8');
    // Tests only (config SW_TEST_BUILD_COOKIE, refused in production): the next build's worker.
    const next = testBuilds ? testBuildCookie.exec(request.headers.cookie ?? '')?.[1] : undefined;
    if (next && buildId) return reply.header('vary', 'Cookie').send(source.replaceAll(buildId, next));
    return reply.send(source);
  });
};

export default serviceWorkerRoute;
