import { handTotal } from './cards.ts';
import type { BlackjackAction } from './errors.ts';
import { legalActions } from './legal-actions.ts';
import type { BlackjackPhase, BlackjackState, PlayerHand } from './state.ts';

export interface BlackjackPublicView {
  phase: BlackjackPhase;
  baseBet: number;
  /** Only the up card until the hand is settled. */
  dealerCards: number[];
  dealerTotal: number | null;
  hands: (PlayerHand & { total: number; soft: boolean })[];
  activeHand: number;
  insuranceBet: number;
  legalActions: BlackjackAction[];
}

/** What the player may see: no shoe, and no hole card before the end. */
export function publicView(state: BlackjackState): BlackjackPublicView {
  const settled = state.phase === 'settled';
  const dealerCards = settled ? [...state.dealerCards] : state.dealerCards.slice(0, 1);
  return {
    phase: state.phase,
    baseBet: state.baseBet,
    dealerCards,
    dealerTotal: dealerCards.length > 0 ? handTotal(dealerCards).total : null,
    hands: state.hands.map((hand) => ({
      ...hand,
      cards: [...hand.cards],
      ...handTotal(hand.cards),
    })),
    activeHand: state.activeHand,
    insuranceBet: state.insuranceBet,
    legalActions: legalActions(state),
  };
}
