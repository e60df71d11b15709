import type { PayloadInput } from '@lale/contract/registry';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user export_personal_data: everything the site keeps about the player, as one document. */
export function useExportPersonalData() {
  return useMutation({ mutationFn: () => call('user', 'export_personal_data', {}) });
}

/** user close_account: the password and a second-factor code; the money records stay. */
export function useCloseAccount() {
  return useMutation({
    mutationFn: (payload: PayloadInput<'user', 'close_account'>) =>
      call('user', 'close_account', payload),
  });
}
