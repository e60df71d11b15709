import type { RpcReply } from '@lale/contract/envelope';
import { enterMaintenance } from '../maintenance/enter-maintenance.ts';
import { clearSession } from '../session/session-actions.ts';

/** SPEC §4: replies that end the stored session; the second set also forgets the auth record. */
const SESSION_ENDING = new Set([
  'session_expired',
  'login_failed',
  'inactive_account',
  'anonymous_user',
]);
const AUTH_ENDING = new Set(['login_failed', 'inactive_account']);

export const MAINTENANCE_CODE = 423;

export function isMaintenanceReply(reply: RpcReply<unknown>): boolean {
  return !reply.result && (reply.debug === 'maintenance' || reply.code === MAINTENANCE_CODE);
}

export function endsSession(reply: RpcReply<unknown>): boolean {
  return !reply.result && (SESSION_ENDING.has(reply.debug) || reply.code === 403);
}

/**
 * Applies the side effects every reply may carry, whichever screen made the call. Branches
 * on `debug` and `code` only, never on wording.
 */
export function applyReplyRules(reply: RpcReply<unknown>): void {
  if (reply.result) return;
  if (isMaintenanceReply(reply)) {
    enterMaintenance();
    return;
  }
  if (endsSession(reply)) clearSession({ alsoAuth: AUTH_ENDING.has(reply.debug) });
}
