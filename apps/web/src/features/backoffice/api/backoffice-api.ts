import {
  BACKOFFICE_API,
  BACKOFFICE_PANEL,
  type OperatorView,
  type QueueItem,
} from '@lale/contract/backoffice';
import type { RpcReply } from '@lale/contract/envelope';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** The back office API (operators' own cookie, header `panel: backoffice`), in the envelope. */
export async function backofficeRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<RpcReply<T>> {
  const lang = useAppStore.getState().userLanguage;
  const response = await fetch(
    `${BACKOFFICE_API}${path}${path.includes('?') ? '&' : '?'}Lang=${lang}`,
    {
      method,
      credentials: 'same-origin',
      headers: {
        [BACKOFFICE_PANEL.name]: BACKOFFICE_PANEL.value,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
  );
  return (await response.json()) as RpcReply<T>;
}

export const operatorQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'me'],
    queryFn: () => backofficeRequest<OperatorView>('GET', '/me'),
    retry: false,
  });

export const queueQuery = (status: 'new' | 'confirmed' | 'canceled') =>
  queryOptions({
    queryKey: ['backoffice', 'requests', status],
    queryFn: () =>
      backofficeRequest<{ items: QueueItem[]; total: number }>(
        'GET',
        `/requests?status=${status}&limit=100`,
      ),
    refetchInterval: status === 'new' ? 15_000 : false,
  });

export function useOperator() {
  return useQuery(operatorQuery());
}

export function useQueue(status: 'new' | 'confirmed' | 'canceled') {
  return useQuery(queueQuery(status));
}

export function useOperatorLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string; password: string; code?: string }) =>
      backofficeRequest<OperatorView>('POST', '/login', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

export function useOperatorLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => backofficeRequest<null>('POST', '/logout', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: number; decision: 'confirm' | 'reject'; note?: string }) =>
      backofficeRequest<{ id: number; status: string; replayed: boolean }>(
        'POST',
        '/decide',
        input,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'requests'] }),
  });
}
