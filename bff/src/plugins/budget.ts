import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** When this request's time budget for upstream work ends (epoch ms; REQUEST_BUDGET_MS after it arrived). */
    deadline: number;
  }
}

// One time budget per request (issue "Harden the gateway", finding 5): the first HTML and each GraphQL
// operation answer within REQUEST_BUDGET_MS however slow the platform is, retries included. A 4 s
// timeout per attempt alone let a cold page wait 8 s.
export default fp(
  async (fastify) => {
    const budget = fastify.config.REQUEST_BUDGET_MS;
    fastify.decorateRequest('deadline', 0);
    fastify.addHook('onRequest', (request, _reply, done) => {
      request.deadline = Date.now() + budget;
      done();
    });
  },
  { name: 'budget', dependencies: ['config'] },
);
