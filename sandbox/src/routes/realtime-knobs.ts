import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../envelope';
import type { KnobState } from '../knobs';
import { isPusherCloseCode } from '../realtime/stand-in/close-codes';
import type { SandboxRealtime } from '../realtime/stand-in/sandbox-realtime';

// 4200 reconnect now, 4100 back off then reconnect, 4001 refused: the three ranges pusher-js acts on
// (any Pusher code 4000-4299 is taken).
const closeBody = z.object({ code: z.number().int().refine(isPusherCloseCode, 'a Pusher close code, 4000-4299 (4200, 4100, 4001)') });
const modeBody = z.object({ mode: z.enum(['normal', 'refuse']) });

const badRequest = (issues: readonly z.core.$ZodIssue[]) => errorBody(400, issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));

/**
 * The realtime stand-in's knobs (issue 20), on the sandbox's main port, outside /v1:
 * `GET /__sandbox/realtime` (port, mode, connections), `POST /__sandbox/realtime/close {code}` (drops
 * every connection with that close code), `POST /__sandbox/realtime/mode {mode}`. The knobs' reset
 * sets the mode back to normal.
 */
export async function realtimeKnobRoutes(app: FastifyInstance, opts: { knobs: KnobState; realtime: SandboxRealtime }): Promise<void> {
  const { knobs, realtime } = opts;
  const resetKnobs = knobs.reset.bind(knobs);
  knobs.reset = () => {
    resetKnobs();
    realtime.setMode('normal');
  };

  app.get('/__sandbox/realtime', async () => {
    let port: number | null;
    try {
      port = realtime.port();
    } catch {
      port = null;
    }
    return { port, mode: realtime.mode(), connections: realtime.connections() };
  });

  app.post('/__sandbox/realtime/close', async (request, reply) => {
    const parsed = closeBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error.issues));
    return { ok: true, code: parsed.data.code, closed: realtime.close(parsed.data.code) };
  });

  app.post('/__sandbox/realtime/mode', async (request, reply) => {
    const parsed = modeBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error.issues));
    realtime.setMode(parsed.data.mode);
    return { ok: true, mode: parsed.data.mode };
  });
}
