import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MALL_LANGUAGES_AREA } from '../data/malls';
import { LOCALES, type Locale } from '../data/i18n';
import { errorBody } from '../envelope';
import type { KnobState } from '../knobs';
import type { MemberStore } from '../members/store';
import { isTenantId, type TenantId } from '../tenancy';

// The languages knob (issue 22): a test or a demo makes a mall support fewer languages, as an editor
// would in the platform (the mall's `supported_languages`; every seeded mall has all four, spec §1).
// It purges nothing: the bff keeps its cached mall until its own purge (`POST /ops/cache/purge`).

const languagesBody = z.object({
  tenant: z.string().refine(isTenantId, 'a tenant id'),
  // One or more of the platform's locales, each once, in the order the mall lists them.
  locales: z
    .array(z.enum(LOCALES))
    .min(1)
    .max(LOCALES.length)
    .refine((locales) => new Set(locales).size === locales.length, 'each locale once'),
});

/** A tenant's `supported_languages` as the knob set them; null: the seed's (all four). Cleared by the knobs' reset. */
export function mallLanguages(members: MemberStore, tenant: TenantId): readonly Locale[] | undefined {
  return members.tenantState<{ locales: readonly Locale[] | null }>(MALL_LANGUAGES_AREA, tenant, () => ({ locales: null })).locales ?? undefined;
}

export async function languageKnobRoutes(app: FastifyInstance, opts: { knobs: KnobState; members: MemberStore }): Promise<void> {
  const { knobs, members } = opts;
  const resetKnobs = knobs.reset.bind(knobs);
  knobs.reset = () => {
    resetKnobs();
    members.clearArea(MALL_LANGUAGES_AREA);
  };

  // `{ tenant, locales }` → `{ ok: true, locales }`: the mall's `supported_languages` from now on (all
  // four: the seed's again).
  app.post('/__sandbox/languages', async (request, reply) => {
    const parsed = languagesBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')));
    const state = members.tenantState<{ locales: readonly Locale[] | null }>(MALL_LANGUAGES_AREA, parsed.data.tenant as TenantId, () => ({ locales: null }));
    state.locales = parsed.data.locales.length === LOCALES.length ? null : parsed.data.locales;
    return { ok: true, locales: state.locales ?? [...LOCALES] };
  });
}
