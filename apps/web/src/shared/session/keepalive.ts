import { call } from '../rpc/call.ts';
import { isRpcError } from '../rpc/rpc-error.ts';
import { isLoggingOut } from './logout-state.ts';
import { clearPingFailure, renewExpiry } from './session-actions.ts';

/** Well inside the server's one-hour idle limit, and rare enough to cost nothing. */
export const PING_INTERVAL_MS = 4 * 60_000;

/**
 * SPEC §7 system ping: a live session is marked as seen by the server and the stored expiry
 * renewed; any refusal clears the stored profile, session and expiry. Without a connection
 * nothing is cleared: the server was not asked, and the next ping will be. A refusal that comes
 * back while a logout is on its way is that logout's doing: the logout clears the login itself
 * after leaving the page, whereas clearing it here first would send a login-only page to /login.
 */
export async function pingSession(now: () => number = Date.now): Promise<boolean> {
  try {
    const reply = await call('system', 'ping', {});
    if (reply.result) {
      renewExpiry(now());
      return true;
    }
  } catch (error) {
    if (isRpcError(error) && error.kind === 'network') return false;
  }
  if (!isLoggingOut()) clearPingFailure();
  return false;
}
