/**
 * Responsible gaming (issue 17) for the composition and the other domains: the limits, its
 * registration (domain.ts: the limits', breaks' and reality checks' methods, the IP look-up),
 * and the one translation of the ledger guards' refusals (LR001, LR002), plugged
 * into the wallet's port as `responsibleGamingPolicy`. What it uses of the accounts it declares
 * itself (account-services.ts); the composition hands the accounts' services over.
 */
export { listLimits } from './limits/api.ts';
export { depositLimitRefusal, depositRoom } from './limits/deposit-limit-check.ts';
export { setLimitsAtRegistration } from './limits/registration-limits.ts';
export {
  isResponsibleGamingRefusal,
  limitRefusal,
  responsibleGamingPolicy,
} from './database-refusal.ts';
export { assertRegionAllows, regionGuard } from './region/api.ts';
export { signInGate } from './breaks/sign-in-gate.ts';
export { refuseExcludedIdentity } from './breaks/registration-gate.ts';
export { responsibleGamingRecord } from './breaks/operator-record.ts';
export { endSessionAtLimit, sessionLimitEnd } from './sessions/session-limit.ts';
/** Its registration with the composition (domain.ts): handlers, routes, topics, schedules. */
export { responsibleGamingDomain } from './domain.ts';
