export type Sport =
  'football' | 'basketball' | 'tennis' | 'volleyball' | 'horse_racing' | 'greyhound_racing';

/** Horse and greyhound races share the racing markets. */
export const RACING_SPORTS = ['horse_racing', 'greyhound_racing'] as const;
export type RacingSport = (typeof RACING_SPORTS)[number];

export function isRacingSport(sport: string): sport is RacingSport {
  return sport === 'horse_racing' || sport === 'greyhound_racing';
}

/**
 * Which lines a market takes: none; `half` x.5 only (no push); `whole` integers only (the
 * three-way European handicap); `halfStep` multiples of 0.5 (a whole line can push);
 * `quarter` multiples of 0.25 (Asian lines, with half wins and half losses).
 */
export type LineKind = 'none' | 'half' | 'whole' | 'halfStep' | 'quarter';

export interface MarketTypeInfo {
  /** The sport it is priced for; a racing market's is horse racing and it fits greyhounds too. */
  sport: Sport;
  line: LineKind;
  /** Lines of totals are counts, so they are positive. */
  positiveLine: boolean;
  /**
   * How many selections win in every outcome: 1, except double chance where each result wins
   * two of the three selections. A market's fair probabilities sum to this.
   */
  coverage: 1 | 2;
}

const plain = (sport: Sport): MarketTypeInfo => ({
  sport,
  line: 'none',
  positiveLine: false,
  coverage: 1,
});
const lined = (sport: Sport, line: LineKind, positiveLine = false): MarketTypeInfo => ({
  sport,
  line,
  positiveLine,
  coverage: 1,
});

export const MARKET_TYPES = {
  'football.match_result': plain('football'),
  'football.double_chance': { ...plain('football'), coverage: 2 },
  'football.total_goals': lined('football', 'quarter', true),
  'football.both_teams_to_score': plain('football'),
  'football.correct_score': plain('football'),
  'football.half_time_result': plain('football'),
  'football.half_time_full_time': plain('football'),
  'football.european_handicap': lined('football', 'whole'),
  'football.asian_handicap': lined('football', 'quarter'),
  'football.first_goal': plain('football'),
  'basketball.match_winner': plain('basketball'),
  'basketball.handicap': lined('basketball', 'halfStep'),
  'basketball.total_points': lined('basketball', 'halfStep', true),
  'tennis.match_winner': plain('tennis'),
  'tennis.total_games': lined('tennis', 'halfStep', true),
  'tennis.game_handicap': lined('tennis', 'halfStep'),
  'volleyball.match_winner': plain('volleyball'),
  'volleyball.set_handicap': lined('volleyball', 'half'),
  'volleyball.total_sets': lined('volleyball', 'half', true),
  'volleyball.set_betting': plain('volleyball'),
  'racing.win': plain('horse_racing'),
  // The line is how many places are paid (2 or 3), which is also the market's coverage.
  'racing.place': lined('horse_racing', 'whole', true),
  'racing.forecast': plain('horse_racing'),
  'racing.tricast': plain('horse_racing'),
} as const satisfies Record<string, MarketTypeInfo>;

export type MarketType = keyof typeof MARKET_TYPES;

export const ALL_MARKET_TYPES = Object.keys(MARKET_TYPES) as MarketType[];

export function isMarketType(value: unknown): value is MarketType {
  return typeof value === 'string' && Object.hasOwn(MARKET_TYPES, value);
}

export function marketTypeInfo(type: MarketType): MarketTypeInfo {
  return MARKET_TYPES[type];
}

/** Whether an event of `sport` offers markets of `type` (racing markets fit both races). */
export function isMarketOfSport(type: MarketType, sport: Sport): boolean {
  const own = MARKET_TYPES[type].sport;
  return own === sport || (isRacingSport(own) && isRacingSport(sport));
}
