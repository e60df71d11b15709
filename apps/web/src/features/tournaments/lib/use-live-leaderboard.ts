import type { TournamentLeaderboardPayload } from '@lale/contract/live/tournament-payloads';
import { tournamentTopic } from '@lale/contract/live/topics';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveTopic } from '../../../shared/live/use-live-topic.ts';

/**
 * Follows `tournament:<id>`: the leaderboard as the server publishes it, and on every change a
 * fresh read of the tournament, so "my rank" moves with it. Null until the first message.
 */
export function useLiveLeaderboard(tournamentId: number): TournamentLeaderboardPayload | null {
  const client = useQueryClient();
  const [board, setBoard] = useState<TournamentLeaderboardPayload | null>(null);
  useLiveTopic(tournamentTopic(tournamentId), (message) => {
    setBoard(message.payload);
    void client.invalidateQueries({ queryKey: ['tournaments', 'get_tournament', tournamentId] });
  });
  return board;
}
