import { fairMarket, type FairMarket } from '../core/fair-price.ts';
import type { MarketSpec } from '../core/market-spec.ts';
import {
  firstGoalDistribution,
  halfTimeDistributions,
  type HalfTimeDistributions,
} from './halves.ts';
import type { FootballModel } from './model.ts';
import { gridOutcomes } from './score-grid.ts';
import {
  settleFirstGoal,
  settleFullTime,
  settleHalfTimeFullTime,
  settleHalfTimeResult,
} from './settle.ts';
import { conditionedGrid, KICK_OFF, type FootballState } from './state.ts';

export const FOOTBALL_TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5] as const;
export const FOOTBALL_EUROPEAN_HANDICAP_LINES = [-1, 1] as const;
export const FOOTBALL_ASIAN_HANDICAP_LINES = [-1.5, -1, -0.5, -0.25, 0, 0.25, 0.5, 1, 1.5] as const;

/** The markets an event carries by default, in display order. */
export function footballMarketSpecs(): MarketSpec[] {
  return [
    { type: 'football.match_result' },
    { type: 'football.double_chance' },
    ...FOOTBALL_TOTAL_LINES.map((line) => ({ type: 'football.total_goals' as const, line })),
    { type: 'football.both_teams_to_score' },
    { type: 'football.correct_score' },
    { type: 'football.half_time_result' },
    { type: 'football.half_time_full_time' },
    ...FOOTBALL_EUROPEAN_HANDICAP_LINES.map((line) => ({
      type: 'football.european_handicap' as const,
      line,
    })),
    ...FOOTBALL_ASIAN_HANDICAP_LINES.map((line) => ({
      type: 'football.asian_handicap' as const,
      line,
    })),
    { type: 'football.first_goal' },
  ];
}

/**
 * Fair prices of the given markets at a state of the match (kick-off by default). Markets the
 * state has already decided are left out: half-time markets once the first half is over,
 * half time/full time never (its half-time part is fixed then), first goal once a goal is in.
 */
export function footballFairMarkets(
  model: FootballModel,
  specs: readonly MarketSpec[] = footballMarketSpecs(),
  state: FootballState = KICK_OFF,
): FairMarket[] {
  const grid = conditionedGrid(model, state);
  const scores = gridOutcomes(grid);
  let halves: HalfTimeDistributions | undefined;
  const halvesOnce = () => (halves ??= halfTimeDistributions(model, state, grid));
  const goalless = state.score.home + state.score.away === 0;
  const markets: FairMarket[] = [];
  for (const spec of specs) {
    switch (spec.type) {
      case 'football.half_time_result': {
        const halfTime = halvesOnce().halfTime;
        if (halfTime) markets.push(fairMarket(spec, halfTime, settleHalfTimeResult));
        break;
      }
      case 'football.half_time_full_time':
        markets.push(fairMarket(spec, halvesOnce().halfTimeFullTime, settleHalfTimeFullTime));
        break;
      case 'football.first_goal':
        if (goalless) markets.push(fairMarket(spec, firstGoalDistribution(grid), settleFirstGoal));
        break;
      default:
        markets.push(
          fairMarket(spec, scores, (selection, score) => settleFullTime(spec, selection, score)),
        );
    }
  }
  return markets;
}
