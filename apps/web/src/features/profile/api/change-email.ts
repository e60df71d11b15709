import type { PayloadInput } from '@lale/contract/registry';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user change_email: the address changes once the link mailed to it is followed. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (payload: PayloadInput<'user', 'change_email'>) =>
      call('user', 'change_email', payload),
  });
}
