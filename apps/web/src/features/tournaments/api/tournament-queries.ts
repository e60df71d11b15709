import type { Lang } from '@lale/contract/languages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** tournaments get_tournament: the tournament, its leaderboard and the caller's entry. */
export const tournamentQuery = (tournamentId: number, lang: Lang) =>
  queryOptions({
    queryKey: ['tournaments', 'get_tournament', tournamentId, lang],
    queryFn: ({ signal }) =>
      callData('tournaments', 'get_tournament', { tournamentId }, { signal }),
  });

export function useTournament(tournamentId: number) {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(tournamentQuery(tournamentId, lang));
}

/** tournaments join: opting in; the tournament is read again to show the new entry. */
export function useJoinTournament(tournamentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('tournaments', 'join', { tournamentId }),
    onSettled: () =>
      client.invalidateQueries({ queryKey: ['tournaments', 'get_tournament', tournamentId] }),
  });
}
