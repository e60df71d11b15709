import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';

/** user user_generate_ga: a pending secret with its QR image, shown this once. */
export function useGenerateGa() {
  // The secret must not outlive the screen that shows it: no cache time once it is dropped.
  return useMutation({ mutationFn: () => call('user', 'user_generate_ga', {}), gcTime: 0 });
}
