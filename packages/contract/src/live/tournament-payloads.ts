import type { TournamentStanding } from '../tournaments.ts';

/**
 * A tournament's topic (`tournament:<id>`): its leaderboard as it moves. The scheduler's
 * leader publishes it whenever the standings change, and once more when the prizes are paid.
 * A client that shows "my rank" asks `tournaments.get_tournament` again on each one.
 */
export interface TournamentLeaderboardPayload {
  type: 'tournament.leaderboard';
  tournamentId: number;
  participants: number;
  standings: TournamentStanding[];
  /** Set once the prizes are paid: the standings are final. */
  settledAt: string | null;
}

export type TournamentEvent = TournamentLeaderboardPayload;
export type TournamentSnapshot = TournamentLeaderboardPayload;
