import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../envelope';
import { hashPassword, isTenant, type MemberStore } from '../members/store';
import type { TenantId } from '../tenancy';

// A test knob of the member side (outside /v1, like the others): a new verified account with a
// session, made in one call, for the tests that change or delete an account (the demo accounts stay
// as the README gives them) and for an account made through SSO, which has no password.

const memberBody = z.object({
  tenant: z.string().refine(isTenant, 'a tenant id'),
  email: z.email(),
  /** null or absent: an account made through SSO, without a password. */
  password: z.string().min(1).nullish(),
  first_name: z.string().default('Test'),
  last_name: z.string().default('Member'),
  phone: z.string().nullish(),
  birth_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullish(),
  city: z.string().nullish(),
});

export async function memberKnobRoutes(app: FastifyInstance, opts: { members: MemberStore }): Promise<void> {
  const { members } = opts;
  // `{ tenant, email, password?, first_name?, last_name?, phone?, birth_date?, city? }` → 201 `{ id, token }`;
  // an address the tenant already has → 409.
  app.post('/__sandbox/members', async (request, reply) => {
    const parsed = memberBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')));
    const body = parsed.data;
    const tenant = body.tenant as TenantId;
    if (members.find(tenant, body.email)) return reply.code(409).send(errorBody(409, 'The e-mail address is taken.'));
    const sso = !body.password;
    const account = members.add({
      tenant,
      email: body.email,
      passwordHash: body.password ? hashPassword(body.password) : null,
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone ?? null,
      birthDate: body.birth_date ?? null,
      city: body.city ?? null,
      newsletter: false,
      verified: true,
      sso,
      createdAt: members.time().toISOString(),
      profilePicture: null,
    });
    return reply.code(201).send({ id: account.id, token: members.issueToken(account) });
  });
}
