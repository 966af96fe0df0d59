import fp from 'fastify-plugin';
import { createSearchService, type SearchService } from './service';
import { searchSources } from './content-sources';

// The search service (issue 8) as a Fastify service: one per process, answering only types whose
// detail screen is live in the web build the bff serves.

declare module 'fastify' {
  interface FastifyInstance {
    /** Named so: `search` is Fastify's route method for the HTTP SEARCH verb. */
    siteSearch: SearchService;
  }
}

export default fp(
  async (fastify) => {
    const liveRoutes = fastify.webBuild.entry?.liveRoutes ?? [];
    fastify.decorate(
      'siteSearch',
      createSearchService({ calls: fastify.publicCalls, sources: searchSources, liveRoutes: () => liveRoutes, logger: fastify.log.child({ module: 'search' }) }),
    );
  },
  { name: 'search', dependencies: ['upstream', 'web-build'] },
);
