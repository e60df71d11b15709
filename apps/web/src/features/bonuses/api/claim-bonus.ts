import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';

/** bonus claim: by a promotion's definition, or by an opt-in code. */
export function useClaimBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { definitionId: number } | { code: string }) =>
      callData('bonus', 'claim', target),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['user', 'bonus'] });
      await client.invalidateQueries({ queryKey: ['user', 'finance', 'check_balance'] });
    },
  });
}
