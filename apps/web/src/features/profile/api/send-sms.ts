import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user sms_send without a challenge: a code to the signed-in player's own phone. */
export function useSendSms() {
  return useMutation({ mutationFn: () => call('user', 'sms_send', {}) });
}
