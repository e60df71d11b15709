import type { PayloadInput } from '@lale/contract/registry';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user login: a session, or a second-factor challenge (data.twoFactor + data.challenge). */
export function useLogin() {
  return useMutation({
    mutationFn: (payload: PayloadInput<'user', 'login'>) => call('user', 'login', payload),
  });
}
