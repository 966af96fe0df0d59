import { demoMembers } from '@mall/sandbox';

// A demo member's standing session (sandbox/src/data/members.ts: the token is valid from the sandbox's
// start until a test ends it), for tests that need a member without signing in first.

export type DemoTenant = 'aupark' | 'galerieharfa' | 'novoplaza' | 'europasc' | 'beta';

export function demoMember(tenant: DemoTenant) {
  const member = demoMembers.find((m) => m.tenant === tenant);
  if (!member) throw new Error(`no demo member for ${tenant}`);
  return member;
}

export const demoToken = (tenant: DemoTenant): string => `sbx.${tenant}.${Buffer.from(demoMember(tenant).email).toString('base64url')}`;
