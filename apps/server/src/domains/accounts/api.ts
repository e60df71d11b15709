/**
 * The accounts domain for the composition: its RPC handlers (user, system), the session
 * building blocks the dispatcher and the back office share, and the declared rate limits.
 */
export { buildAuth, type AuthPieces } from './build-auth.ts';
export { DECLARED_RATE_RULES } from './rate-rules.ts';
export { userHandlers } from './rpc/user.handlers.ts';
export { systemHandlers } from './rpc/system.handlers.ts';
export type { UserModuleDeps } from './user.deps.ts';
