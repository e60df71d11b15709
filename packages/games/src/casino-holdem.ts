// Browser-safe: casino hold'em for the live poker tables (a common draw against the dealer).
export { describeCard, type RankName, type SuitName } from './blackjack/cards.ts';
export {
  MAX_HOLDEM_ANTE,
  validateHoldemBet,
  type HoldemBetError,
  type HoldemBetValidation,
} from './casino-holdem/bets.ts';
export { exactBonusEdge } from './casino-holdem/bonus-edge.ts';
export { bestFive } from './casino-holdem/best-five.ts';
export { DECK_SIZE, ORDERED_DECK } from './casino-holdem/cards.ts';
export { dealCasinoHoldem, dealHoldemFromDeck, type HoldemDeal } from './casino-holdem/deal.ts';
export {
  categoryOf,
  handScore,
  HAND_CATEGORIES,
  type HandCategory,
} from './casino-holdem/evaluate.ts';
export { ANTE_PAYS, BONUS_PAYS, bonusPays } from './casino-holdem/paytables.ts';
export { CASINO_HOLDEM_SCHEDULE } from './casino-holdem/schedule.ts';
export {
  settleHoldem,
  type HoldemBet,
  type HoldemDecision,
  type HoldemOutcome,
  type HoldemSettlement,
} from './casino-holdem/settle.ts';
export { dealerQualifies, holdemShowdown, type HoldemShowdown } from './casino-holdem/showdown.ts';
export { holdemStrategy } from './casino-holdem/strategy.ts';
export { holdemView, type HoldemStage, type HoldemView } from './casino-holdem/view.ts';
