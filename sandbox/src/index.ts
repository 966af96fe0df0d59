// Public API of @mall/sandbox.

export { buildSandbox, type SandboxOptions } from './app';
export type { ReceivedRequest, SandboxKnobs, SandboxMode } from './knobs';
export { demoMembers, type DemoMember } from './data/members';
export { TENANTS, TENANT_IDS, type TenantId } from './tenancy';
// The stand-in identity provider's tokens (the bff's tests forge and age them).
export { idpIssuer, idTokenLifetimeS, signIdToken, type IdClaims } from './members/id-token';
export { balanceOf, ledgerOf, record as recordPoints } from './members/points';
// The realtime app the stand-in, the platform and (outside production) the bff share (issue 20).
export { memberChannel, sandboxRealtimeApp, type RealtimeApp } from './realtime/credentials';
export type { RealtimeListenOptions, SandboxRealtime } from './realtime/stand-in/sandbox-realtime';
export type { RealtimeMode } from './realtime/stand-in/stand-in';
export { closeAction, type CloseAction } from './realtime/stand-in/close-codes';
