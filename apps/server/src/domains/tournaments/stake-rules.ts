import type { Lang } from '@lale/contract/languages';
import type { Db } from '../../db/client.ts';
import { tournamentsRepository as repo } from './tournaments.repository.ts';

/**
 * The stake a game opened from a tournament's page starts from: the tournament's minimum, when
 * the tournament is running (or about to), not paused, and counts the game; else null.
 */
export async function tournamentLaunchStake(
  db: Db,
  input: { tournamentId: number; gameId: number; now: Date },
): Promise<number | null> {
  const tournament = await repo.byId(db, input.tournamentId);
  const rules = tournament?.rules;
  if (!tournament || !rules || rules.paused || rules.minStake <= 0) return null;
  if (tournament.endsAt.getTime() <= input.now.getTime()) return null;
  return (await repo.countsGame(db, rules, input.gameId)) ? rules.minStake : null;
}

/** The running tournaments the player joined that count this casino game, with their minimum. */
export async function tournamentsCountingGame(
  db: Db,
  input: { userId: number; gameId: number; now: Date; lang: Lang },
): Promise<{ id: number; title: string; minStake: number }[]> {
  const rows = await repo.joinedCounting(db, input.userId, input.gameId, input.now);
  return rows.map((row) => ({
    id: row.id,
    title: repo.localized(row.title, input.lang),
    minStake: row.rules?.minStake ?? 0,
  }));
}
