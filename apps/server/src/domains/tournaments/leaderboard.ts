import { maskPlayerName } from '@lale/contract/live/mask-player-name';
import type { TournamentLeaderboardPayload } from '@lale/contract/live/tournament-payloads';
import { LEADERBOARD_SIZE, type TournamentStanding } from '@lale/contract/tournaments';
import type { Db } from '../../db/client.ts';
import { tournamentsRepository as repo, type TournamentRow } from './tournaments.repository.ts';

/** What a rank pays: the prize paid once settled, else the prize table's. */
export function prizeOf(
  tournament: TournamentRow,
  rank: number,
  paid: Map<number, number> | null,
): number {
  if (paid) return paid.get(rank) ?? 0;
  return tournament.rules?.prizes[rank - 1] ?? 0;
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
    prize: prizeOf(tournament, entry.rank, paid),
  }));
  return {
    type: 'tournament.leaderboard',
    tournamentId: tournament.id,
    participants: await repo.participants(db, tournament.id),
    standings,
    settledAt: settled,
  };
}
