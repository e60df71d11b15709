import type { FairMarket } from '../core/fair-price.ts';
import type { MarketSpec } from '../core/market-spec.ts';
import { isMarginBasisPoints } from './margins.ts';

/** Odds are integers in hundredths: 185 is 1.85. */
export const MIN_ODDS = 101;
export const MAX_ODDS = 100_000;

/** Below this fair probability a selection is treated as impossible and not offered. */
export const IMPOSSIBLE = 1e-12;

export interface PricedSelection {
  key: string;
  probability: number;
  /** Decimal odds in hundredths, or null when not offered (impossible, or priced under 1.01). */
  odds: number | null;
}

export interface PricedMarket {
  spec: MarketSpec;
  key: string;
  coverage: number;
  marginBasisPoints: number;
  selections: PricedSelection[];
}

/** Odds for an implied probability, rounded down to the hundredth: rounding favours the house. */
export function oddsFromImplied(implied: number): number | null {
  if (!(implied > 0)) return null;
  const odds = Math.min(MAX_ODDS, Math.floor(100 / implied));
  return odds >= MIN_ODDS ? odds : null;
}

/**
 * The margin is spread by "margin weights proportional to odds" (Buchdahl), which comes to
 * adding the same c·M/n to every possible selection's probability (c the coverage, n how many),
 * so Σ implied = c · (1 + M). Chosen over the proportional method because it charges the long
 * shots more and the favourites less, as real books do (the favourite–longshot bias) and where
 * a model error is relatively largest; and because a heavy favourite keeps a price above 1.01
 * (p = 0.95 at 5%: 1.02 here, 1.00 proportionally). The margin is recovered exactly as
 * Σ(1/odds)/c − 1, and fair probabilities as 1/odds − c·M/n.
 */
export function applyMargin(fair: FairMarket, marginBasisPoints: number): PricedMarket {
  if (!isMarginBasisPoints(marginBasisPoints)) throw new RangeError('invalid margin');
  // Impossible selections (scores already passed in play) take no share of the margin.
  const n = fair.selections.filter(({ probability }) => probability >= IMPOSSIBLE).length;
  const share = (fair.coverage * marginBasisPoints) / 10_000 / Math.max(n, 1);
  return {
    spec: fair.spec,
    key: fair.key,
    coverage: fair.coverage,
    marginBasisPoints,
    selections: fair.selections.map(({ key, probability }) => ({
      key,
      probability,
      odds: probability < IMPOSSIBLE ? null : oddsFromImplied(probability + share),
    })),
  };
}

/** The overround a list of odds carries: Σ(1/odds)/coverage − 1 (0.06 is 6%). */
export function impliedMargin(odds: readonly number[], coverage = 1): number {
  return odds.reduce((sum, o) => sum + 100 / o, 0) / coverage - 1;
}

/** Fair probabilities back from the odds of a market's offered selections, undoing `applyMargin`. */
export function removeMargin(odds: readonly number[], coverage = 1): number[] {
  const perSelection = (impliedMargin(odds, coverage) * coverage) / odds.length;
  return odds.map((o) => Math.max(0, 100 / o - perSelection));
}
