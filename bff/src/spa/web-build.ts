import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import type { ServerEntry } from '@mall/site';

// The web's build as the bff uses it: the browser's files (web/dist/client, served as they are), the
// index.html pages are written into, and the server entry (web/dist/server/entry-server.js) that
// renders pages. Build outputs only: the bff never reads web source.

export interface WebBuild {
  clientDir: string;
  /** The built index.html, with the markers the first HTML is written into. */
  template: string;
  /** Null when the web is not built: pages answer 503 and say how to build it. */
  entry: ServerEntry | null;
  /** The operations whose results pages embed (the layout's and every page's): the public ones to cache. */
  operations: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webBuild: WebBuild;
  }
}

export default fp(
  async (fastify) => {
    const dist = fastify.config.WEB_DIST.replace(/\/?$/, '/');
    const clientDir = `${dist}client/`;
    const indexFile = `${clientDir}index.html`;
    const entryFile = `${dist}server/entry-server.js`;
    const built = existsSync(indexFile) && existsSync(entryFile);
    if (!built) fastify.log.warn({ dist }, 'the web app is not built (run `npm run build`); pages answer 503');
    const entry = built ? ((await import(pathToFileURL(entryFile).href)) as ServerEntry) : null;
    fastify.decorate('webBuild', {
      clientDir,
      template: built ? readFileSync(indexFile, 'utf8') : '',
      entry,
      operations: new Set(entry?.operations ?? []),
    });
  },
  { name: 'web-build', dependencies: ['config'] },
);
