import { MutationCache, QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n.ts';
import { isRpcError } from '../rpc/rpc-error.ts';
import { showMessageToast, showToast } from '../ui/toast.ts';

/** Network failures are worth retrying; a reply, a block or a server fault is not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isRpcError(error) && error.kind === 'network' && failureCount < 2;
}

/** Mutations that could not reach the server say so (SPEC §8 left them silent; we do not). */
export function onMutationError(error: unknown): void {
  if (isRpcError(error) && error.kind === 'network') {
    showToast({ tone: 'negative', message: i18n.t('network.unreachable') });
  } else if (isRpcError(error)) {
    if (error.key !== 'server_error') showMessageToast(error.key, 'negative');
  } else {
    showMessageToast('generic_error', 'negative');
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: onMutationError }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The one client of the app; logout clears it. */
export const queryClient = createQueryClient();
