import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user sms_send for a pending login. */
export function useResendSms() {
  return useMutation({
    mutationFn: (challenge: string) => call('user', 'sms_send', { challenge }),
  });
}
