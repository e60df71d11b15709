import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user confirm_email: the one-time link of the registration or change-of-email mail. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => call('user', 'confirm_email', { token }),
  });
}
