import { ORDERED_SHOE, type RankName } from './cards.ts';
import { createHandFromShoe } from './create-hand.ts';
import type { BlackjackState } from './state.ts';

const RANKS: readonly RankName[] = [
  'A',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
];

/** A shoe whose first cards have the given ranks (in dealing order), the rest in any order. */
export function stackedShoe(ranks: readonly RankName[]): number[] {
  const remaining = [...ORDERED_SHOE];
  const top = ranks.map((rank) => {
    const at = remaining.findIndex((card) => card % 13 === RANKS.indexOf(rank));
    return remaining.splice(at, 1)[0] as number;
  });
  return [...top, ...remaining];
}

/** A ready hand over a stacked shoe; dealing order is player, dealer up, player, dealer hole. */
export function stackedHand(bet: number, ranks: readonly RankName[]): BlackjackState {
  return createHandFromShoe(bet, stackedShoe(ranks));
}

export function ranksOf(cards: readonly number[]): RankName[] {
  return cards.map((card) => RANKS[card % 13] as RankName);
}
