import { describeCard, type RankName, type SuitName } from '@lale/games/blackjack/cards';

export const SUIT_GLYPHS: Record<SuitName, string> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
};

/**
 * Where a number card's pips sit, as [column, row] on a 3 × 7 grid (rows 0..6 from the top),
 * the classic French layouts; pips on the lower half are drawn upside down.
 */
const PIPS: Partial<Record<RankName, readonly (readonly [number, number])[]>> = {
  '2': [
    [1, 0],
    [1, 6],
  ],
  '3': [
    [1, 0],
    [1, 3],
    [1, 6],
  ],
  '4': [
    [0, 0],
    [2, 0],
    [0, 6],
    [2, 6],
  ],
  '5': [
    [0, 0],
    [2, 0],
    [1, 3],
    [0, 6],
    [2, 6],
  ],
  '6': [
    [0, 0],
    [2, 0],
    [0, 3],
    [2, 3],
    [0, 6],
    [2, 6],
  ],
  '7': [
    [0, 0],
    [2, 0],
    [1, 1.5],
    [0, 3],
    [2, 3],
    [0, 6],
    [2, 6],
  ],
  '8': [
    [0, 0],
    [2, 0],
    [1, 1.5],
    [0, 3],
    [2, 3],
    [1, 4.5],
    [0, 6],
    [2, 6],
  ],
  '9': [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
    [1, 3],
    [0, 4],
    [2, 4],
    [0, 6],
    [2, 6],
  ],
  '10': [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
    [0, 4],
    [2, 4],
    [1, 5],
    [0, 6],
    [2, 6],
  ],
};

export interface CardArt {
  rank: RankName;
  suit: SuitName;
  glyph: string;
  red: boolean;
  /** Number cards: their pips; an ace or a court card draws one large figure instead. */
  pips: readonly (readonly [number, number])[];
  court: boolean;
}

export function cardArt(card: number): CardArt {
  const { rank, suit } = describeCard(card);
  return {
    rank,
    suit,
    glyph: SUIT_GLYPHS[suit],
    red: suit === 'hearts' || suit === 'diamonds',
    pips: PIPS[rank] ?? [],
    court: rank === 'J' || rank === 'Q' || rank === 'K',
  };
}
