import type { BackofficeBody } from '@lale/contract/backoffice/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backoffice } from '../api/backoffice-client.ts';
import { dataOf } from '../api/reply-data.ts';

export type { LotteryPreview } from '@lale/contract/backoffice/prizes';

const key = ['backoffice', 'lottery'] as const;

export const operatorDrawsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: () => dataOf(backoffice.call('lottery.list')),
  });

export const ticketSearchQuery = (ticketNumber: string) =>
  queryOptions({
    queryKey: [...key, 'tickets', ticketNumber],
    queryFn: () => dataOf(backoffice.call('lottery.tickets', { query: { ticketNumber } })),
    enabled: ticketNumber !== '',
  });

export function usePreviewLottery() {
  return useMutation({
    mutationFn: (draft: BackofficeBody<'lottery.preview'>) =>
      dataOf(backoffice.send('lottery.preview', draft)),
  });
}

export function useCreateLottery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: BackofficeBody<'lottery.create'>) =>
      dataOf(backoffice.send('lottery.create', draft)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useControlLottery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BackofficeBody<'lottery.control'>) =>
      dataOf(backoffice.send('lottery.control', input)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
