/**
 * One 52-card deck, cards 0..51 encoded as in blackjack: suit = ⌊card / 13⌋ (spades, hearts,
 * diamonds, clubs) and card % 13 = 0 for the ace, 1 for the two, ..., 12 for the king
 * (`describeCard` names them). Poker ranks run the other way up: 0 = two ... 12 = ace.
 */
export const DECK_SIZE = 52;
export const ORDERED_DECK: readonly number[] = [...Array(DECK_SIZE).keys()];

export const ACE = 12;
export const FOUR = 2;

/** Poker rank of each card, 0 (two) .. 12 (ace). */
export const POKER_RANK: Uint8Array = Uint8Array.from(ORDERED_DECK, (card) => (card + 12) % 13);
export const SUIT: Uint8Array = Uint8Array.from(ORDERED_DECK, (card) => Math.floor(card / 13));
