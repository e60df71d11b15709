// Browser-safe: the seven-seat live blackjack table on top of the blackjack engine.
export { describeCard, handTotal, type HandTotal } from './blackjack/cards.ts';
export type { BlackjackSettlement, HandOutcome, HandSettlement } from './blackjack/settlement.ts';
export type { PlayerHand } from './blackjack/state.ts';
export {
  IllegalLiveBlackjackMoveError,
  type LiveBlackjackRefusal,
} from './live-blackjack/errors.ts';
export {
  canInsure,
  closeInsurance,
  decideInsurance,
  insuranceCostOf,
} from './live-blackjack/insurance.ts';
export {
  liveBlackjackView,
  type LiveBlackjackView,
  type LiveSeatView,
} from './live-blackjack/public-view.ts';
export { LIVE_BLACKJACK_SCHEDULE } from './live-blackjack/schedule.ts';
export {
  legalSeatActions,
  seatAction,
  seatStrategyAction,
  timeoutSeat,
  type SeatAction,
} from './live-blackjack/seat-turn.ts';
export { settleLiveBlackjack, type LiveBetSettlement } from './live-blackjack/settle.ts';
export {
  startLiveBlackjackRound,
  startLiveBlackjackRoundFromShoe,
  type LiveBlackjackRoundInput,
} from './live-blackjack/start-round.ts';
export {
  SEAT_COUNT,
  betBehindStakes,
  wageredByBet,
  type BetBehindInput,
  type LiveBetBehind,
  type LiveBlackjackPhase,
  type LiveBlackjackRound,
  type LiveSeat,
  type SeatBetInput,
} from './live-blackjack/state.ts';
