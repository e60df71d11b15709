// Browser-safe: the live and automatic roulette tables on top of the roulette engine.
export {
  EVEN_MONEY_BET_TYPES,
  INDEXED_BET_TYPES,
  INSIDE_BET_TYPES,
  PAYOUT_TO_ONE,
  type RouletteBet,
  type RouletteBetType,
} from './roulette/bet-types.ts';
export { pocketColor, type PocketColor } from './roulette/layout.ts';
export type { RouletteSettlement } from './roulette/settle.ts';
export {
  MAX_BET_AMOUNT,
  validateRouletteBet,
  type BetValidation,
  type CoveredBet,
  type RouletteBetError,
} from './roulette/validate-bet.ts';
export { exactRouletteEdge } from './live-roulette/exact-edge.ts';
export {
  hotAndColdNumbers,
  type HotAndCold,
  type HotAndColdOptions,
  type NumberStats,
} from './live-roulette/hot-cold.ts';
export {
  drawLiveRoulette,
  settleLiveRoulette,
  type LiveRouletteResult,
} from './live-roulette/round.ts';
export {
  LIVE_ROULETTE_VARIANTS,
  type LiveRouletteVariant,
  type LiveRouletteVariantId,
} from './live-roulette/variants.ts';
