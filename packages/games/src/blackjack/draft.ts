import type { BlackjackState, PlayerHand } from './state.ts';

/**
 * A copy that a transition may mutate before returning it, so callers only ever see new
 * objects. The shoe is never written, so it is shared rather than copied.
 */
export function draftOf(state: BlackjackState): BlackjackState {
  return {
    ...state,
    dealerCards: [...state.dealerCards],
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
  };
}

export function drawTo(draft: BlackjackState, cards: number[]): void {
  const card = draft.shoe[draft.nextCard];
  if (card === undefined) throw new Error('the shoe ran out of cards');
  cards.push(card);
  draft.nextCard += 1;
}

export function activeHandOf(state: BlackjackState): PlayerHand {
  const hand = state.hands[state.activeHand];
  if (!hand) throw new Error(`no hand at index ${state.activeHand}`);
  return hand;
}
