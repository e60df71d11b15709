/**
 * Responsible gaming (issue 17) for the composition and the other domains: the limits, their
 * RPC handlers, and the one translation of the ledger guards' refusals (LR001, LR002), plugged
 * into the wallet's port as `responsibleGamingPolicy`. What it uses of the accounts it declares
 * itself (account-services.ts); the composition hands the accounts' services over.
 */
export { listLimits } from './limits/api.ts';
export { depositLimitRefusal } from './limits/deposit-limit-check.ts';
export { setLimitsAtRegistration } from './limits/registration-limits.ts';
export { limitHandlers } from './rpc/limits-handlers.ts';
export {
  isResponsibleGamingRefusal,
  limitRefusal,
  responsibleGamingPolicy,
} from './database-refusal.ts';
export { assertRegionAllows, registerIpInfo, regionGuard } from './region/api.ts';
// Breaks, the session limit and reality checks (breaks/, sessions/).
export { breakHandlers } from './rpc/break-handlers.ts';
export { stateHandlers } from './rpc/state-handlers.ts';
export { signInGate } from './breaks/sign-in-gate.ts';
export { refuseExcludedIdentity } from './breaks/registration-gate.ts';
export { responsibleGamingRecord } from './breaks/operator-record.ts';
export { endSessionAtLimit, sessionLimitEnd } from './sessions/session-limit.ts';
