import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user sms_validate without a challenge: checks (and spends) the code sms_send texted. */
export function useValidateSms() {
  return useMutation({ mutationFn: (code: string) => call('user', 'sms_validate', { code }) });
}
