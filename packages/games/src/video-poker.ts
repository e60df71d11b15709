// Browser-safe: Jacks or Better video poker, single player, in the studio.
export { evaluateHand } from './video-poker/evaluate.ts';
export { exactVideoPokerRtp, holdValues, subsetPays } from './video-poker/exact-rtp.ts';
export {
  coinsWon,
  MAX_COIN_ROYAL,
  MAX_COINS,
  PAYTABLE_9_6,
  VIDEO_POKER_HANDS,
  VIDEO_POKER_RTP,
  type VideoPokerHand,
} from './video-poker/paytable.ts';
export {
  dealFromDeck,
  dealVideoPoker,
  drawCards,
  HAND_SIZE,
  isHolds,
  settleVideoPoker,
  type Holds,
  type VideoPokerDeal,
  type VideoPokerResult,
} from './video-poker/round.ts';
