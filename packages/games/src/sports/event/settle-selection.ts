import { basketballResultError, settleBasketball } from '../basketball/markets.ts';
import type { LegOutcome } from '../core/leg-outcome.ts';
import { assertMarketSpec, type MarketSpec } from '../core/market-spec.ts';
import { isMarketOfSport, type RacingSport } from '../core/market-types.ts';
import { racingResultError, settleRacing, type RacingResult } from '../racing/markets.ts';
import { resultOf, type Score } from '../core/score.ts';
import { isSelectionOf } from '../core/selections.ts';
import { footballResultError, type FootballResult } from '../football/result.ts';
import {
  settleFirstGoal,
  settleFullTime,
  settleHalfTimeFullTime,
  settleHalfTimeResult,
} from '../football/settle.ts';
import { settleTennis, type TennisResult } from '../tennis/markets.ts';
import { tennisResultError } from '../tennis/result.ts';
import { settleVolleyball, volleyballResultError } from '../volleyball/markets.ts';

/**
 * A finished event's result. Basketball: final points with overtime. Tennis: sets and games
 * won (`tennisResultFromSets` builds it from the set scores). Volleyball: sets won. Races: the
 * finishing order, runner numbers from the winner.
 */
export type EventResult =
  | ({ sport: 'football' } & FootballResult)
  | ({ sport: 'basketball' } & Score)
  | ({ sport: 'tennis' } & TennisResult)
  | ({ sport: 'volleyball' } & Score)
  | ({ sport: RacingSport } & RacingResult);

/** Why a result cannot be, or null. */
export function eventResultError(result: EventResult): string | null {
  switch (result.sport) {
    case 'football':
      return footballResultError(result);
    case 'basketball':
      return basketballResultError(result);
    case 'tennis':
      return tennisResultError(result);
    case 'volleyball':
      return volleyballResultError(result);
    case 'horse_racing':
    case 'greyhound_racing':
      return racingResultError(result);
  }
}

function settleFootball(spec: MarketSpec, selection: string, result: FootballResult): LegOutcome {
  switch (spec.type) {
    case 'football.half_time_result':
      return settleHalfTimeResult(selection, result.halfTime);
    case 'football.half_time_full_time':
      return settleHalfTimeFullTime(selection, {
        half: resultOf(result.halfTime),
        full: resultOf(result.fullTime),
      });
    case 'football.first_goal':
      return settleFirstGoal(selection, result.firstGoal);
    default:
      return settleFullTime(spec, selection, result.fullTime);
  }
}

/**
 * How a selection ends on a result, by the very functions its price was computed with.
 * Throws on a malformed market, an unknown selection, a result of another sport or an
 * impossible result: such a bet stays open rather than being settled wrongly.
 */
export function settleSelection(
  spec: MarketSpec,
  selection: string,
  result: EventResult,
): LegOutcome {
  assertMarketSpec(spec);
  if (!isSelectionOf(spec, selection))
    throw new RangeError(`no selection ${selection} in ${spec.type}`);
  if (!isMarketOfSport(spec.type, result.sport)) throw new RangeError('result of another sport');
  const error = eventResultError(result);
  if (error !== null) throw new RangeError(error);
  switch (result.sport) {
    case 'football':
      return settleFootball(spec, selection, result);
    case 'basketball':
      return settleBasketball(spec, selection, result);
    case 'tennis':
      return settleTennis(spec, selection, result);
    case 'volleyball':
      return settleVolleyball(spec, selection, result);
    case 'horse_racing':
    case 'greyhound_racing':
      return settleRacing(spec, selection, result);
  }
}
