import type { Area } from '../area';
import { privacyPolicyFor, termsFor, type LegalFacts } from '../data/legal';
import { mallFor } from '../data/malls';
import { ok } from '../envelope';
import { TENANTS, type TenantId } from '../tenancy';

/** What the legal texts say of the tenant's mall, read from its record (malls.ts). */
function factsOf(tenant: TenantId): LegalFacts {
  const mall = mallFor(tenant, () => '');
  return {
    mall: mall.name,
    legalName: mall.legal_name,
    address: mall.address,
    zip: mall.zip_code,
    city: mall.city,
    country: TENANTS[tenant].country,
    registration: mall.registration_number,
    vat: mall.vat_registration_number,
    email: mall.email,
    phone: mall.phone,
    origin: TENANTS[tenant].origin,
    tenant,
  };
}

/**
 * The mall's legal documents (spec §7 "Content"): `privacy-policy` and `terms-conditions`, each
 * `{ data: { id, updated_at, translations: [{ locale, title, privacy_policy | terms_and_conditions }] } }`.
 */
export const area: Area = (app, ctx) => {
  app.get('/privacy-policy', async (request) => {
    const tenant = ctx.tenant(request);
    return ok(privacyPolicyFor(factsOf(tenant.id), tenant.index));
  });
  app.get('/terms-conditions', async (request) => {
    const tenant = ctx.tenant(request);
    return ok(termsFor(factsOf(tenant.id), tenant.index));
  });
};
