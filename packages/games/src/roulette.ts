export type {
  EvenMoneyBetType,
  IndexedBetType,
  InsideBetType,
  RouletteBet,
  RouletteBetType,
} from './roulette/bet-types.ts';
export { PAYOUT_TO_ONE } from './roulette/bet-types.ts';
export { insidePlacements } from './roulette/coverage.ts';
export { POCKET_COUNT, RED_NUMBERS, pocketColor, type PocketColor } from './roulette/layout.ts';
export { betReturn, settleRouletteBets, spinRoulette } from './roulette/settle.ts';
export type { RouletteSettlement } from './roulette/settle.ts';
export {
  MAX_BET_AMOUNT,
  validateRouletteBet,
  type BetValidation,
  type CoveredBet,
  type RouletteBetError,
} from './roulette/validate-bet.ts';
