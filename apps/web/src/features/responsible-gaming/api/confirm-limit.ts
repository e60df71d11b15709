import type { PayloadInput } from '@lale/contract/registry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';
import { rgStateQuery } from './rg-state.ts';
import { sessionSummaryQuery } from './session-summary.ts';

/** responsible_gaming confirm_limit: applies a raise or removal whose 24 hours have passed. */
export function useConfirmLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadInput<'responsible_gaming', 'confirm_limit'>) =>
      call('responsible_gaming', 'confirm_limit', payload),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: rgStateQuery().queryKey });
      await client.invalidateQueries({ queryKey: sessionSummaryQuery().queryKey });
    },
  });
}
