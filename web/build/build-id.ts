import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

// The build's id (spec §9: the SPA polls the build manifest and offers a reload when the build id
// changes). Written into index.html as `<meta name="build-id">`: the page knows the build it came
// from, and the bff, which loads this index.html, serves the same id at /build.json. So a page
// rendered by an older build, even one served from a cache, sees the difference.

/**
 * A hash of the names of the files the build wrote. Vite names every chunk and asset by a hash of
 * its content (and a chunk's content names the chunks it imports), so the id changes exactly when
 * something the browser loads changes. The HTML itself and source maps are left out.
 */
export function buildIdFrom(fileNames: Iterable<string>): string {
  const names = [...fileNames].filter((name) => !name.endsWith('.html') && !name.endsWith('.map')).sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

export function buildId(): Plugin {
  return {
    name: 'mall:build-id',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the hashed names in: the bundle is complete then.
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return undefined;
        return [{ tag: 'meta', attrs: { name: 'build-id', content: buildIdFrom(Object.keys(context.bundle)) }, injectTo: 'head' }];
      },
    },
  };
}
