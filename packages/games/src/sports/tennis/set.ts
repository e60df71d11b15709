import { holdProbability, tiebreakProbability } from './points.ts';

export interface SetOutcome {
  /** Games of the player who served first in the set, and of the other. */
  first: number;
  second: number;
  probability: number;
}

const GAMES = 6;

/**
 * Final game scores of a set, from the first server's side: first to six, ahead by two, a
 * tiebreak to `tiebreakTarget` at 6-6 (served first by the set's first server, whose turn
 * game 13 is). Serve alternates by game.
 */
export function setOutcomes(
  firstServe: number,
  secondServe: number,
  tiebreakTarget: number,
): SetOutcome[] {
  const holdFirst = holdProbability(firstServe);
  const breakSecond = 1 - holdProbability(secondServe);
  const reach = Array.from({ length: GAMES + 2 }, () => new Float64Array(GAMES + 2));
  reach[0]![0] = 1;
  const outcomes: SetOutcome[] = [];
  for (let i = 0; i <= GAMES + 1; i++) {
    for (let j = 0; j <= GAMES + 1; j++) {
      const p = reach[i]![j]!;
      if (p === 0) continue;
      const over = (i >= GAMES || j >= GAMES) && Math.abs(i - j) >= 2;
      if (over || i === GAMES + 1 || j === GAMES + 1) {
        outcomes.push({ first: i, second: j, probability: p });
      } else if (i === GAMES && j === GAMES) {
        const tiebreak = tiebreakProbability(firstServe, secondServe, tiebreakTarget);
        outcomes.push({ first: 7, second: 6, probability: p * tiebreak });
        outcomes.push({ first: 6, second: 7, probability: p * (1 - tiebreak) });
      } else {
        const game = (i + j) % 2 === 0 ? holdFirst : breakSecond;
        reach[i + 1]![j]! += p * game;
        reach[i]![j + 1]! += p * (1 - game);
      }
    }
  }
  return outcomes;
}
