import { fairMarket, type FairMarket } from '../core/fair-price.ts';
import { settleHandicap, settleOverUnder, wonIf, type LegOutcome } from '../core/leg-outcome.ts';
import { lineOf, type MarketSpec } from '../core/market-spec.ts';
import { halfLineNear, linesAround } from '../core/lines.ts';
import type { TennisModel, TennisScore } from './match.ts';

/** What tennis markets settle on: the match in sets and in games (a tiebreak is one game). */
export type TennisResult = TennisScore;

export function settleTennis(
  spec: MarketSpec,
  selection: string,
  result: TennisResult,
): LegOutcome {
  const { sets, games } = result;
  switch (spec.type) {
    case 'tennis.match_winner':
      return wonIf(sets.home > sets.away === (selection === 'home'));
    case 'tennis.total_games':
      return settleOverUnder(selection, games.home + games.away, lineOf(spec));
    case 'tennis.game_handicap':
      return settleHandicap(selection, games.home - games.away, lineOf(spec));
    default:
      throw new RangeError(`${spec.type} is not a tennis market`);
  }
}

function mean(model: TennisModel, of: (score: TennisScore) => number): number {
  return model.outcomes.reduce((sum, { value, probability }) => sum + of(value) * probability, 0);
}

/** Match winner, five total-games lines and five game handicaps around the expected values. */
export function tennisMarketSpecs(model: TennisModel): MarketSpec[] {
  const total = halfLineNear(mean(model, ({ games }) => games.home + games.away));
  const handicap = halfLineNear(-mean(model, ({ games }) => games.home - games.away));
  return [
    { type: 'tennis.match_winner' },
    ...linesAround(total, 1, 2).map((line) => ({ type: 'tennis.total_games' as const, line })),
    ...linesAround(handicap, 1, 2).map((line) => ({ type: 'tennis.game_handicap' as const, line })),
  ];
}

export function tennisFairMarkets(
  model: TennisModel,
  specs: readonly MarketSpec[] = tennisMarketSpecs(model),
): FairMarket[] {
  return specs.map((spec) =>
    fairMarket(spec, model.outcomes, (selection, score) => settleTennis(spec, selection, score)),
  );
}
