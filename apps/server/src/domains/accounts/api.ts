/**
 * The accounts domain for the composition: its RPC handlers (user, system), the session
 * building blocks the dispatcher and the back office share, the declared rate limits, and the
 * sealed columns (identity numbers, TOTP secrets) with their start-up step and key rotation.
 */
export { buildAuth, type AuthPieces } from './build-auth.ts';
export { DECLARED_RATE_RULES } from './rate-rules.ts';
export { userHandlers } from './rpc/user.handlers.ts';
export { systemHandlers } from './rpc/system.handlers.ts';
export type { UserModuleDeps } from './user.deps.ts';
export { SealedFields, SEALED_COLUMNS } from './sealing/sealed-fields.ts';
export { resealUsers, sealedValuesByKey } from './sealing/reseal-users.ts';
/** Responsible gaming's break asks for the current password (wired by the composition). */
export { confirmCurrentPassword } from './current-password.ts';
/** The back office's block / unblock and end-sessions writes (in the caller's transaction). */
export { endPlayerSessions, setAccountBlocked } from './account-status.ts';
/** The game pages read and save the player's sound switch through these. */
export {
  preferences as playerPreferences,
  type PlayerPreferences,
} from './preferences.repository.ts';
