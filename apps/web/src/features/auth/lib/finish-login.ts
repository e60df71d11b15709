import type { LoginData } from '@lale/contract/methods/user';
import { navigateTo } from '../../../shared/navigation/navigator.ts';
import { queryClient } from '../../../shared/query/query-client.ts';
import { takePostLoginDestination } from '../../../shared/session/return-url.ts';
import { storeLogin } from '../../../shared/session/session-actions.ts';
import { showMessageToast } from '../../../shared/ui/toast.ts';

/** Stores the login (SPEC §4), greets, and goes to the saved return address (SPEC §2). */
export function finishLogin(data: LoginData, now = Date.now()): void {
  storeLogin(data, now);
  showMessageToast('logged_in', 'positive');
  void queryClient.invalidateQueries();
  void navigateTo(takePostLoginDestination(), { replace: true });
}
