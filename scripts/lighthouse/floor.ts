// The same run's floor for `npm run lighthouse` (issue 23; the developers' guide: figures beside a
// baseline measured in the same run). The least a page can be: a heading and a paragraph in a phone's
// viewport, without a script, a picture, a stylesheet or an icon to fetch, served from loopback by the
// script's own process. Lighthouse measures it in the same browser, once a round between the URLs.
// What the floor scores belongs to the host and the browser, not to any page: on this host the same
// build's Lighthouse figures moved from one day to the next (docs/offline.md: a benchmark index from
// 1,500 to 3,500, TBT medians from 38 to 731 ms), and a page's figures read beside the floor's show
// how much of them is the page's.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const floorDocument = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="description" content="The floor of a Lighthouse run: a page of one heading and one paragraph.">',
  // No icon to ask for: the browser would otherwise fetch /favicon.ico.
  '<link rel="icon" href="data:,">',
  '<title>Floor</title>',
  '</head>',
  '<body>',
  '<h1>Floor</h1>',
  '<p>A page of one heading and one paragraph, without a script, a picture or a stylesheet. What Lighthouse measures here is the host’s and the browser’s own share of every page’s figures.</p>',
  '</body>',
  '</html>',
].join('\n');

export interface Floor {
  /** `http://floor.localhost:PORT/`: a *.localhost name, which the script's browser maps to loopback. */
  url: string;
  close(): Promise<void>;
}

/** Serves the floor's page on 127.0.0.1 (a port the system chooses) until `close`. */
export async function startFloor(): Promise<Floor> {
  const body = Buffer.from(floorDocument);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://floor.localhost:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
