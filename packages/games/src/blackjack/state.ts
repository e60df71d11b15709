/**
 * A hand of blackjack as plain JSON: store it between requests and resume with the same
 * transitions. It holds the whole shoe, so send players `publicView(state)`, never the state.
 */
export type BlackjackPhase = 'ready' | 'insurance' | 'playerTurn' | 'settled';

export interface PlayerHand {
  cards: number[];
  /** Minor units staked on this hand; twice the base bet once doubled. */
  bet: number;
  doubled: boolean;
  fromSplit: boolean;
  /** Split aces take one card each and cannot act further. */
  splitAces: boolean;
  /** No more actions: stood, busted, reached 21, doubled, or a finished split ace. */
  done: boolean;
}

export interface BlackjackState {
  version: 1;
  phase: BlackjackPhase;
  baseBet: number;
  /** The provably fair shuffle of all 312 cards; cards are dealt from index `nextCard` on. */
  shoe: number[];
  nextCard: number;
  dealerCards: number[];
  hands: PlayerHand[];
  activeHand: number;
  /** Minor units staked on insurance; 0 when declined or not offered. */
  insuranceBet: number;
}

export const MAX_HANDS = 4;
/** Largest base bet: four doubled hands plus insurance stay far inside safe integers. */
export const MAX_BLACKJACK_BET = Math.floor(Number.MAX_SAFE_INTEGER / 32);

/** Whatever the player has staked so far; the server debits the growth after each transition. */
export function totalWagered(state: BlackjackState): number {
  return state.hands.reduce((sum, hand) => sum + hand.bet, 0) + state.insuranceBet;
}

/** Insurance costs half the base bet, floored; a 1-unit bet cannot be insured. */
export function insuranceCost(state: BlackjackState): number {
  return Math.floor(state.baseBet / 2);
}
