import type { PayloadInput } from '@lale/contract/registry';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user register with the contract's registerPayload. */
export function useRegister() {
  return useMutation({
    mutationFn: (payload: PayloadInput<'user', 'register'>) => call('user', 'register', payload),
  });
}
