import type { PayloadInput } from '@lale/contract/registry';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../shared/rpc/call.ts';

/** user two_auth_type get: the second factor asked for at login. */
export const twoFactorTypeQuery = () =>
  queryOptions({
    queryKey: ['user', 'two_auth_type'],
    queryFn: ({ signal }) => callData('user', 'two_auth_type', { mode: 'get' }, { signal }),
  });

export const useTwoFactorType = () => useQuery(twoFactorTypeQuery());

export type TwoFactorSwitch = Omit<PayloadInput<'user', 'two_auth_type'>, 'mode'>;

/** user two_auth_type set: 'ga' and 'sms' need a code of that factor, 'none' the password. */
export function useSetTwoFactorType() {
  return useMutation({
    mutationFn: (input: TwoFactorSwitch) =>
      call('user', 'two_auth_type', { mode: 'set', ...input }),
  });
}
