import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceRules } from '../data/booking';
import { errorBody } from '../envelope';
import { bookableTime, fillTime } from '../members/booking';
import { isTenant, type MemberStore } from '../members/store';

// A test knob of booking (issue 21; outside /v1, like the others): the mall takes a time's places itself,
// as its desk would for a walk-in, so a test or a demo can see a time fill up (SLOT_FULL, "fully booked")
// without 12 members booking it. The places are the mall's, in no member's list; the knobs' reset frees them.

const fillBody = z.object({
  tenant: z.string().min(1),
  service_id: z.number().int().positive(),
  start: z.iso.datetime({ offset: true }),
  places: z.number().int().positive().optional(),
});

export async function bookingKnobRoutes(app: FastifyInstance, opts: { members: MemberStore }): Promise<void> {
  const { members } = opts;
  // `{ tenant, service_id, start, places? }` → `{ ok: true, places_left }`: takes the time's places left
  // (or `places` of them at most). 404 for an unknown tenant or service, 422 for a start that is not one of
  // the service's times a member could book now.
  app.post('/__sandbox/booking/fill', async (request, reply) => {
    const parsed = fillBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')));
    const { tenant, service_id, start, places } = parsed.data;
    if (!isTenant(tenant)) return reply.code(404).send(errorBody(404, 'No such tenant.'));
    const service = serviceRules(tenant, service_id);
    if (!service) return reply.code(404).send(errorBody(404, 'Service not found.'));
    const time = bookableTime(tenant, service, new Date(start), members.time());
    if (!time) return reply.code(422).send(errorBody(422, 'This is not one of the service\'s times.'));
    return { ok: true, places_left: fillTime(members, tenant, service, time.start, places) };
  });
}
