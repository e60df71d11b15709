import type { BackofficeBody } from '@lale/contract/backoffice/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backoffice } from '../api/backoffice-client.ts';
import { dataOf } from '../api/reply-data.ts';

const key = ['backoffice', 'tournaments'] as const;

export const operatorTournamentsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: () => dataOf(backoffice.call('tournaments.list')),
  });

/** One tournament's standings, read again every 5 s while it is open on the screen. */
export const operatorBoardQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: [...key, 'board', tournamentId],
    queryFn: () => dataOf(backoffice.call('tournaments.leaderboard', { query: { tournamentId } })),
    refetchInterval: 5_000,
  });

export function usePreviewTournament() {
  return useMutation({
    mutationFn: (draft: BackofficeBody<'tournaments.preview'>) =>
      dataOf(backoffice.send('tournaments.preview', draft)),
  });
}

export function useCreateTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: BackofficeBody<'tournaments.create'>) =>
      dataOf(backoffice.send('tournaments.create', draft)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useControlTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BackofficeBody<'tournaments.control'>) =>
      dataOf(backoffice.send('tournaments.control', input)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
