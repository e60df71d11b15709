/** The back office's routes, for the composition. */
export { registerBackoffice, type BackofficeDeps } from './http/backoffice.routes.ts';
export { liveOperatorsOfSessions } from './operator-sessions.ts';
export { OPERATOR_TOTP_PURPOSE } from './operators/operator-totp.ts';
export { verifyAuditChain } from './audit/audit-chain.ts';
export { operatorSecretsByKey, resealOperators } from './operators/reseal-operators.ts';
