import type { PayloadInput } from '@lale/contract/registry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';
import { rgStateQuery } from './rg-state.ts';

/** responsible_gaming cancel_limit_change: drops a pending raise or removal. */
export function useCancelLimitChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadInput<'responsible_gaming', 'cancel_limit_change'>) =>
      call('responsible_gaming', 'cancel_limit_change', payload),
    onSettled: () => client.invalidateQueries({ queryKey: rgStateQuery().queryKey }),
  });
}
