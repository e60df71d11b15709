import type { TwoFactorType } from '@lale/contract/methods/user';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

export interface SecondFactorInput {
  kind: Exclude<TwoFactorType, 'none'>;
  code: string;
  challenge: string;
}

/** check_ga (authenticator) or sms_validate (SMS), naming the pending login by its challenge. */
export function useVerifySecondFactor() {
  return useMutation({
    mutationFn: ({ kind, code, challenge }: SecondFactorInput) =>
      kind === 'ga'
        ? call('user', 'check_ga', { ga_code: code, challenge })
        : call('user', 'sms_validate', { code, challenge }),
  });
}
