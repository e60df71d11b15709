import { navigateTo } from '../navigation/navigator.ts';
import { queryClient } from '../query/query-client.ts';
import { paths } from '../routes/paths.ts';
import { call } from '../rpc/call.ts';
import { showMessageToast, showReplyToast } from '../ui/toast.ts';
import { clearLogin } from './session-actions.ts';
import { setLoggingOut } from './logout-state.ts';

/**
 * SPEC §4 logout: tells the server (which kills the session), clears the stored login
 * whatever it answers, and goes home. 'not_authorized' counts as success (SPEC §6): the
 * server had already forgotten the session.
 */
export async function logout(options: { silent?: boolean } = {}): Promise<void> {
  setLoggingOut(true);
  try {
    await endLogin(options);
  } finally {
    setLoggingOut(false);
  }
}

async function endLogin(options: { silent?: boolean }): Promise<void> {
  let succeeded: boolean;
  try {
    const reply = await call('user', 'logout', {});
    succeeded = reply.result || reply.debug === 'not_authorized';
    if (!succeeded && !options.silent) showReplyToast(reply);
  } catch {
    succeeded = false; // the network error already shows; the local logout still happens
  }
  // Leave first: clearing the login on a login-required page would send the player to /login.
  await navigateTo(paths.home);
  clearLogin();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'user' });
  if (succeeded && !options.silent) showMessageToast('logged_out', 'positive');
}
