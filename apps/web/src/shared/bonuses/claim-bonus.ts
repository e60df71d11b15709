import type { PayloadInput } from '@lale/contract/registry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callData } from '../rpc/call.ts';

/**
 * bonus claim: by a promotion's definition, or by an opt-in code. The caller makes the
 * requestKey once per press (`newRequestKey`), so a retry of the same press claims once.
 */
export function useClaimBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claim: PayloadInput<'bonus', 'claim'>) => callData('bonus', 'claim', claim),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['user', 'bonus'] });
      await client.invalidateQueries({ queryKey: ['user', 'finance', 'check_balance'] });
    },
  });
}
