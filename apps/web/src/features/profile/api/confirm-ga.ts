import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user check_ga without a challenge: a code of the pending secret turns the authenticator on. */
export function useConfirmGa() {
  return useMutation({ mutationFn: (code: string) => call('user', 'check_ga', { ga_code: code }) });
}
