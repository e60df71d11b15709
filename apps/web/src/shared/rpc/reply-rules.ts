import type { RpcReply } from '@lale/contract/envelope';
import { enterMaintenance } from '../maintenance/enter-maintenance.ts';
import { endExpiredLogin } from '../session/expired-login.ts';
import { clearSession } from '../session/session-actions.ts';

/** SPEC §4: replies that end the stored session; the second set also forgets the auth record. */
const SESSION_ENDING = new Set([
  'session_expired',
  'login_failed',
  'inactive_account',
  'anonymous_user',
]);
const AUTH_ENDING = new Set(['login_failed', 'inactive_account']);
/** The server no longer knows the session (expired, ended elsewhere, cookie gone): go to login. */
const LOGIN_EXPIRING = new Set(['session_expired', 'anonymous_user']);
/** Responsible gaming refuses one bet or deposit over a limit with a 403 that keeps the session. */
const SESSION_KEEPING = new Set([
  'rg_deposit_limit_reached',
  'rg_loss_limit_reached',
  'rg_wager_limit_reached',
  'rg_region_restricted',
]);
/** Logging out of a dead session is still a logout: it goes home, not to login. */
const EXPIRY_EXEMPT = new Set(['user.logout']);

export const MAINTENANCE_CODE = 423;

export function isMaintenanceReply(reply: RpcReply<unknown>): boolean {
  return !reply.result && (reply.debug === 'maintenance' || reply.code === MAINTENANCE_CODE);
}

export function endsSession(reply: RpcReply<unknown>): boolean {
  return (
    !reply.result &&
    (SESSION_ENDING.has(reply.debug) || (reply.code === 403 && !SESSION_KEEPING.has(reply.debug)))
  );
}

/**
 * Applies the side effects every reply may carry, whichever screen made the call (`origin`
 * is 'class.method'). Branches on `debug` and `code` only, never on wording.
 */
export function applyReplyRules(reply: RpcReply<unknown>, origin = ''): void {
  if (reply.result) return;
  if (isMaintenanceReply(reply)) {
    enterMaintenance();
    return;
  }
  // The session's time limit ended it: the server's message says so and the player may sign in.
  if (reply.debug === 'rg_session_limit_reached') endExpiredLogin(reply.message);
  else if (LOGIN_EXPIRING.has(reply.debug) && !EXPIRY_EXEMPT.has(origin)) endExpiredLogin();
  else if (endsSession(reply)) clearSession({ alsoAuth: AUTH_ENDING.has(reply.debug) });
}
