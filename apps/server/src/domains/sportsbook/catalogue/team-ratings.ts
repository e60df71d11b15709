import type { SportKey } from '@lale/contract/methods/sportsbook';
import {
  basketballExpectations,
  basketballModel,
  expectedGoals,
  footballModel,
  servePointChances,
  setWinFromRallies,
  tennisModel,
  volleyballModel,
  type EventModel,
} from '@lale/games/sports';

/** A team's ratings as stored (sport_teams.ratings), for its sport's model. */
export type TeamRatings = Record<string, number>;

/** The model's parameters of one event, frozen at creation (sport_events.model). */
export type ModelParams = Record<string, number>;

const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * A team's ratings from its strength (0–100) in its league. Football: attack and defence as
 * multiples of the league's average (a champion scores about twice what a relegation side
 * does); basketball: points scored and allowed; tennis: serve and return points won; volleyball:
 * a rally strength.
 */
export function ratingsOf(
  sport: SportKey,
  strength: number,
  league: Record<string, number>,
): TeamRatings {
  const s = strength / 100;
  switch (sport) {
    case 'football':
      return { attack: round(0.7 + 0.7 * s), defence: round(1.3 - 0.6 * s) };
    case 'basketball': {
      const average = league.leagueAverage ?? 80;
      return {
        offence: round(average + 9 * (s - 0.6), 2),
        defence: round(average - 9 * (s - 0.6), 2),
      };
    }
    case 'tennis': {
      const tour = league.tourServe ?? 0.64;
      return { serve: round(tour - 0.045 + 0.07 * s), return: round(1 - tour - 0.035 + 0.06 * s) };
    }
    case 'volleyball':
      return { rally: round(s) };
  }
}

/** The event's model parameters from the two sides' ratings and the league's parameters. */
export function modelParams(
  sport: SportKey,
  home: TeamRatings,
  away: TeamRatings,
  league: Record<string, number>,
): ModelParams {
  switch (sport) {
    case 'football': {
      const goals = expectedGoals({
        home: { attack: home.attack!, defence: home.defence! },
        away: { attack: away.attack!, defence: away.defence! },
        baseGoals: league.baseGoals,
        homeAdvantage: league.homeAdvantage,
      });
      return {
        homeGoals: round(goals.home),
        awayGoals: round(goals.away),
        rho: league.rho ?? 0,
        firstHalfShare: 0.45,
      };
    }
    case 'basketball': {
      const expected = basketballExpectations({
        home: { offence: home.offence!, defence: home.defence! },
        away: { offence: away.offence!, defence: away.defence! },
        leagueAverage: league.leagueAverage ?? 80,
        homeAdvantage: league.homeAdvantage,
      });
      return {
        expectedMargin: round(expected.expectedMargin, 2),
        expectedTotal: round(expected.expectedTotal, 2),
        marginSd: league.marginSd ?? 12,
        totalSd: league.totalSd ?? 17,
        overtimeShare: league.overtimeShare ?? 5 / 40,
      };
    }
    case 'tennis': {
      const chances = servePointChances(
        { serve: home.serve!, return: home.return! },
        { serve: away.serve!, return: away.return! },
        league.tourServe,
      );
      const clamp = (p: number) => round(Math.min(0.85, Math.max(0.35, p)));
      return {
        homeServe: clamp(chances.homeServe),
        awayServe: clamp(chances.awayServe),
        bestOf: league.bestOf === 5 ? 5 : 3,
      };
    }
    case 'volleyball': {
      const rally =
        0.5 + (league.rallyScale ?? 0.08) * (home.rally! - away.rally!) + (league.homeRally ?? 0);
      return {
        setWin: round(setWinFromRallies(rally), 6),
        decidingSetWin: round(setWinFromRallies(rally, 15), 6),
      };
    }
  }
}

const cache = new Map<string, EventModel>();

/** The pricing model of stored parameters; the last few hundred are kept (a tennis model is work). */
export function eventModelOf(sport: SportKey, params: ModelParams): EventModel {
  const key = `${sport}:${JSON.stringify(params)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const model = buildModel(sport, params);
  if (cache.size >= 2000) cache.delete(cache.keys().next().value!);
  cache.set(key, model);
  return model;
}

function buildModel(sport: SportKey, p: ModelParams): EventModel {
  switch (sport) {
    case 'football':
      return {
        sport,
        model: footballModel({
          homeGoals: p.homeGoals!,
          awayGoals: p.awayGoals!,
          rho: p.rho,
          firstHalfShare: p.firstHalfShare,
        }),
      };
    case 'basketball':
      return {
        sport,
        model: basketballModel({
          expectedMargin: p.expectedMargin!,
          expectedTotal: p.expectedTotal!,
          marginSd: p.marginSd,
          totalSd: p.totalSd,
          overtimeShare: p.overtimeShare,
        }),
      };
    case 'tennis':
      return {
        sport,
        model: tennisModel({
          homeServe: p.homeServe!,
          awayServe: p.awayServe!,
          bestOf: p.bestOf === 5 ? 5 : 3,
        }),
      };
    case 'volleyball':
      return {
        sport,
        model: volleyballModel({ setWin: p.setWin!, decidingSetWin: p.decidingSetWin }),
      };
  }
}
