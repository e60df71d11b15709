import { handTotal, isAce } from './cards.ts';
import { activeHandOf, draftOf, drawTo } from './draft.ts';
import { assertLegal } from './legal-actions.ts';
import type { BlackjackState, PlayerHand } from './state.ts';
import { advance } from './turn-flow.ts';

export function hit(state: BlackjackState): BlackjackState {
  assertLegal(state, 'hit');
  const draft = draftOf(state);
  const hand = activeHandOf(draft);
  drawTo(draft, hand.cards);
  if (handTotal(hand.cards).total >= 21) hand.done = true;
  return advance(draft);
}

export function stand(state: BlackjackState): BlackjackState {
  assertLegal(state, 'stand');
  const draft = draftOf(state);
  activeHandOf(draft).done = true;
  return advance(draft);
}

/** Doubles the hand's stake for exactly one more card; allowed on any two cards, after splits too. */
export function double(state: BlackjackState): BlackjackState {
  assertLegal(state, 'double');
  const draft = draftOf(state);
  const hand = activeHandOf(draft);
  hand.bet *= 2;
  hand.doubled = true;
  drawTo(draft, hand.cards);
  hand.done = true;
  return advance(draft);
}

/** Splits a pair of equal value into two hands with the same stake; up to four hands in all. */
export function split(state: BlackjackState): BlackjackState {
  assertLegal(state, 'split');
  const draft = draftOf(state);
  const hand = activeHandOf(draft);
  const [first, second] = hand.cards as [number, number];
  const splitAces = isAce(first);
  const half = (card: number): PlayerHand => ({
    cards: [card],
    bet: hand.bet,
    doubled: false,
    fromSplit: true,
    splitAces,
    done: false,
  });
  draft.hands.splice(draft.activeHand, 1, half(first), half(second));
  return advance(draft);
}
