import type {
  TournamentDraft,
  TournamentOperatorBoard,
  TournamentOperatorRow,
  TournamentPreview,
} from '@lale/contract/tournaments';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-api.ts';
import { dataOf } from '../api/reply-data.ts';

const key = ['backoffice', 'tournaments'] as const;

export const operatorTournamentsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: () =>
      dataOf(backofficeRequest<{ items: TournamentOperatorRow[] }>('GET', '/tournaments')),
  });

/** One tournament's standings, read again every 5 s while it is open on the screen. */
export const operatorBoardQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: [...key, 'board', tournamentId],
    queryFn: () =>
      dataOf(
        backofficeRequest<TournamentOperatorBoard>(
          'GET',
          `/tournaments/leaderboard?tournamentId=${tournamentId}`,
        ),
      ),
    refetchInterval: 5_000,
  });

export function usePreviewTournament() {
  return useMutation({
    mutationFn: (draft: TournamentDraft) =>
      dataOf(backofficeRequest<TournamentPreview>('POST', '/tournaments/preview', draft)),
  });
}

export function useCreateTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: TournamentDraft) =>
      dataOf(backofficeRequest<{ id: number }>('POST', '/tournaments', draft)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useControlTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { tournamentId: number; control: 'pause' | 'resume' | 'end' }) =>
      dataOf(backofficeRequest<unknown>('POST', '/tournaments/control', input)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
