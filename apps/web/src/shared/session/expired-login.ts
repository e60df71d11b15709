import { currentPath, navigateTo } from '../navigation/navigator.ts';
import { queryClient } from '../query/query-client.ts';
import { paths } from '../routes/paths.ts';
import { showMessageToast, showToast } from '../ui/toast.ts';
import { isLoggingOut } from './logout-state.ts';
import { saveReturnUrl } from './return-url.ts';
import { clearLogin, isSignedIn } from './session-actions.ts';

/** A reason is longer than the usual message: it stays long enough to be read. */
const REASON_TOAST_MS = 15_000;

/**
 * SPEC §8 'Oturum süresi doldu': clear the session and go to login. SPEC's client could then
 * refresh the session with the stored secret; ours lives in an HttpOnly cookie the server has
 * just dropped, so nothing can refresh it and the stored login ends as a whole. The page the
 * player was on becomes the return address. Several calls failing together act once. A
 * `reason` from the server (the session limit reached) replaces the usual message.
 */
export function endExpiredLogin(reason?: string): void {
  if (!isSignedIn() || isLoggingOut()) return;
  const from = currentPath();
  clearLogin();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'user' });
  saveReturnUrl(from);
  if (reason) showToast({ tone: 'negative', message: reason, autoClose: REASON_TOAST_MS });
  else showMessageToast('session_expired', 'negative');
  void navigateTo(paths.login);
}
