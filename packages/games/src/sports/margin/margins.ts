import { ALL_MARKET_TYPES, isMarketType, type MarketType } from '../core/market-types.ts';

/** The operator's overround per market type, in basis points (500 = 5%). */
export type MarginTable = Readonly<Record<MarketType, number>>;

/** Margins stay below this; above it a market is no longer a bet anyone should take. */
export const MAX_MARGIN_BASIS_POINTS = 5_000;

/**
 * Starting margins, near what Turkish books charge: the main lines lowest, the long lists
 * (correct score, half time/full time) highest, where a small model error costs most.
 */
export const DEFAULT_MARGINS: MarginTable = {
  'football.match_result': 600,
  'football.double_chance': 600,
  'football.total_goals': 600,
  'football.both_teams_to_score': 700,
  'football.correct_score': 1_800,
  'football.half_time_result': 800,
  'football.half_time_full_time': 1_500,
  'football.european_handicap': 800,
  'football.asian_handicap': 500,
  'football.first_goal': 800,
  'basketball.match_winner': 500,
  'basketball.handicap': 500,
  'basketball.total_points': 500,
  'tennis.match_winner': 500,
  'tennis.total_games': 600,
  'tennis.game_handicap': 600,
  'volleyball.match_winner': 500,
  'volleyball.set_handicap': 600,
  'volleyball.total_sets': 600,
  'volleyball.set_betting': 1_000,
  // Virtual races: near what virtual-racing providers charge, the exact orders highest.
  'racing.win': 1_200,
  'racing.place': 1_200,
  'racing.forecast': 2_000,
  'racing.tricast': 2_500,
};

export function isMarginBasisPoints(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_MARGIN_BASIS_POINTS;
}

/** Why a margin table from the back office cannot be used, or null. */
export function marginTableError(table: Readonly<Record<string, number>>): string | null {
  for (const type of Object.keys(table))
    if (!isMarketType(type)) return `unknown-market-type ${type}`;
  for (const type of ALL_MARKET_TYPES) {
    const value = table[type];
    if (value === undefined) return `missing ${type}`;
    if (!isMarginBasisPoints(value)) return `invalid-margin ${type}`;
  }
  return null;
}
