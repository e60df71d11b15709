// Browser-safe: punto banco for the live tables (8 decks, a fresh shuffle per coup).
export { describeCard, type RankName, type SuitName } from './blackjack/cards.ts';
export {
  BACCARAT_BET_TYPES,
  MAX_BACCARAT_BET,
  PAYOUTS,
  validateBaccaratBet,
  type BaccaratBet,
  type BaccaratBetError,
  type BaccaratBetType,
  type BaccaratBetValidation,
  type BaccaratVariant,
  type Payout,
} from './baccarat/bets.ts';
export {
  BACCARAT_DECKS,
  BACCARAT_ORDERED_SHOE,
  BACCARAT_SHOE_SIZE,
  baccaratTotal,
  baccaratValue,
  isPair,
} from './baccarat/cards.ts';
export {
  dealBaccarat,
  playCoup,
  playCoupFromShoe,
  type BaccaratCoup,
  type BaccaratWinner,
} from './baccarat/coup.ts';
export {
  enumerateCoups,
  exactBaccaratEdge,
  exactWinnerProbability,
  type CoupClass,
  type CoupEnumeration,
} from './baccarat/exact-edge.ts';
export {
  beadPlate,
  bigRoad,
  type BeadPlateCell,
  type BeadPlateOptions,
  type BigRoad,
  type BigRoadCell,
  type RoadResult,
} from './baccarat/roads.ts';
export { BACCARAT_SCHEDULE } from './baccarat/schedule.ts';
export {
  baccaratBetReturn,
  settleBaccaratBets,
  type BaccaratSettlement,
} from './baccarat/settle.ts';
export { bankerDraws, isNatural, playerDraws } from './baccarat/tableau.ts';
