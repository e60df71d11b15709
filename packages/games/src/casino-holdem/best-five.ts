import { handScore } from './evaluate.ts';

/**
 * The five cards that make a hand's score (the first such set, in the order given), for the
 * dealer view to highlight; 21 five-card evaluations, so for display only, not simulation.
 */
export function bestFive(cards: readonly number[]): number[] {
  const target = handScore(cards);
  const chosen: number[] = [];
  const search = (start: number): boolean => {
    if (chosen.length === 5) return handScore(chosen) === target;
    for (let i = start; i <= cards.length - (5 - chosen.length); i++) {
      chosen.push(cards[i] as number);
      if (search(i + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  if (cards.length < 5 || !search(0)) throw new RangeError('a hand needs at least five cards');
  return chosen;
}
