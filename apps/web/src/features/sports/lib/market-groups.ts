import type { SportMarket } from '@lale/contract/methods/sportsbook';

export type MarketGroup = 'main' | 'goals' | 'halves' | 'handicaps' | 'score' | 'totals' | 'other';

const GROUP_OF: Record<string, MarketGroup> = {
  'football.match_result': 'main',
  'football.double_chance': 'main',
  'football.both_teams_to_score': 'goals',
  'football.total_goals': 'goals',
  'football.first_goal': 'goals',
  'football.half_time_result': 'halves',
  'football.half_time_full_time': 'halves',
  'football.european_handicap': 'handicaps',
  'football.asian_handicap': 'handicaps',
  'football.correct_score': 'score',
  'basketball.match_winner': 'main',
  'basketball.handicap': 'handicaps',
  'basketball.total_points': 'totals',
  'tennis.match_winner': 'main',
  'tennis.game_handicap': 'handicaps',
  'tennis.total_games': 'totals',
  'volleyball.match_winner': 'main',
  'volleyball.set_betting': 'score',
  'volleyball.set_handicap': 'handicaps',
  'volleyball.total_sets': 'totals',
};

const ORDER: MarketGroup[] = ['main', 'goals', 'halves', 'handicaps', 'totals', 'score', 'other'];

/** An event's markets under the page's headings, in the order a player looks for them. */
export function groupMarkets(markets: readonly SportMarket[]): [MarketGroup, SportMarket[]][] {
  const groups = new Map<MarketGroup, SportMarket[]>();
  for (const market of markets) {
    const group = GROUP_OF[market.type] ?? 'other';
    groups.set(group, [...(groups.get(group) ?? []), market]);
  }
  // Types keep the order the server sent them in; within a type, lines go up (totals
  // 0.5 → 4.5, handicaps -1.5 → +1.5).
  const typeOrder = new Map<string, number>();
  for (const market of markets)
    if (!typeOrder.has(market.type)) typeOrder.set(market.type, typeOrder.size);
  const order = (a: SportMarket, b: SportMarket) =>
    typeOrder.get(a.type)! - typeOrder.get(b.type)! || (a.line ?? 0) - (b.line ?? 0);
  return ORDER.filter((g) => groups.has(g)).map((g) => [g, [...groups.get(g)!].sort(order)]);
}
