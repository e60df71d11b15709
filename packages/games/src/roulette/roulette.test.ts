import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import {
  EVEN_MONEY_BET_TYPES,
  INDEXED_BET_TYPES,
  INSIDE_BET_TYPES,
  type RouletteBet,
} from './bet-types.ts';
import { insidePlacements } from './coverage.ts';
import { POCKET_COUNT, pocketColor } from './layout.ts';
import { betReturn, settleRouletteBets, spinRoulette } from './settle.ts';
import { validateRouletteBet, type CoveredBet } from './validate-bet.ts';

const AMOUNT = 1_000;

function everyPlacement(): RouletteBet[] {
  return [
    ...INSIDE_BET_TYPES.flatMap((type) =>
      insidePlacements(type).map((numbers) => ({ type, numbers, amount: AMOUNT })),
    ),
    ...INDEXED_BET_TYPES.flatMap((type) =>
      [1, 2, 3].map((index) => ({ type, index, amount: AMOUNT })),
    ),
    ...EVEN_MONEY_BET_TYPES.map((type) => ({ type, amount: AMOUNT })),
  ];
}

function accepted(bet: RouletteBet): CoveredBet {
  const result = validateRouletteBet(bet);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(bet)}: ${result.error}`);
  return result.bet;
}

describe('roulette bets', () => {
  it('has the standard number of placements of each type', () => {
    const counts = Object.fromEntries(INSIDE_BET_TYPES.map((t) => [t, insidePlacements(t).length]));
    expect(counts).toEqual({
      straight: 37,
      split: 60,
      street: 12,
      corner: 22,
      sixLine: 11,
      trio: 2,
      firstFour: 1,
    });
  });

  it('returns exactly 36/37 of the stake for every placement, over all 37 pockets', () => {
    const placements = everyPlacement();
    expect(placements).toHaveLength(157);
    for (const placement of placements) {
      const bet = accepted(placement);
      let returned = 0;
      for (let pocket = 0; pocket < POCKET_COUNT; pocket++) returned += betReturn(bet, pocket);
      // RTP = returned / (37 * amount) = 36/37 exactly.
      expect(returned, `${bet.type} ${bet.covers.join(',')}`).toBe(36 * AMOUNT);
    }
  });

  it('covers the right numbers for outside bets', () => {
    expect(accepted({ type: 'column', index: 1, amount: 1 }).covers).toEqual([
      1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34,
    ]);
    expect(accepted({ type: 'dozen', index: 3, amount: 1 }).covers[0]).toBe(25);
    const red = accepted({ type: 'red', amount: 1 }).covers;
    expect(red.every((n) => pocketColor(n) === 'red')).toBe(true);
    expect(accepted({ type: 'even', amount: 1 }).covers).not.toContain(0);
    expect(accepted({ type: 'high', amount: 1 }).covers).toHaveLength(18);
  });

  it('accepts inside numbers in any order', () => {
    expect(accepted({ type: 'corner', numbers: [5, 1, 4, 2], amount: 5 }).covers).toEqual([
      1, 2, 4, 5,
    ]);
  });

  it.each<[string, RouletteBet, string]>([
    [
      'a split of non-neighbours',
      { type: 'split', numbers: [1, 5], amount: 10 },
      'invalid-numbers',
    ],
    ['a split 0-4', { type: 'split', numbers: [0, 4], amount: 10 }, 'invalid-numbers'],
    ['a split across rows', { type: 'split', numbers: [3, 4], amount: 10 }, 'invalid-numbers'],
    [
      'a corner over the edge',
      { type: 'corner', numbers: [3, 4, 6, 7], amount: 10 },
      'invalid-numbers',
    ],
    [
      'a street not starting a row',
      { type: 'street', numbers: [2, 3, 4], amount: 10 },
      'invalid-numbers',
    ],
    [
      'a six line past 36',
      { type: 'sixLine', numbers: [34, 35, 36, 37, 38, 39], amount: 1 },
      'invalid-numbers',
    ],
    ['a straight on 37', { type: 'straight', numbers: [37], amount: 10 }, 'invalid-numbers'],
    ['a straight on 1.5', { type: 'straight', numbers: [1.5], amount: 10 }, 'invalid-numbers'],
    ['a duplicated split', { type: 'split', numbers: [7, 7], amount: 10 }, 'invalid-numbers'],
    ['a trio 1-2-3', { type: 'trio', numbers: [1, 2, 3], amount: 10 }, 'invalid-numbers'],
    ['dozen 4', { type: 'dozen', index: 4, amount: 10 }, 'invalid-index'],
    ['column 0', { type: 'column', index: 0, amount: 10 }, 'invalid-index'],
    ['a zero amount', { type: 'red', amount: 0 }, 'invalid-amount'],
    ['a negative amount', { type: 'odd', amount: -5 }, 'invalid-amount'],
    ['a fractional amount', { type: 'low', amount: 2.5 }, 'invalid-amount'],
    ['a huge amount', { type: 'low', amount: Number.MAX_SAFE_INTEGER }, 'invalid-amount'],
    [
      'an unknown type',
      { type: 'basket', amount: 10 } as unknown as RouletteBet,
      'unknown-bet-type',
    ],
  ])('refuses %s', (_, bet, error) => {
    expect(validateRouletteBet(bet)).toEqual({ ok: false, error });
  });
});

describe('roulette round', () => {
  it('draws the pocket as one unbiased integer in [0, 37) from the fair stream', () => {
    const pocket = spinRoulette(hmacStream('server-seed', 'client-seed', 3));
    expect(pocket).toBe(hmacStream('server-seed', 'client-seed', 3).nextInt(37));
  });

  it('settles in integer minor units, stake included in a win', () => {
    const bets = [
      accepted({ type: 'straight', numbers: [17], amount: 250 }),
      accepted({ type: 'black', amount: 1_000 }),
      accepted({ type: 'dozen', index: 2, amount: 300 }),
    ];
    expect(settleRouletteBets(bets, 17)).toEqual({
      pocket: 17,
      totalStake: 1_550,
      totalReturn: 250 * 36 + 2_000 + 900,
      returns: [9_000, 2_000, 900],
    });
    expect(settleRouletteBets(bets, 0).totalReturn).toBe(0);
  });
});
