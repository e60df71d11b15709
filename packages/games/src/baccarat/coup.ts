import type { RandomSource } from '../fair/random-source.ts';
import { shuffle } from '../fair/shuffle.ts';
import { BACCARAT_ORDERED_SHOE, baccaratTotal, baccaratValue, isPair } from './cards.ts';
import { bankerDraws, isNatural, playerDraws } from './tableau.ts';

export type BaccaratWinner = 'player' | 'banker' | 'tie';

/**
 * One coup. Cards were dealt player, banker, player, banker, then the player's third card and
 * the banker's third card when the rules call for them, so `playerCards[i]` and
 * `bankerCards[i]` also give the dealer's order on screen.
 */
export interface BaccaratCoup {
  playerCards: number[];
  bankerCards: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
  /** Either hand had an 8 or 9 on two cards. */
  natural: boolean;
}

/** Plays a coup from cards handed out in dealing order by `nextCard`. */
export function playCoup(nextCard: () => number): BaccaratCoup {
  const playerCards = [nextCard()];
  const bankerCards = [nextCard()];
  playerCards.push(nextCard());
  bankerCards.push(nextCard());
  const natural = isNatural(baccaratTotal(playerCards)) || isNatural(baccaratTotal(bankerCards));
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(baccaratTotal(playerCards))) {
      const card = nextCard();
      playerCards.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(baccaratTotal(bankerCards), playerThird)) bankerCards.push(nextCard());
  }
  const playerTotal = baccaratTotal(playerCards);
  const bankerTotal = baccaratTotal(bankerCards);
  return {
    playerCards,
    bankerCards,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: isPair(playerCards[0] as number, playerCards[1] as number),
    bankerPair: isPair(bankerCards[0] as number, bankerCards[1] as number),
    natural,
  };
}

/** A coup dealt from the top of a shoe order (for replays, tests and stacked shoes). */
export function playCoupFromShoe(shoe: readonly number[]): BaccaratCoup {
  let next = 0;
  return playCoup(() => {
    const card = shoe[next++];
    if (card === undefined) throw new RangeError('the shoe ran out of cards');
    return card;
  });
}

/**
 * The round's coup: a Fisher–Yates shuffle of all 416 cards from the fair source (415
 * integers), dealt from the top. Every round has a fresh shoe, so every coup has exactly the
 * odds of a full 8-deck shoe and the published edges hold round by round.
 */
export function dealBaccarat(source: RandomSource): BaccaratCoup {
  return playCoupFromShoe(shuffle(source, BACCARAT_ORDERED_SHOE));
}
