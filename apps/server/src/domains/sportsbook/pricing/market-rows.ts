import { type MarketType, type PricedMarket } from '@lale/games/sports';

/** A market as stored in sport_markets (odds in hundredths, null when not offered). */
export interface MarketRow {
  key: string;
  type: string;
  line: number | null;
  odds: Record<string, number | null>;
  sort: number;
}

/** Where a market type stands on the event page: the main market first, then totals, handicaps... */
const RANK: Record<string, number> = {
  match_result: 0,
  match_winner: 0,
  double_chance: 1,
  total_goals: 2,
  total_points: 2,
  total_games: 2,
  total_sets: 2,
  both_teams_to_score: 3,
  asian_handicap: 4,
  european_handicap: 5,
  handicap: 4,
  game_handicap: 4,
  set_handicap: 4,
  half_time_result: 6,
  half_time_full_time: 7,
  correct_score: 8,
  set_betting: 8,
  first_goal: 9,
};

export function marketSort(type: string, line: number | null): number {
  const rank = RANK[type.split('.')[1] ?? ''] ?? 50;
  return rank * 10_000 + Math.round((line ?? 0) * 100) + 5_000;
}

/** The main market of a sport's event: 1X2 for football, the match winner otherwise. */
export function mainMarketType(sport: string): MarketType {
  return (sport === 'football' ? 'football.match_result' : `${sport}.match_winner`) as MarketType;
}

export function toMarketRow(market: PricedMarket): MarketRow {
  const line = market.spec.line ?? null;
  return {
    key: market.key,
    type: market.spec.type,
    line,
    odds: Object.fromEntries(market.selections.map((s) => [s.key, s.odds])),
    sort: marketSort(market.spec.type, line),
  };
}
