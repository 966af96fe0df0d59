import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Ops endpoints (/metrics, cache purge) need `Authorization: Bearer <OPS_TOKEN>` when OPS_TOKEN is set.
 * Without OPS_TOKEN they are open outside production (local development) and closed in production.
 */
export function opsAllowed(fastify: FastifyInstance, request: FastifyRequest): boolean {
  const token = fastify.config.OPS_TOKEN;
  if (!token) return fastify.config.NODE_ENV !== 'production';
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
