import type { Weighted } from '../core/discrete.ts';
import type { Score } from '../core/score.ts';
import { setOutcomes, type SetOutcome } from './set.ts';

export interface TennisModelInput {
  /** Each player's chance of winning a point on their own serve (about 0.64 on the ATP tour). */
  homeServe: number;
  awayServe: number;
  bestOf?: 3 | 5;
  /** Points of the final set's tiebreak at 6-6: 7, or 10 at the Grand Slams since 2022. */
  finalSetTiebreak?: 7 | 10;
}

export interface TennisScore {
  sets: Score;
  games: Score;
}

export interface TennisModel {
  bestOf: 3 | 5;
  /** The inputs it was built from, which a seeded result plays point by point. */
  homeServe: number;
  awayServe: number;
  finalSetTiebreak: 7 | 10;
  /** Final scores in sets and in games, each with its probability; they sum to 1. */
  outcomes: Weighted<TennisScore>[];
}

interface State extends TennisScore {
  homeServesFirst: boolean;
}

const keyOf = (s: State) =>
  `${s.sets.home}:${s.sets.away}:${s.homeServesFirst}:${s.games.home}:${s.games.away}`;

/**
 * Game → set → match: each game from the server's point chance, each set from its games
 * (serve alternating, a tiebreak at 6-6), the match set by set, carrying who serves first
 * (the other player after a set of odd length, a tiebreak counting as one game) and the games.
 * Who serves first in the match is a coin toss.
 */
export function tennisModel(input: TennisModelInput): TennisModel {
  const { homeServe, awayServe } = input;
  const bestOf = input.bestOf ?? 3;
  for (const p of [homeServe, awayServe]) {
    if (!(p > 0 && p < 1)) throw new RangeError('serve point chances must be in (0, 1)');
  }
  const needed = (bestOf + 1) / 2;
  const cache = new Map<string, SetOutcome[]>();
  const outcomesOf = (homeFirst: boolean, target: number) => {
    const key = `${homeFirst}:${target}`;
    if (!cache.has(key)) {
      const [first, second] = homeFirst ? [homeServe, awayServe] : [awayServe, homeServe];
      cache.set(key, setOutcomes(first, second, target));
    }
    return cache.get(key) as SetOutcome[];
  };
  const start = (homeServesFirst: boolean): Weighted<State> => ({
    value: { sets: { home: 0, away: 0 }, games: { home: 0, away: 0 }, homeServesFirst },
    probability: 0.5,
  });
  let open = [start(true), start(false)];
  const finished: Weighted<TennisScore>[] = [];
  while (open.length > 0) {
    const next = new Map<string, Weighted<State>>();
    for (const { value: state, probability } of open) {
      const finalSet = state.sets.home + state.sets.away === bestOf - 1;
      const target = finalSet ? (input.finalSetTiebreak ?? 7) : 7;
      for (const set of outcomesOf(state.homeServesFirst, target)) {
        const [home, away] = state.homeServesFirst
          ? [set.first, set.second]
          : [set.second, set.first];
        const homeWon = home > away;
        const after: State = {
          sets: {
            home: state.sets.home + (homeWon ? 1 : 0),
            away: state.sets.away + (homeWon ? 0 : 1),
          },
          games: { home: state.games.home + home, away: state.games.away + away },
          homeServesFirst: (home + away) % 2 === 1 ? !state.homeServesFirst : state.homeServesFirst,
        };
        const weight = probability * set.probability;
        if (after.sets.home === needed || after.sets.away === needed) {
          finished.push({ value: { sets: after.sets, games: after.games }, probability: weight });
        } else {
          const entry = next.get(keyOf(after));
          if (entry) entry.probability += weight;
          else next.set(keyOf(after), { value: after, probability: weight });
        }
      }
    }
    open = [...next.values()];
  }
  const finalSetTiebreak = input.finalSetTiebreak ?? 7;
  return { bestOf, homeServe, awayServe, finalSetTiebreak, outcomes: finished };
}

/**
 * Serve point chances from player ratings: each player's share of service points won and of
 * return points won against an average opponent, on a tour where servers win `tourServe`.
 */
export function servePointChances(
  home: { serve: number; return: number },
  away: { serve: number; return: number },
  tourServe = 0.64,
): { homeServe: number; awayServe: number } {
  const averageReturn = 1 - tourServe;
  return {
    homeServe: home.serve - (away.return - averageReturn),
    awayServe: away.serve - (home.return - averageReturn),
  };
}
