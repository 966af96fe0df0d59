import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    fastify.decorate('config', config);
  },
  { name: 'config' },
);
