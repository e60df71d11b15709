import { fairMarket, type FairMarket } from '../core/fair-price.ts';
import { settleHandicap, settleOverUnder, wonIf, type LegOutcome } from '../core/leg-outcome.ts';
import { lineOf, type MarketSpec } from '../core/market-spec.ts';
import type { Score } from '../core/score.ts';
import type { VolleyballModel } from './model.ts';

/** Sets won by each side in a best-of-five match. */
export type VolleyballResult = Score;

export function volleyballResultError({ home, away }: VolleyballResult): string | null {
  const valid = [home, away].every((sets) => Number.isInteger(sets) && sets >= 0 && sets <= 3);
  return valid && (home === 3) !== (away === 3) ? null : 'invalid-sets';
}

export function settleVolleyball(
  spec: MarketSpec,
  selection: string,
  sets: VolleyballResult,
): LegOutcome {
  switch (spec.type) {
    case 'volleyball.match_winner':
      return wonIf(sets.home > sets.away === (selection === 'home'));
    case 'volleyball.set_handicap':
      return settleHandicap(selection, sets.home - sets.away, lineOf(spec));
    case 'volleyball.total_sets':
      return settleOverUnder(selection, sets.home + sets.away, lineOf(spec));
    case 'volleyball.set_betting':
      return wonIf(`${sets.home}-${sets.away}` === selection);
    default:
      throw new RangeError(`${spec.type} is not a volleyball market`);
  }
}

export function volleyballMarketSpecs(): MarketSpec[] {
  return [
    { type: 'volleyball.match_winner' },
    ...[-2.5, -1.5, 1.5, 2.5].map((line) => ({ type: 'volleyball.set_handicap' as const, line })),
    ...[3.5, 4.5].map((line) => ({ type: 'volleyball.total_sets' as const, line })),
    { type: 'volleyball.set_betting' },
  ];
}

export function volleyballFairMarkets(
  model: VolleyballModel,
  specs: readonly MarketSpec[] = volleyballMarketSpecs(),
): FairMarket[] {
  return specs.map((spec) =>
    fairMarket(spec, model.outcomes, (selection, sets) => settleVolleyball(spec, selection, sets)),
  );
}
