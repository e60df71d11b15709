/**
 * The accounts domain for the composition: its registration (domain.ts: the user and system
 * handlers, the account services responsible gaming uses), the session building blocks the
 * dispatcher and the back office share, the declared rate limits, and the sealed columns
 * (identity numbers, TOTP secrets) with their start-up step and key rotation.
 */
export { buildAuth, type AuthPieces } from './build-auth.ts';
export { DECLARED_RATE_RULES } from './rate-rules.ts';
export { SealedFields, SEALED_COLUMNS } from './sealing/sealed-fields.ts';
export { resealUsers, sealedValuesByKey } from './sealing/reseal-users.ts';
/** The back office's block / unblock and end-sessions writes (in the caller's transaction). */
export { endPlayerSessions, setAccountBlocked } from './account-status.ts';
/** The game pages read and save the player's sound switch through these. */
export {
  preferences as playerPreferences,
  type PlayerPreferences,
} from './preferences.repository.ts';
export { accountsDomain, type AccountsDomain } from './domain.ts';
