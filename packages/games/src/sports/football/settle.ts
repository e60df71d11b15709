import {
  settleHandicap,
  settleOverUnder,
  wonIf as won,
  type LegOutcome,
} from '../core/leg-outcome.ts';
import { lineOf, type MarketSpec } from '../core/market-spec.ts';
import { CORRECT_SCORE_MAX_GOALS } from '../core/selections.ts';
import type { FirstGoal, HalfTimeFullTime } from './halves.ts';
import { resultOf, type MatchResult, type Score } from '../core/score.ts';

function correctScoreKey(score: Score): string {
  if (score.home <= CORRECT_SCORE_MAX_GOALS && score.away <= CORRECT_SCORE_MAX_GOALS) {
    return `${score.home}-${score.away}`;
  }
  return `other_${resultOf(score)}`;
}

/** Three-way result after adding the home side's handicap (European handicap). */
function handicapResult(score: Score, line: number): MatchResult {
  return resultOf({ home: score.home + line, away: score.away });
}

/** The football markets settled on the full-time score. */
export function settleFullTime(spec: MarketSpec, selection: string, score: Score): LegOutcome {
  const goals = score.home + score.away;
  switch (spec.type) {
    case 'football.match_result':
      return won(resultOf(score) === selection);
    case 'football.double_chance':
      return won(selection.split('_').includes(resultOf(score)));
    case 'football.total_goals':
      return settleOverUnder(selection, goals, lineOf(spec));
    case 'football.both_teams_to_score':
      return won((score.home > 0 && score.away > 0) === (selection === 'yes'));
    case 'football.correct_score':
      return won(correctScoreKey(score) === selection);
    case 'football.european_handicap':
      return won(handicapResult(score, lineOf(spec)) === selection);
    case 'football.asian_handicap':
      return settleHandicap(selection, score.home - score.away, lineOf(spec));
    default:
      throw new RangeError(`${spec.type} is not settled on the full-time score`);
  }
}

export function settleHalfTimeResult(selection: string, halfTime: Score): LegOutcome {
  return won(resultOf(halfTime) === selection);
}

export function settleHalfTimeFullTime(selection: string, results: HalfTimeFullTime): LegOutcome {
  return won(`${results.half}/${results.full}` === selection);
}

export function settleFirstGoal(selection: string, firstGoal: FirstGoal): LegOutcome {
  return won(firstGoal === selection);
}
