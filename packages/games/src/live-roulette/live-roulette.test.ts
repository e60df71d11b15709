import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { roundCycleMs } from '../live-table/schedule.ts';
import {
  EVEN_MONEY_BET_TYPES,
  INDEXED_BET_TYPES,
  INSIDE_BET_TYPES,
  type RouletteBet,
  type RouletteBetType,
} from '../roulette/bet-types.ts';
import { insidePlacements } from '../roulette/coverage.ts';
import { pocketColor } from '../roulette/layout.ts';
import { validateRouletteBet, type CoveredBet } from '../roulette/validate-bet.ts';
import { rational, toFractionString } from '../slots/rational.ts';
import { exactRouletteEdge } from './exact-edge.ts';
import { drawLiveRoulette, settleLiveRoulette } from './round.ts';
import { LIVE_ROULETTE_VARIANTS } from './variants.ts';

function accepted(bet: RouletteBet): CoveredBet {
  const result = validateRouletteBet(bet);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(bet)}: ${result.error}`);
  return result.bet;
}

/** Every legal placement on the layout, at an odd stake so no multiple hides a rounding. */
function everyPlacement(amount: number): CoveredBet[] {
  return [
    ...INSIDE_BET_TYPES.flatMap((type) =>
      insidePlacements(type).map((numbers) => accepted({ type, numbers, amount })),
    ),
    ...INDEXED_BET_TYPES.flatMap((type) =>
      [1, 2, 3].map((index) => accepted({ type, index, amount })),
    ),
    ...EVEN_MONEY_BET_TYPES.map((type) => accepted({ type, amount })),
  ];
}

describe('live roulette edge', () => {
  it('is exactly 1/37 = 2.7027% on every placement of every bet type', () => {
    const edges = new Map<RouletteBetType, Set<string>>();
    for (const bet of everyPlacement(137)) {
      const set = edges.get(bet.type) ?? new Set<string>();
      set.add(toFractionString(exactRouletteEdge(bet)));
      edges.set(bet.type, set);
    }
    expect(edges.size).toBe(15);
    for (const [type, fractions] of edges) expect([...fractions], type).toEqual(['1/37']);
    expect(exactRouletteEdge(accepted({ type: 'red', amount: 1 }))).toEqual(rational(1, 37));
    expect(1 / 37).toBeCloseTo(0.027027, 6);
  });
});

describe('live roulette round', () => {
  it('draws the pocket exactly as single-player roulette does, one integer in [0, 37)', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const result = drawLiveRoulette(hmacStream('table-seed', 'lale-live-roulette-1', nonce));
      expect(result.pocket).toBe(
        hmacStream('table-seed', 'lale-live-roulette-1', nonce).nextInt(37),
      );
      expect(result.color).toBe(pocketColor(result.pocket));
    }
  });

  it("settles every player's bets in one call, in order, stake included", () => {
    const bets = [
      accepted({ type: 'straight', numbers: [32], amount: 500 }),
      accepted({ type: 'red', amount: 2_000 }),
      accepted({ type: 'corner', numbers: [29, 30, 32, 33], amount: 300 }),
      accepted({ type: 'odd', amount: 1_000 }),
    ];
    expect(settleLiveRoulette(bets, { pocket: 32, color: 'red' })).toEqual({
      pocket: 32,
      totalStake: 3_800,
      totalReturn: 18_000 + 4_000 + 2_700,
      returns: [18_000, 4_000, 2_700, 0],
    });
  });
});

describe('auto-roulette', () => {
  it('is the same game on a shorter cycle, with no dealer', () => {
    const { live, auto } = LIVE_ROULETTE_VARIANTS;
    expect(roundCycleMs(live.schedule)).toBe(40_000);
    expect(roundCycleMs(auto.schedule)).toBe(23_000);
    expect(auto.dealer).toBe(false);
    expect(live.dealer).toBe(true);
  });
});
