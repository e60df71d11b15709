import type { PayloadInput } from '@lale/contract/registry';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** responsible_gaming take_break: a time-out or self-exclusion, with the current password. */
export function useTakeBreak() {
  return useMutation({
    mutationFn: (payload: PayloadInput<'responsible_gaming', 'take_break'>) =>
      call('responsible_gaming', 'take_break', payload),
  });
}
