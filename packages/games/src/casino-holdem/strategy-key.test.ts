import { describe, expect, it } from 'vitest';
import { STRATEGY_TABLE_SIZE, strategyClass } from './strategy-key.ts';

/** A card of poker rank r (0 = two ... 12 = ace) in suit s. */
const card = (rank: number, suit: number) => suit * 13 + ((rank + 1) % 13);

function isStraight(cards: number[]): boolean {
  const ranks = cards
    .map((c) => (c % 13) + 12)
    .map((r) => r % 13)
    .sort((a, b) => a - b);
  const wheel = ranks.join() === '0,1,2,3,12';
  return wheel || (new Set(ranks).size === 5 && ranks[4]! - ranks[0]! === 4);
}

describe('strategy classes', () => {
  it('gives every no-pair and board-pair rank pattern its own index, filling the table', () => {
    const seen = new Set<number>();
    const ranks = [...Array(13).keys()];
    const record = (hole: number[], flop: number[]) => {
      const found = strategyClass(hole, flop);
      if (isStraight([...hole, ...flop])) {
        expect(found).toEqual({ kind: 'call', reason: 'twoPairOrBetter' });
        return;
      }
      expect(found.kind).toBe('table');
      if (found.kind !== 'table') return;
      expect(found.index).toBeGreaterThanOrEqual(0);
      expect(found.index).toBeLessThan(STRATEGY_TABLE_SIZE);
      expect(seen.has(found.index), `${hole} ${flop}`).toBe(false);
      seen.add(found.index);
    };
    for (const h1 of ranks) {
      for (const h2 of ranks.filter((r) => r > h1)) {
        const board = ranks.filter((r) => r !== h1 && r !== h2);
        for (const b1 of board) {
          for (const b2 of board.filter((r) => r > b1)) {
            for (const b3 of board.filter((r) => r > b2)) {
              // Suits 0,1 / 2,3,2: no three of a suit; 0,0 / 0,1,2: three with both cards; 0,1 / 2,2,2.
              record([card(h1, 0), card(h2, 1)], [card(b1, 2), card(b2, 3), card(b3, 2)]);
              record([card(h1, 0), card(h2, 0)], [card(b1, 0), card(b2, 1), card(b3, 2)]);
              record([card(h1, 0), card(h2, 1)], [card(b1, 2), card(b2, 2), card(b3, 2)]);
            }
          }
          for (const kicker of board.filter((r) => r !== b1)) {
            record([card(h1, 0), card(h2, 1)], [card(b1, 2), card(b1, 3), card(kicker, 2)]);
            record([card(h1, 0), card(h2, 1)], [card(b1, 0), card(b1, 3), card(kicker, 0)]);
          }
        }
      }
    }
    // Five distinct ranks in a row are a straight, which calls: 10 rank sets, never looked up.
    expect(seen.size).toBe(STRATEGY_TABLE_SIZE - 10 * 10 * 3);
  });

  it('always calls with two pair or better, a pair using a player card, or four to a flush', () => {
    expect(strategyClass([card(3, 0), card(5, 1)], [card(3, 2), card(5, 3), card(9, 0)])).toEqual({
      kind: 'call',
      reason: 'twoPairOrBetter',
    });
    expect(strategyClass([card(0, 0), card(0, 1)], [card(7, 2), card(9, 3), card(12, 0)])).toEqual({
      kind: 'call',
      reason: 'pairWithPlayerCard',
    });
    expect(strategyClass([card(0, 0), card(4, 0)], [card(7, 0), card(9, 0), card(12, 1)])).toEqual({
      kind: 'call',
      reason: 'fourToAFlush',
    });
  });
});
