import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';
import { rgStateQuery } from './rg-state.ts';
import { sessionSummaryQuery } from './session-summary.ts';

/** responsible_gaming set_reality_check: the reminder interval in minutes, 0 for none. */
export function useSetRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => call('responsible_gaming', 'set_reality_check', { minutes }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: rgStateQuery().queryKey });
      // The reminder host schedules its next check from the summary's interval.
      await client.invalidateQueries({ queryKey: sessionSummaryQuery().queryKey });
    },
  });
}
