import type { LoginData, TwoFactorType } from '@lale/contract/methods/user';
import { navigateTo } from '../../../shared/navigation/navigator.ts';
import { queryClient } from '../../../shared/query/query-client.ts';
import { takePostLoginDestination } from '../../../shared/session/return-url.ts';
import { setOtpStatus, storeLogin } from '../../../shared/session/session-actions.ts';
import { showMessageToast } from '../../../shared/ui/toast.ts';

/**
 * Stores the login (SPEC §4; `rid` as ridValue), greets, and goes to the saved return address
 * (SPEC §2). `factor` is the second factor just passed, until the profile says more.
 */
export function finishLogin(data: LoginData, factor: TwoFactorType = 'none', now = Date.now()) {
  storeLogin(data, now);
  setOtpStatus(factor);
  showMessageToast('logged_in', 'positive');
  void queryClient.invalidateQueries();
  void navigateTo(takePostLoginDestination(), { replace: true });
}
