import { describe, expect, it } from 'vitest';
import type { LegOutcome } from '../core/leg-outcome.ts';
import type { MarketSpec } from '../core/market-spec.ts';
import { tennisResultFromSets } from '../tennis/result.ts';
import { settleSelection, type EventResult } from './settle-selection.ts';

type Row = [MarketSpec, string, LegOutcome];

const football = (
  ft: [number, number],
  ht: [number, number],
  firstGoal: 'home' | 'away' | 'none',
): EventResult => ({
  sport: 'football',
  fullTime: { home: ft[0], away: ft[1] },
  halfTime: { home: ht[0], away: ht[1] },
  firstGoal,
});

function tennis(sets: [number, number][]): EventResult {
  const built = tennisResultFromSets(
    sets.map(([home, away]) => ({ home, away })),
    3,
  );
  if ('error' in built) throw new Error(built.error);
  return { sport: 'tennis', ...built.result };
}

/** A result of the wrong shape, as a hand-typed settlement might send it. */
const hostile = (value: unknown) => value as EventResult;

const m = (type: MarketSpec['type'], line?: number): MarketSpec =>
  line === undefined ? { type } : { type, line };

const TABLE: [string, EventResult, Row[]][] = [
  [
    'football 2-1 (HT 0-1, away scored first)',
    football([2, 1], [0, 1], 'away'),
    [
      [m('football.match_result'), 'home', 'win'],
      [m('football.match_result'), 'draw', 'lose'],
      [m('football.double_chance'), 'home_draw', 'win'],
      [m('football.double_chance'), 'home_away', 'win'],
      [m('football.double_chance'), 'draw_away', 'lose'],
      [m('football.total_goals', 2.5), 'over', 'win'],
      [m('football.total_goals', 3.5), 'under', 'win'],
      [m('football.total_goals', 3), 'over', 'void'],
      [m('football.total_goals', 2.75), 'over', 'half_win'],
      [m('football.total_goals', 3.25), 'over', 'half_lose'],
      [m('football.total_goals', 3.25), 'under', 'half_win'],
      [m('football.both_teams_to_score'), 'yes', 'win'],
      [m('football.correct_score'), '2-1', 'win'],
      [m('football.correct_score'), '1-2', 'lose'],
      [m('football.correct_score'), 'other_home', 'lose'],
      [m('football.half_time_result'), 'away', 'win'],
      [m('football.half_time_full_time'), 'away/home', 'win'],
      [m('football.half_time_full_time'), 'home/home', 'lose'],
      [m('football.european_handicap', -1), 'draw', 'win'],
      [m('football.european_handicap', -1), 'home', 'lose'],
      [m('football.european_handicap', 1), 'home', 'win'],
      [m('football.european_handicap', 1), 'away', 'lose'],
      [m('football.asian_handicap', -1), 'home', 'void'],
      [m('football.asian_handicap', -1), 'away', 'void'],
      [m('football.asian_handicap', -0.5), 'home', 'win'],
      [m('football.asian_handicap', -1.5), 'home', 'lose'],
      [m('football.asian_handicap', -1.5), 'away', 'win'],
      [m('football.asian_handicap', -0.75), 'home', 'half_win'],
      [m('football.asian_handicap', -0.75), 'away', 'half_lose'],
      [m('football.asian_handicap', -1.25), 'home', 'half_lose'],
      [m('football.asian_handicap', 0.5), 'away', 'lose'],
      [m('football.first_goal'), 'away', 'win'],
      [m('football.first_goal'), 'home', 'lose'],
    ],
  ],
  [
    'football 0-0',
    football([0, 0], [0, 0], 'none'),
    [
      [m('football.match_result'), 'draw', 'win'],
      [m('football.total_goals', 0.5), 'under', 'win'],
      [m('football.both_teams_to_score'), 'no', 'win'],
      [m('football.correct_score'), '0-0', 'win'],
      [m('football.half_time_full_time'), 'draw/draw', 'win'],
      [m('football.asian_handicap', 0), 'home', 'void'],
      [m('football.asian_handicap', -0.25), 'home', 'half_lose'],
      [m('football.asian_handicap', 0.25), 'home', 'half_win'],
      [m('football.european_handicap', 1), 'home', 'win'],
      [m('football.first_goal'), 'none', 'win'],
    ],
  ],
  [
    'football 5-5 and 6-2: any other',
    football([5, 5], [2, 3], 'home'),
    [
      [m('football.correct_score'), 'other_draw', 'win'],
      [m('football.correct_score'), '4-4', 'lose'],
      [m('football.total_goals', 4.5), 'over', 'win'],
    ],
  ],
  [
    'football 6-2',
    football([6, 2], [1, 0], 'home'),
    [[m('football.correct_score'), 'other_home', 'win']],
  ],
  [
    'basketball 88-85 after overtime',
    { sport: 'basketball', home: 88, away: 85 },
    [
      [m('basketball.match_winner'), 'home', 'win'],
      [m('basketball.handicap', -3), 'home', 'void'],
      [m('basketball.handicap', -3.5), 'home', 'lose'],
      [m('basketball.handicap', -3.5), 'away', 'win'],
      [m('basketball.handicap', 2.5), 'away', 'lose'],
      [m('basketball.total_points', 173), 'over', 'void'],
      [m('basketball.total_points', 172.5), 'over', 'win'],
      [m('basketball.total_points', 172.5), 'under', 'lose'],
    ],
  ],
  [
    'tennis 4-6 7-6 6-3',
    tennis([
      [4, 6],
      [7, 6],
      [6, 3],
    ]),
    [
      [m('tennis.match_winner'), 'home', 'win'],
      [m('tennis.match_winner'), 'away', 'lose'],
      [m('tennis.total_games', 31.5), 'over', 'win'],
      [m('tennis.total_games', 32), 'under', 'void'],
      [m('tennis.game_handicap', -1.5), 'home', 'win'],
      [m('tennis.game_handicap', -2.5), 'home', 'lose'],
      [m('tennis.game_handicap', -2), 'away', 'void'],
      [m('tennis.game_handicap', 3.5), 'away', 'lose'],
    ],
  ],
  [
    'volleyball 2-3',
    { sport: 'volleyball', home: 2, away: 3 },
    [
      [m('volleyball.match_winner'), 'away', 'win'],
      [m('volleyball.set_handicap', 1.5), 'home', 'win'],
      [m('volleyball.set_handicap', -1.5), 'away', 'win'],
      [m('volleyball.set_handicap', 1.5), 'away', 'lose'],
      [m('volleyball.total_sets', 4.5), 'over', 'win'],
      [m('volleyball.total_sets', 3.5), 'under', 'lose'],
      [m('volleyball.set_betting'), '2-3', 'win'],
      [m('volleyball.set_betting'), '3-2', 'lose'],
    ],
  ],
];

describe('settleSelection against a table of results', () => {
  for (const [name, result, rows] of TABLE) {
    it.each(
      rows.map(
        ([spec, selection, outcome]) =>
          [
            `${spec.type}${spec.line === undefined ? '' : `@${spec.line}`}`,
            selection,
            outcome,
            spec,
          ] as const,
      ),
    )(`${name}: %s %s → %s`, (_, selection, outcome, spec) => {
      expect(settleSelection(spec, selection, result)).toBe(outcome);
    });
  }

  it('refuses malformed bets and impossible results rather than settle them', () => {
    const result = football([1, 0], [0, 0], 'home');
    const refuse = (spec: MarketSpec, selection: string, r: EventResult = result) =>
      expect(() => settleSelection(spec, selection, r)).toThrow(RangeError);
    refuse(m('football.match_result'), 'over');
    refuse(m('football.total_goals'), 'over');
    refuse(m('football.total_goals', 2.3), 'over');
    refuse(m('football.european_handicap', -0.5), 'home');
    refuse(m('basketball.match_winner'), 'home');
    refuse(m('football.match_result'), 'home', football([1, 0], [2, 0], 'home'));
    refuse(m('football.match_result'), 'home', football([1, 0], [0, 0], 'away'));
    refuse(m('football.match_result'), 'home', football([1, 1], [1, 0], 'away'));
    refuse(m('football.match_result'), 'home', football([0, 0], [0, 0], 'home'));
    refuse(m('basketball.match_winner'), 'home', { sport: 'basketball', home: 80, away: 80 });
    refuse(m('volleyball.match_winner'), 'home', { sport: 'volleyball', home: 3, away: 3 });
    refuse(m('football.match_result'), 'home', hostile({ ...result, halfTime: null }));
    refuse(m('tennis.match_winner'), 'home', hostile({ sport: 'tennis' }));
    refuse(m('tennis.match_winner'), 'home', {
      sport: 'tennis',
      sets: { home: 2, away: 0 },
      games: { home: 11, away: 3 },
    });
  });
});
