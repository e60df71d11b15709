import type { FirstGoal } from './halves.ts';
import { isScore, scoreText, type Score } from '../core/score.ts';

/** What football markets settle on. */
export interface FootballResult {
  fullTime: Score;
  halfTime: Score;
  firstGoal: FirstGoal;
}

/** Why a result cannot be, or null. */
export function footballResultError(result: FootballResult): string | null {
  const { fullTime, halfTime, firstGoal } = result;
  if (!isScore(fullTime) || !isScore(halfTime)) return 'invalid-score';
  if (halfTime.home > fullTime.home || halfTime.away > fullTime.away)
    return 'half-time-above-full-time';
  const goalless = fullTime.home + fullTime.away === 0;
  if (firstGoal === 'none') return goalless ? null : 'first-goal-missing';
  if (firstGoal !== 'home' && firstGoal !== 'away') return 'invalid-first-goal';
  if (fullTime[firstGoal] === 0) return 'first-goal-by-a-side-without-goals';
  const halfTimeGoals = halfTime.home + halfTime.away;
  if (halfTimeGoals > 0 && halfTime[firstGoal] === 0) return 'first-goal-not-in-first-half';
  return null;
}

/** The full-time score as shown, "2-1", of a result or a timeline. */
export function footballResultText(result: Pick<FootballResult, 'fullTime'>): string {
  return scoreText(result.fullTime);
}
