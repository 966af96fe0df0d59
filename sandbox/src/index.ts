// Public API of @mall/sandbox.

export { buildSandbox, type SandboxOptions } from './app';
export type { ReceivedRequest, SandboxKnobs, SandboxMode } from './knobs';
export { demoMembers, type DemoMember } from './data/members';
export { TENANTS, TENANT_IDS, type TenantId } from './tenancy';
