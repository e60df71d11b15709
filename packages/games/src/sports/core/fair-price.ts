import type { Weighted } from './discrete.ts';
import type { LegOutcome, OutcomeChances } from './leg-outcome.ts';
import { marketCoverage, marketKey, type MarketSpec } from './market-spec.ts';
import { selectionsOf } from './selections.ts';

export interface FairSelection {
  key: string;
  /**
   * 1 / fair odds: the odds at which the bet returns exactly the stake on average. Without
   * pushes this is the chance of winning; with them it is the chance of winning given no push
   * (a quarter line counts half), so a two-way handicap's selections still sum to 1.
   */
  probability: number;
  /** How the bet can end and how likely each way is; these sum to 1. */
  chances: OutcomeChances;
}

export interface FairMarket {
  spec: MarketSpec;
  key: string;
  /** Selections winning in each outcome (2 for double chance); the probabilities sum to it. */
  coverage: number;
  selections: FairSelection[];
}

/**
 * A bet at odds o returns o on a win, (o + 1)/2 on a half win, 1 on a void, ½ on a half loss.
 * Setting the expected return to 1 gives o = (1 − v − (hw + hl)/2) / (w + hw/2).
 */
export function fairProbability(chances: OutcomeChances): number {
  const win = chances.win ?? 0;
  const halfWin = chances.half_win ?? 0;
  const stakeBack = 1 - (chances.void ?? 0) - (halfWin + (chances.half_lose ?? 0)) / 2;
  return stakeBack > 0 ? (win + halfWin / 2) / stakeBack : 0;
}

/**
 * Prices a market as the expectation of its own settlement over a model's outcomes, so the
 * price and the settlement can never disagree about what a selection covers.
 */
export function fairMarket<T>(
  spec: MarketSpec,
  outcomes: Iterable<Weighted<T>>,
  settle: (selection: string, outcome: T) => LegOutcome,
  /** The selections of this event when they depend on it (a race's runners). */
  keys: readonly string[] = selectionsOf(spec),
): FairMarket {
  const totals = keys.map(() => ({ win: 0, half_win: 0, void: 0, half_lose: 0, lose: 0 }));
  for (const { value, probability } of outcomes) {
    keys.forEach((key, i) => {
      totals[i]![settle(key, value)] += probability;
    });
  }
  return {
    spec,
    key: marketKey(spec),
    coverage: marketCoverage(spec),
    selections: keys.map((key, i) => {
      const chances = totals[i]!;
      return { key, probability: fairProbability(chances), chances };
    }),
  };
}
