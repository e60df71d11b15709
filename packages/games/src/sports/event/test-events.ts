import { basketballModel } from '../basketball/model.ts';
import { basketballExpectations } from '../basketball/ratings.ts';
import { footballModel } from '../football/model.ts';
import { expectedGoals } from '../football/ratings.ts';
import { servePointChances, tennisModel } from '../tennis/match.ts';
import { setWinFromRallies, volleyballModel } from '../volleyball/model.ts';
import { racingModel } from '../racing/model.ts';
import type { EventModel } from './event-model.ts';

/** Events across the range of strengths, for tests. */
export function sampleEvents(): [string, EventModel][] {
  return [
    [
      'football, even, Poisson',
      { sport: 'football', model: footballModel({ homeGoals: 1.4, awayGoals: 1.2 }) },
    ],
    [
      'football, favourite at home, Dixon–Coles',
      {
        sport: 'football',
        model: footballModel({
          ...homeAway(
            expectedGoals({
              home: { attack: 1.5, defence: 0.7 },
              away: { attack: 0.8, defence: 1.3 },
            }),
          ),
          rho: -0.12,
        }),
      },
    ],
    [
      'football, low scoring',
      { sport: 'football', model: footballModel({ homeGoals: 0.7, awayGoals: 0.6, rho: -0.2 }) },
    ],
    [
      'basketball',
      {
        sport: 'basketball',
        model: basketballModel(
          basketballExpectations({
            home: { offence: 85, defence: 77 },
            away: { offence: 79, defence: 80 },
            leagueAverage: 80,
          }),
        ),
      },
    ],
    [
      'basketball, NBA-like',
      {
        sport: 'basketball',
        model: basketballModel({
          expectedMargin: -2,
          expectedTotal: 228,
          marginSd: 13,
          totalSd: 19,
          overtimeShare: 5 / 48,
        }),
      },
    ],
    [
      'tennis, best of 3',
      {
        sport: 'tennis',
        model: tennisModel({
          ...servePointChances({ serve: 0.67, return: 0.39 }, { serve: 0.63, return: 0.36 }),
        }),
      },
    ],
    [
      'tennis, best of 5',
      {
        sport: 'tennis',
        model: tennisModel({ homeServe: 0.7, awayServe: 0.6, bestOf: 5, finalSetTiebreak: 10 }),
      },
    ],
    [
      'volleyball',
      {
        sport: 'volleyball',
        model: volleyballModel({
          setWin: setWinFromRallies(0.52),
          decidingSetWin: setWinFromRallies(0.52, 15),
        }),
      },
    ],
    [
      'horse race, 12 runners',
      {
        sport: 'horse_racing',
        model: racingModel(
          'horse_racing',
          [0.9, -0.4, 0.3, 1.2, -1.1, 0, 0.5, -0.7, -0.2, 0.8, -1.2, 0.1],
        ),
      },
    ],
    [
      'greyhound race, 6 traps',
      {
        sport: 'greyhound_racing',
        model: racingModel('greyhound_racing', [0.6, -0.3, 0.2, -0.9, 1, 0]),
      },
    ],
  ];
}

function homeAway(goals: { home: number; away: number }) {
  return { homeGoals: goals.home, awayGoals: goals.away };
}
