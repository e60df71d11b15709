import type { PayloadInput } from '@lale/contract/registry';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (payload: PayloadInput<'user', 'pass_reset'>) =>
      call('user', 'pass_reset', payload),
  });
}
