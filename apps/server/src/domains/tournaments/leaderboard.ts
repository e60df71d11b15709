import { maskPlayerName } from '@lale/contract/live/mask-player-name';
import type { TournamentLeaderboardPayload } from '@lale/contract/live/tournament-payloads';
import { LEADERBOARD_SIZE, type TournamentStanding } from '@lale/contract/tournaments';
import type { Db } from '../../db/client.ts';
import { tournamentsRepository as repo, type TournamentRow } from './tournaments.repository.ts';

/**
 * What a place pays: the prize paid once settled, else the prize table's for its rank, and
 * nothing without a positive score (settle.ts pays only those).
 */
export function prizeOf(
  tournament: TournamentRow,
  place: { rank: number; score: number },
  paid: Map<number, number> | null,
): number {
  if (paid) return paid.get(place.rank) ?? 0;
  if (place.score <= 0) return 0;
  return tournament.rules?.prizes[place.rank - 1] ?? 0;
}

/** The leaderboard as the page and the live topic show it. */
export async function leaderboardOf(
  db: Db,
  tournament: TournamentRow,
): Promise<TournamentLeaderboardPayload> {
  const settled = tournament.rules?.settledAt ?? null;
  const paid = settled ? await repo.paidPrizes(db, tournament.id) : null;
  const ranked = await repo.ranking(db, tournament.id, LEADERBOARD_SIZE);
  const standings: TournamentStanding[] = ranked.map((entry) => ({
    rank: entry.rank,
    player: maskPlayerName(entry.username),
    score: entry.score,
    prize: prizeOf(tournament, entry, paid),
  }));
  return {
    type: 'tournament.leaderboard',
    tournamentId: tournament.id,
    participants: await repo.participants(db, tournament.id),
    standings,
    settledAt: settled,
  };
}
