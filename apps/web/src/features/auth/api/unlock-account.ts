import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user unlock_account: the one-time link mailed after repeated failed logins. */
export function useUnlockAccount() {
  return useMutation({
    mutationFn: (token: string) => call('user', 'unlock_account', { token }),
  });
}
