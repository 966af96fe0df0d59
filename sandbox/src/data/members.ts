// Demo member accounts, one per tenant. Passwords are public demo values, not secrets.

import type { TenantId } from '../tenancy';

export interface DemoMember {
  tenant: TenantId;
  email: string;
  password: string;
  name: string;
}

export const demoMembers: ReadonlyArray<DemoMember> = [
  { tenant: 'aupark', email: 'jana.novakova@aupark.test', password: 'Aupark-demo-2026', name: 'Jana Nováková' },
  { tenant: 'galerieharfa', email: 'petr.svoboda@galerieharfa.test', password: 'Harfa-demo-2026', name: 'Petr Svoboda' },
  { tenant: 'novoplaza', email: 'lucie.dvorakova@novoplaza.test', password: 'Novoplaza-demo-2026', name: 'Lucie Dvořáková' },
  { tenant: 'europasc', email: 'marek.horvath@europasc.test', password: 'Europa-demo-2026', name: 'Marek Horváth' },
  { tenant: 'beta', email: 'demo@beta.test', password: 'Beta-demo-2026', name: 'Eva Demo' },
];

/**
 * A stable token per demo member, valid from the sandbox's start (members/store.ts), so a restarted
 * sandbox still accepts a cookie the bff set before and a test can name a member's session without
 * signing in. A sign-in gets a new token of its own.
 */
export function memberToken(member: DemoMember): string {
  return `sbx.${member.tenant}.${Buffer.from(member.email).toString('base64url')}`;
}
