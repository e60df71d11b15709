import type { MarketSpec } from './market-spec.ts';
import type { MarketType } from './market-types.ts';

/** Correct score lists every score up to this many goals a side; the rest is "any other". */
export const CORRECT_SCORE_MAX_GOALS = 4;

const RESULT = ['home', 'draw', 'away'] as const;
const TWO_WAY = ['home', 'away'] as const;
const OVER_UNDER = ['over', 'under'] as const;

function correctScoreSelections(): string[] {
  const scores: string[] = [];
  for (let home = 0; home <= CORRECT_SCORE_MAX_GOALS; home++)
    for (let away = 0; away <= CORRECT_SCORE_MAX_GOALS; away++) scores.push(`${home}-${away}`);
  return [...scores, 'other_home', 'other_draw', 'other_away'];
}

const HALF_TIME_FULL_TIME = RESULT.flatMap((half) => RESULT.map((full) => `${half}/${full}`));

/** The most runners a race has; selections are runner numbers 1 to this. */
export const MAX_RUNNERS = 12;

const RUNNERS = Array.from({ length: MAX_RUNNERS }, (_, i) => String(i + 1));
const FORECASTS = RUNNERS.flatMap((a) => RUNNERS.filter((b) => b !== a).map((b) => `${a}-${b}`));
const TRICASTS = FORECASTS.flatMap((ab) =>
  RUNNERS.filter((c) => !ab.split('-').includes(c)).map((c) => `${ab}-${c}`),
);

const SELECTIONS: Record<MarketType, readonly string[]> = {
  'football.match_result': RESULT,
  'football.double_chance': ['home_draw', 'home_away', 'draw_away'],
  'football.total_goals': OVER_UNDER,
  'football.both_teams_to_score': ['yes', 'no'],
  'football.correct_score': correctScoreSelections(),
  'football.half_time_result': RESULT,
  'football.half_time_full_time': HALF_TIME_FULL_TIME,
  'football.european_handicap': RESULT,
  'football.asian_handicap': TWO_WAY,
  'football.first_goal': ['home', 'none', 'away'],
  'basketball.match_winner': TWO_WAY,
  'basketball.handicap': TWO_WAY,
  'basketball.total_points': OVER_UNDER,
  'tennis.match_winner': TWO_WAY,
  'tennis.total_games': OVER_UNDER,
  'tennis.game_handicap': TWO_WAY,
  'volleyball.match_winner': TWO_WAY,
  'volleyball.set_handicap': TWO_WAY,
  'volleyball.total_sets': OVER_UNDER,
  'volleyball.set_betting': ['3-0', '3-1', '3-2', '2-3', '1-3', '0-3'],
  // Every runner number of the largest field; a race offers those of its own runners.
  'racing.win': RUNNERS,
  'racing.place': RUNNERS,
  'racing.forecast': FORECASTS,
  'racing.tricast': TRICASTS,
};

const SELECTION_SETS = new Map(
  Object.entries(SELECTIONS).map(([type, keys]) => [type, new Set(keys)]),
);

/**
 * The selections of a market, in display order. Tennis uses `home` for the first-named player.
 * Correct score keys are `home-away` goals; half time/full time keys are `half/full` results.
 * Racing keys are runner numbers, "a-b" (forecast: a first, b second) and "a-b-c" (tricast),
 * listed for the largest field (a race prices its own runners' with `racingSelections`).
 */
export function selectionsOf(spec: MarketSpec): readonly string[] {
  return SELECTIONS[spec.type];
}

export function isSelectionOf(spec: MarketSpec, selection: string): boolean {
  return typeof selection === 'string' && SELECTION_SETS.get(spec.type)!.has(selection);
}
