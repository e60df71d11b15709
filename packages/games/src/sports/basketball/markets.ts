import { pmfMean, pmfOutcomes } from '../core/discrete.ts';
import { fairMarket, type FairMarket } from '../core/fair-price.ts';
import { settleHandicap, settleOverUnder, wonIf, type LegOutcome } from '../core/leg-outcome.ts';
import { lineOf, type MarketSpec } from '../core/market-spec.ts';
import { halfLineNear, linesAround } from '../core/lines.ts';
import type { Score } from '../core/score.ts';
import type { BasketballModel } from './model.ts';

/** Final points, overtime included. */
export type BasketballResult = Score;

export function basketballResultError(result: BasketballResult): string | null {
  const { home, away } = result;
  if (![home, away].every((p) => Number.isSafeInteger(p) && p >= 0)) return 'invalid-score';
  return home === away ? 'basketball-cannot-end-level' : null;
}

/** The markets settled on the final margin (home − away, overtime included). */
function settleOnMargin(spec: MarketSpec, selection: string, margin: number): LegOutcome {
  if (spec.type === 'basketball.match_winner') return wonIf(margin > 0 === (selection === 'home'));
  if (spec.type === 'basketball.handicap') return settleHandicap(selection, margin, lineOf(spec));
  throw new RangeError(`${spec.type} is not a basketball margin market`);
}

function settleOnTotal(spec: MarketSpec, selection: string, total: number): LegOutcome {
  if (spec.type === 'basketball.total_points')
    return settleOverUnder(selection, total, lineOf(spec));
  throw new RangeError(`${spec.type} is not a basketball total market`);
}

export function settleBasketball(
  spec: MarketSpec,
  selection: string,
  result: BasketballResult,
): LegOutcome {
  return spec.type === 'basketball.total_points'
    ? settleOnTotal(spec, selection, result.home + result.away)
    : settleOnMargin(spec, selection, result.home - result.away);
}

/** Match winner, five handicap lines around the expected margin, five totals around the expected total. */
export function basketballMarketSpecs(model: BasketballModel): MarketSpec[] {
  const handicap = halfLineNear(-pmfMean(model.margin));
  const total = halfLineNear(pmfMean(model.total));
  return [
    { type: 'basketball.match_winner' },
    ...linesAround(handicap, 2, 2).map((line) => ({ type: 'basketball.handicap' as const, line })),
    ...linesAround(total, 3, 2).map((line) => ({ type: 'basketball.total_points' as const, line })),
  ];
}

export function basketballFairMarkets(
  model: BasketballModel,
  specs: readonly MarketSpec[] = basketballMarketSpecs(model),
): FairMarket[] {
  const margins = pmfOutcomes(model.margin);
  const totals = pmfOutcomes(model.total);
  return specs.map((spec) =>
    spec.type === 'basketball.total_points'
      ? fairMarket(spec, totals, (selection, total) => settleOnTotal(spec, selection, total))
      : fairMarket(spec, margins, (selection, margin) => settleOnMargin(spec, selection, margin)),
  );
}
