import type { PayloadInput } from '@lale/contract/registry';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (payload: PayloadInput<'user', 'forgot'>) => call('user', 'forgot', payload),
  });
}
