import type { PayloadInput } from '@lale/contract/registry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';
import { rgStateQuery } from './rg-state.ts';
import { sessionSummaryQuery } from './session-summary.ts';

/**
 * responsible_gaming set_limit: a new or lower limit applies at once, a higher one or a removal
 * (`amount` null) waits 24 hours; the state reloads either way.
 */
export function useSetLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadInput<'responsible_gaming', 'set_limit'>) =>
      call('responsible_gaming', 'set_limit', payload),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: rgStateQuery().queryKey });
      // A session limit moves the session's end.
      await client.invalidateQueries({ queryKey: sessionSummaryQuery().queryKey });
    },
  });
}
