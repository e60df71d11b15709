import type { RandomSource } from '../fair/random-source.ts';
import { shuffle } from '../fair/shuffle.ts';
import { DECK_SIZE, ORDERED_DECK } from './cards.ts';

/**
 * One round's cards. Live casino hold'em is a common-draw game: every player at the table
 * plays the same two cards against the same dealer, and decides alone whether to call.
 */
export interface HoldemDeal {
  player: [number, number];
  dealer: [number, number];
  /** Flop (3), turn, river. */
  board: [number, number, number, number, number];
}

function dealFrom(deck: readonly number[]): HoldemDeal {
  const card = (index: number) => deck[index] as number;
  return {
    player: [card(0), card(1)],
    dealer: [card(2), card(3)],
    board: [card(4), card(5), card(6), card(7), card(8)],
  };
}

/** Dealt from the top of a deck order: player, player, dealer, dealer, flop, turn, river. */
export function dealHoldemFromDeck(deck: readonly number[]): HoldemDeal {
  const seen = new Set(deck);
  const valid =
    deck.length === DECK_SIZE &&
    seen.size === DECK_SIZE &&
    deck.every((card) => Number.isInteger(card) && card >= 0 && card < DECK_SIZE);
  if (!valid) throw new RangeError('deck must be a permutation of cards 0..51');
  return dealFrom(deck);
}

/**
 * The round's cards: a Fisher–Yates shuffle of the 52 cards from the fair source (51
 * integers), dealt from the top. The whole deal is drawn before play; the room shows each
 * card only when its turn comes (`holdemView`).
 */
export function dealCasinoHoldem(source: RandomSource): HoldemDeal {
  return dealFrom(shuffle(source, ORDERED_DECK));
}
