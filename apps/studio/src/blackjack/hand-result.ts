import type { HandView } from './wire.ts';

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

type ViewHand = HandView['hands'][number];

/** How a settled hand ended, read from the public view (the server settles; this only names it). */
export function handResult(hand: ViewHand, view: HandView): HandResult | null {
  if (view.phase !== 'settled' || view.dealerTotal === null) return null;
  const playerBlackjack = hand.cards.length === 2 && hand.total === 21 && !hand.fromSplit;
  const dealerBlackjack = view.dealerCards.length === 2 && view.dealerTotal === 21;
  if (hand.total > 21) return 'bust';
  if (playerBlackjack) return dealerBlackjack ? 'push' : 'blackjack';
  if (dealerBlackjack) return 'lose';
  if (view.dealerTotal > 21 || hand.total > view.dealerTotal) return 'win';
  return hand.total === view.dealerTotal ? 'push' : 'lose';
}
