import { isAce, isTwoCardTwentyOne } from './cards.ts';
import { activeHandOf, draftOf, drawTo } from './draft.ts';
import { assertLegal } from './legal-actions.ts';
import { insuranceCost, type BlackjackState } from './state.ts';

/**
 * After insurance is settled the dealer peeks: a dealer blackjack ends the hand at once (the
 * player loses only the base bet, or pushes with a blackjack); a player blackjack is paid
 * without the dealer drawing.
 */
function resolveNaturals(draft: BlackjackState): BlackjackState {
  const hand = activeHandOf(draft);
  if (isTwoCardTwentyOne(draft.dealerCards) || isTwoCardTwentyOne(hand.cards)) {
    hand.done = true;
    draft.phase = 'settled';
  } else {
    draft.phase = 'playerTurn';
  }
  return draft;
}

/** Deals player, dealer up card, player, dealer hole card, in that order from the shoe. */
export function deal(state: BlackjackState): BlackjackState {
  assertLegal(state, 'deal');
  const draft = draftOf(state);
  const hand = activeHandOf(draft);
  drawTo(draft, hand.cards);
  drawTo(draft, draft.dealerCards);
  drawTo(draft, hand.cards);
  drawTo(draft, draft.dealerCards);
  const upCard = draft.dealerCards[0] as number;
  if (isAce(upCard) && insuranceCost(draft) > 0) {
    draft.phase = 'insurance';
    return draft;
  }
  return resolveNaturals(draft);
}

/** Takes or refuses insurance (half the base bet, pays 2:1 on a dealer blackjack). */
export function insurance(state: BlackjackState, accept: boolean): BlackjackState {
  assertLegal(state, accept ? 'acceptInsurance' : 'declineInsurance');
  const draft = draftOf(state);
  draft.insuranceBet = accept ? insuranceCost(draft) : 0;
  return resolveNaturals(draft);
}
