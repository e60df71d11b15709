import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user clear_generated_ga: one more authenticator code removes it. */
export function useClearGa() {
  return useMutation({
    mutationFn: (code: string) => call('user', 'clear_generated_ga', { gacode: code }),
  });
}
