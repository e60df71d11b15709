export { applyAction } from './blackjack/apply-action.ts';
export { basicStrategyAction } from './blackjack/basic-strategy.ts';
export {
  describeCard,
  handTotal,
  SHOE_SIZE,
  type HandTotal,
  type RankName,
  type SuitName,
} from './blackjack/cards.ts';
export { createHand, createHandFromShoe } from './blackjack/create-hand.ts';
export { IllegalBlackjackActionError, type BlackjackAction } from './blackjack/errors.ts';
export { legalActions } from './blackjack/legal-actions.ts';
export { deal, insurance } from './blackjack/opening.ts';
export { double, hit, split, stand } from './blackjack/player-actions.ts';
export { publicView, type BlackjackPublicView } from './blackjack/public-view.ts';
export {
  settle,
  type BlackjackSettlement,
  type HandOutcome,
  type HandSettlement,
} from './blackjack/settlement.ts';
export {
  insuranceCost,
  MAX_BLACKJACK_BET,
  MAX_HANDS,
  totalWagered,
  type BlackjackPhase,
  type BlackjackState,
  type PlayerHand,
} from './blackjack/state.ts';
