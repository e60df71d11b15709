import { dealHoldemFromDeck, type HoldemDeal } from './deal.ts';

const RANKS = 'A23456789TJQK';
const SUITS = 'shdc';

/** 'As' → the card: suit ⌊card / 13⌋ (spades, hearts, diamonds, clubs), card % 13 with A = 0. */
export function card(name: string): number {
  return SUITS.indexOf(name[1] as string) * 13 + RANKS.indexOf(name[0] as string);
}

/** A deal with these cards: two for the player, two for the dealer, then the board. */
export function stackedDeal(names: string): HoldemDeal {
  const top = names.split(' ').map(card);
  const rest = [...Array(52).keys()].filter((c) => !top.includes(c));
  return dealHoldemFromDeck([...top, ...rest]);
}
