/**
 * The back office for the composition: its registration (domain.ts: every route the contract
 * declares), who is behind an operator's live pass, and the audit chain and key rotation.
 */
export { liveOperatorsOfSessions } from './operator-sessions.ts';
export { OPERATOR_TOTP_PURPOSE } from './operators/operator-totp.ts';
export { verifyAuditChain } from './audit/audit-chain.ts';
export { operatorSecretsByKey, resealOperators } from './operators/reseal-operators.ts';
export { backofficeDomain } from './domain.ts';
