import type { PayloadInput } from '@lale/contract/registry';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user pass_change: current password, the new pair, and whether other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (payload: PayloadInput<'user', 'pass_change'>) =>
      call('user', 'pass_change', payload),
  });
}
