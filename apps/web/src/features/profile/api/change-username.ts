import type { PayloadInput } from '@lale/contract/registry';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

export function useChangeUsername() {
  return useMutation({
    mutationFn: (payload: PayloadInput<'user', 'change_username'>) =>
      call('user', 'change_username', payload),
  });
}
