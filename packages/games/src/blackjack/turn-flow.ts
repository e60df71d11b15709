import { handTotal } from './cards.ts';
import { activeHandOf, drawTo } from './draft.ts';
import type { BlackjackState } from './state.ts';

const DEALER_STANDS_ON = 17;

/** Dealer draws to 17 and stands on every 17, soft ones included; no draws if all hands bust. */
export function playDealer(draft: BlackjackState): void {
  const someHandStands = draft.hands.some((hand) => handTotal(hand.cards).total <= 21);
  if (!someHandStands) return;
  while (handTotal(draft.dealerCards).total < DEALER_STANDS_ON) drawTo(draft, draft.dealerCards);
}

/**
 * Moves play to the next hand needing a decision. A split hand receives its second card when
 * play reaches it; split aces and hands reaching 21 need no decision. After the last hand the
 * dealer plays and the hand is settled.
 */
export function advance(draft: BlackjackState): BlackjackState {
  for (;;) {
    const hand = activeHandOf(draft);
    if (hand.cards.length === 1) {
      drawTo(draft, hand.cards);
      if (hand.splitAces || handTotal(hand.cards).total === 21) hand.done = true;
    }
    if (!hand.done) return draft;
    if (draft.activeHand === draft.hands.length - 1) {
      playDealer(draft);
      draft.phase = 'settled';
      return draft;
    }
    draft.activeHand += 1;
  }
}
