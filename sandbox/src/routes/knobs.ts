import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../envelope';
import type { KnobState } from '../knobs';

const latencyBody = z.object({ ms: z.number().int().min(0).max(120_000) });
const modeBody = z.object({ mode: z.enum(['normal', 'failing', 'down']) });

/** Test knobs over HTTP under `/__sandbox/` (outside /v1, so they work in every mode). */
export async function knobRoutes(app: FastifyInstance, opts: { knobs: KnobState }): Promise<void> {
  const { knobs } = opts;
  const badRequest = (issues: z.core.$ZodIssue[]) =>
    errorBody(400, issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));

  app.post('/__sandbox/latency', async (request, reply) => {
    const parsed = latencyBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error.issues));
    knobs.setLatency(parsed.data.ms);
    return { ok: true, latency: parsed.data.ms };
  });

  app.post('/__sandbox/mode', async (request, reply) => {
    const parsed = modeBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error.issues));
    knobs.setMode(parsed.data.mode);
    return { ok: true, mode: parsed.data.mode };
  });

  app.get('/__sandbox/requests', async () => knobs.requests());

  app.delete('/__sandbox/requests', async () => {
    knobs.clearRequests();
    return { ok: true };
  });

  app.post('/__sandbox/reset', async () => {
    knobs.reset();
    return { ok: true };
  });
}
