import { handIndex } from './evaluate.ts';
import { maxCoinPaysPerCoin } from './paytable.ts';

/**
 * The exact return of Jacks or Better under the optimal hold strategy, by the classic
 * inclusion–exclusion method. For every set S of up to four cards, P(S) is the total pay of
 * all 5-card hands containing S (one pass over the C(52,5) hands adds each hand's pay to its 31
 * proper subsets). For a deal D and a hold H ⊆ D, the draws are the hands containing H and no
 * other card of D, so their total pay is Σ over H ⊆ S ⊆ D of (−1)^|S∖H| · P(S); dividing by the
 * number of draws C(47, 5 − |H|) gives the hold's expected pay. The best of the 32 holds of
 * every deal, averaged over all deals, is the return. Everything stays an integer: expected
 * values are scaled by the least common multiple of the draw counts, so the result is exact.
 */

const BINOMIAL: number[][] = Array.from({ length: 53 }, (_, n) =>
  Array.from({ length: 6 }, (_, k) => {
    let value = 1;
    for (let i = 0; i < k; i++) value = (value * (n - i)) / (i + 1);
    return k > n ? 0 : Math.round(value);
  }),
);
const POPCOUNT_5 = Array.from({ length: 32 }, (_, m) => (m.toString(2).match(/1/g) ?? []).length);
/** C(47, k) draws for each number of cards replaced, k = 5 − held. */
const DRAWS = [0, 1, 2, 3, 4, 5].map((k) => BINOMIAL[47]![k]!);
/** lcm(C(47,0..5)) = 3·5·11·23·43·47: each hold's expected pay times this is an integer. */
export const DRAWS_LCM = 7_669_695;
const SCALE = DRAWS.map((draws) => DRAWS_LCM / draws);

/** Colex rank of the cards of `sorted` (ascending) picked by `mask`, among sets of that size. */
function subsetRank(sorted: Int32Array, mask: number): number {
  let rank = 0;
  let size = 0;
  for (let j = 0; j < 5; j++) if (mask & (1 << j)) rank += BINOMIAL[sorted[j]!]![++size]!;
  return rank;
}

export type SubsetPays = Float64Array[];

/** P(S) for every set of 0..4 cards, indexed by size then colex rank; pays per coin. */
export function subsetPays(pays: readonly number[] = maxCoinPaysPerCoin()): SubsetPays {
  const tables = [0, 1, 2, 3, 4].map((k) => new Float64Array(BINOMIAL[52]![k]!));
  const hand = new Int32Array(5);
  forEachDeal(hand, (index) => {
    const pay = pays[index]!;
    if (pay === 0) return;
    for (let mask = 0; mask < 31; mask++)
      tables[POPCOUNT_5[mask]!]![subsetRank(hand, mask)]! += pay;
  });
  return tables;
}

function forEachDeal(hand: Int32Array, visit: (handIndex: number) => void): void {
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++)
          for (let e = d + 1; e < 52; e++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            visit(handIndex(a, b, c, d, e));
          }
}

/** Total pay over the draws of each hold of a sorted deal (bit j = keep sorted card j). */
function holdTotals(tables: SubsetPays, sorted: Int32Array, dealtPay: number, out: Float64Array) {
  for (let mask = 0; mask < 31; mask++)
    out[mask] = tables[POPCOUNT_5[mask]!]![subsetRank(sorted, mask)]!;
  out[31] = dealtPay;
  for (let bit = 1; bit < 32; bit <<= 1)
    for (let mask = 0; mask < 32; mask++) if (!(mask & bit)) out[mask]! -= out[mask | bit]!;
}

export interface ExactRtp {
  /** Σ over deals of the best hold's expected pay × DRAWS_LCM: an exact integer. */
  numerator: number;
  /** C(52,5) × DRAWS_LCM. */
  denominator: number;
  rtp: number;
}

/** The exact return of the optimal strategy for a per-coin paytable (default: 9/6, 5 coins). */
export function exactVideoPokerRtp(pays: readonly number[] = maxCoinPaysPerCoin()): ExactRtp {
  const tables = subsetPays(pays);
  const hand = new Int32Array(5);
  const totals = new Float64Array(32);
  let numerator = 0;
  forEachDeal(hand, (index) => {
    holdTotals(tables, hand, pays[index]!, totals);
    let best = 0;
    for (let mask = 0; mask < 32; mask++) {
      const scaled = totals[mask]! * SCALE[5 - POPCOUNT_5[mask]!]!;
      if (scaled > best) best = scaled;
    }
    numerator += best;
  });
  const denominator = BINOMIAL[52]![5]! * DRAWS_LCM;
  return { numerator, denominator, rtp: numerator / denominator };
}

/**
 * Expected pay per coin of each of the 32 holds of one deal, indexed by the held positions
 * (bit i = keep cards[i]); `tables` from `subsetPays` with the same paytable.
 */
export function holdValues(
  tables: SubsetPays,
  cards: readonly number[],
  pays: readonly number[] = maxCoinPaysPerCoin(),
): number[] {
  const order = [0, 1, 2, 3, 4].sort((i, j) => cards[i]! - cards[j]!);
  const sorted = Int32Array.from(order, (i) => cards[i]!);
  const [a, b, c, d, e] = sorted as unknown as [number, number, number, number, number];
  const totals = new Float64Array(32);
  holdTotals(tables, sorted, pays[handIndex(a, b, c, d, e)]!, totals);
  return Array.from({ length: 32 }, (_, held) => {
    let mask = 0;
    order.forEach((position, j) => {
      if (held & (1 << position)) mask |= 1 << j;
    });
    return totals[mask]! / DRAWS[5 - POPCOUNT_5[held]!]!;
  });
}
