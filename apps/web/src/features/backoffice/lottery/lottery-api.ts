import type { LotteryDraft, LotteryOperatorRow, LotteryTicketFound } from '@lale/contract/lottery';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-api.ts';
import { dataOf } from '../api/reply-data.ts';

const key = ['backoffice', 'lottery'] as const;

export const operatorDrawsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: () => dataOf(backofficeRequest<{ items: LotteryOperatorRow[] }>('GET', '/lottery')),
  });

export const ticketSearchQuery = (ticketNumber: string) =>
  queryOptions({
    queryKey: [...key, 'tickets', ticketNumber],
    queryFn: () =>
      dataOf(
        backofficeRequest<{ items: LotteryTicketFound[] }>(
          'GET',
          `/lottery/tickets?ticketNumber=${encodeURIComponent(ticketNumber)}`,
        ),
      ),
    enabled: ticketNumber !== '',
  });

export interface LotteryPreview {
  prizeCost: number;
  places: number;
  ticketsSoFar: number;
  salesOpen: boolean;
}

export function usePreviewLottery() {
  return useMutation({
    mutationFn: (draft: LotteryDraft) =>
      dataOf(backofficeRequest<LotteryPreview>('POST', '/lottery/preview', draft)),
  });
}

export function useCreateLottery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: LotteryDraft) =>
      dataOf(backofficeRequest<{ id: number; seedHash: string }>('POST', '/lottery', draft)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useControlLottery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { lotteryId: number; control: 'pause' | 'resume' | 'end' }) =>
      dataOf(backofficeRequest<unknown>('POST', '/lottery/control', input)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
