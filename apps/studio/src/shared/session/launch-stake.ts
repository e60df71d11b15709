import { betSteps } from '../bet-steps.ts';

/**
 * The least stake the launch asks the page to start from (`minStake` in kuruş: a game opened
 * from a tournament's page), or null.
 */
export function launchMinStake(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('minStake'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * The stake a page opens at: the smallest of the game's steps that reaches the launch's
 * minimum, else (no minimum, or none of the steps reaches it) the game's minimum bet.
 */
export function openingStake(game: { minBet: number; maxBet: number }, least: number | null) {
  const steps = betSteps(game.minBet, game.maxBet);
  return (least !== null && steps.find((step) => step >= least)) || (steps[0] ?? game.minBet);
}
