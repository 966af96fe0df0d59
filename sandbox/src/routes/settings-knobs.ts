import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SETTINGS_OVERRIDES_AREA, type SettingValue } from '../data/settings';
import { errorBody } from '../envelope';
import type { KnobState } from '../knobs';
import type { MemberStore } from '../members/store';
import { isTenantId, type TenantId } from '../tenancy';

// The settings knob (issue 22): a test or a demo changes what an editor would set in the platform
// (`settings-web-app/web`) without a redeploy of the sandbox. It purges nothing: the bff keeps its
// cached copy until its own purge (`POST /ops/cache/purge`), as it would after an editor's change.

const settingsBody = z.object({
  tenant: z.string().refine(isTenantId, 'a tenant id'),
  // Any key: the platform adds settings the site does not know yet, and a test may add one too.
  values: z.record(z.string().min(1).max(200), z.union([z.string().max(100_000), z.number(), z.boolean(), z.null()])),
});

/** A tenant's changed values (none until the knob sets some); cleared by the knobs' reset. */
export function settingsOverrides(members: MemberStore, tenant: TenantId): Record<string, SettingValue> {
  return members.tenantState<Record<string, SettingValue>>(SETTINGS_OVERRIDES_AREA, tenant, () => ({}));
}

export async function settingsKnobRoutes(app: FastifyInstance, opts: { knobs: KnobState; members: MemberStore }): Promise<void> {
  const { knobs, members } = opts;
  const resetKnobs = knobs.reset.bind(knobs);
  knobs.reset = () => {
    resetKnobs();
    members.clearArea(SETTINGS_OVERRIDES_AREA);
  };

  // `{ tenant, values: { key: value } }` → `{ ok: true, values }` (every value the tenant's knob has
  // changed so far). Values add to earlier calls'; a key set again takes the newer value.
  app.post('/__sandbox/settings', async (request, reply) => {
    const parsed = settingsBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')));
    const overrides = settingsOverrides(members, parsed.data.tenant as TenantId);
    Object.assign(overrides, parsed.data.values);
    return { ok: true, values: { ...overrides } };
  });

  // `{ tenant }` → `{ ok: true }`: that tenant's changed values are gone (the seeded settings again),
  // the other tenants' and every other knob's state stay. An end-to-end test restores with it.
  app.post('/__sandbox/settings/clear', async (request, reply) => {
    const parsed = z.object({ tenant: z.string().refine(isTenantId, 'a tenant id') }).safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')));
    const overrides = settingsOverrides(members, parsed.data.tenant as TenantId);
    for (const key of Object.keys(overrides)) delete overrides[key];
    return { ok: true };
  });
}
