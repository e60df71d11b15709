import { isScore, type Score } from '../core/score.ts';
import type { TennisResult } from './markets.ts';

/** A finished set: six games ahead by two, 7-5, 7-6 (tiebreak), or an advantage set won by two. */
function isFinishedSet({ home, away }: Score): boolean {
  const [won, lost] = home > away ? [home, away] : [away, home];
  if (won === 6) return lost <= 4;
  if (won === 7) return lost === 5 || lost === 6;
  return won > 7 && won - lost === 2;
}

/**
 * The result of a completed match from its set scores, or an error. A retirement is not a
 * result: the server voids or settles such matches by its own rules.
 */
export function tennisResultFromSets(
  sets: readonly Score[],
  bestOf: 3 | 5,
): { result: TennisResult } | { error: string } {
  if (!sets.every((set) => isScore(set) && isFinishedSet(set))) return { error: 'invalid-set' };
  const needed = (bestOf + 1) / 2;
  const won = { home: 0, away: 0 };
  const games = { home: 0, away: 0 };
  for (const [i, set] of sets.entries()) {
    if (won.home === needed || won.away === needed) return { error: 'set-after-match-end' };
    won[set.home > set.away ? 'home' : 'away'] += 1;
    games.home += set.home;
    games.away += set.away;
    if (i === sets.length - 1 && won.home !== needed && won.away !== needed) {
      return { error: 'match-not-finished' };
    }
  }
  if (sets.length === 0) return { error: 'match-not-finished' };
  return { result: { sets: won, games } };
}

/** Why aggregated sets and games cannot end a match, or null (each set won takes six games). */
export function tennisResultError({ sets, games }: TennisResult): string | null {
  if (!isScore(sets) || !isScore(games)) return 'invalid-score';
  if (sets.home === sets.away) return 'tennis-cannot-end-level';
  return games.home >= 6 * sets.home && games.away >= 6 * sets.away ? null : 'too-few-games';
}
