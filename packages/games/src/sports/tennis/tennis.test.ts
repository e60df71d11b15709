import { describe, expect, it } from 'vitest';
import { FastSource } from '../../simulation/fast-source.ts';
import { tennisFairMarkets } from './markets.ts';
import { servePointChances, tennisModel } from './match.ts';
import { holdProbability, tiebreakProbability } from './points.ts';
import { tennisResultFromSets } from './result.ts';
import { setOutcomes } from './set.ts';

/** Plays a match point by point with the same rules, to check the closed forms. */
function playMatch(
  source: FastSource,
  serve: [number, number],
  bestOf: number,
  finalTarget: number,
) {
  const point = (p: number) => source.nextUint32() / 2 ** 32 < p;
  let server = source.nextUint32() % 2;
  const sets = [0, 0];
  const games = [0, 0];
  const needed = (bestOf + 1) / 2;
  while (sets[0]! < needed && sets[1]! < needed) {
    const g = [0, 0];
    for (;;) {
      if (g[0] === 6 && g[1] === 6) {
        const target = sets[0]! + sets[1]! === bestOf - 1 ? finalTarget : 7;
        const pts = [0, 0];
        for (let i = 0; ; i++) {
          const s = Math.floor((i + 1) / 2) % 2 === 0 ? server : 1 - server;
          const won = point(serve[s]!) ? s : 1 - s;
          pts[won]! += 1;
          if (pts[won]! >= target && pts[won]! - pts[1 - won]! >= 2) break;
        }
        g[pts[0]! > pts[1]! ? 0 : 1]! += 1;
        server = 1 - server;
        break;
      }
      const pts = [0, 0];
      while (!(Math.max(...pts) >= 4 && Math.abs(pts[0]! - pts[1]!) >= 2)) {
        pts[point(serve[server]!) ? server : 1 - server]! += 1;
      }
      g[pts[0]! > pts[1]! ? 0 : 1]! += 1;
      server = 1 - server;
      if (Math.max(...g) >= 6 && Math.abs(g[0]! - g[1]!) >= 2) break;
    }
    sets[g[0]! > g[1]! ? 0 : 1]! += 1;
    games[0]! += g[0]!;
    games[1]! += g[1]!;
  }
  return { homeWon: sets[0]! > sets[1]!, games: games[0]! + games[1]! };
}

describe('tennis model', () => {
  it('holds: 1/2 at p = 1/2, and the textbook 0.7357 at p = 0.6', () => {
    expect(holdProbability(0.5)).toBeCloseTo(0.5, 15);
    expect(holdProbability(0.6)).toBeCloseTo(0.735729, 6);
  });

  it('who serves first changes no tiebreak or set chance (Newton and Keller)', () => {
    for (const [a, b] of [
      [0.64, 0.6],
      [0.7, 0.55],
      [0.5, 0.5],
    ] as const) {
      for (const target of [7, 10]) {
        expect(tiebreakProbability(a, b, target) + tiebreakProbability(b, a, target)).toBeCloseTo(
          1,
          14,
        );
        const first = setOutcomes(a, b, target).filter((s) => s.first > s.second);
        const second = setOutcomes(b, a, target).filter((s) => s.first < s.second);
        const sum = (list: typeof first) => list.reduce((acc, s) => acc + s.probability, 0);
        expect(sum(first)).toBeCloseTo(sum(second), 14);
      }
    }
  });

  it.each([
    [0.66, 0.61, 3, 7],
    [0.68, 0.66, 5, 10],
  ] as const)(
    'serve %s v %s, best of %s: match chance and mean games match 100,000 simulated matches',
    { timeout: 20_000 },
    (homeServe, awayServe, bestOf, finalSetTiebreak) => {
      const model = tennisModel({ homeServe, awayServe, bestOf, finalSetTiebreak });
      const total = model.outcomes.reduce((s, o) => s + o.probability, 0);
      expect(Math.abs(total - 1)).toBeLessThan(1e-12);
      const win = model.outcomes
        .filter((o) => o.value.sets.home > o.value.sets.away)
        .reduce((s, o) => s + o.probability, 0);
      const meanGames = model.outcomes.reduce(
        (s, o) => s + o.probability * (o.value.games.home + o.value.games.away),
        0,
      );
      const source = new FastSource(0x7e2215);
      const n = 100_000;
      let wins = 0;
      let games = 0;
      let squares = 0;
      for (let i = 0; i < n; i++) {
        const match = playMatch(source, [homeServe, awayServe], bestOf, finalSetTiebreak);
        wins += match.homeWon ? 1 : 0;
        games += match.games;
        squares += match.games ** 2;
      }
      const sdGames = Math.sqrt(squares / n - (games / n) ** 2);
      expect(Math.abs(wins / n - win)).toBeLessThan(4 * Math.sqrt((win * (1 - win)) / n));
      expect(Math.abs(games / n - meanGames)).toBeLessThan(4 * (sdGames / Math.sqrt(n)));
    },
  );

  it('prices match winner, totals and game handicaps that each sum to 1', () => {
    const chances = servePointChances({ serve: 0.68, return: 0.4 }, { serve: 0.62, return: 0.35 });
    expect(chances.homeServe).toBeCloseTo(0.68 - (0.35 - 0.36), 12);
    const markets = tennisFairMarkets(tennisModel({ ...chances, bestOf: 5 }));
    expect(markets).toHaveLength(11);
    for (const market of markets) {
      const sum = market.selections.reduce((s, x) => s + x.probability, 0);
      expect(Math.abs(sum - 1), market.key).toBeLessThan(1e-12);
    }
  });

  it('builds a result from set scores and refuses unfinished or impossible ones', () => {
    expect(
      tennisResultFromSets(
        [
          { home: 6, away: 4 },
          { home: 3, away: 6 },
          { home: 7, away: 6 },
        ],
        3,
      ),
    ).toEqual({
      result: { sets: { home: 2, away: 1 }, games: { home: 16, away: 16 } },
    });
    expect(
      tennisResultFromSets(
        [
          { home: 6, away: 4 },
          { home: 6, away: 5 },
        ],
        3,
      ),
    ).toEqual({ error: 'invalid-set' });
    expect(tennisResultFromSets([{ home: 6, away: 4 }], 3)).toEqual({
      error: 'match-not-finished',
    });
    expect(tennisResultFromSets([], 5)).toEqual({ error: 'match-not-finished' });
    const late = [
      { home: 6, away: 0 },
      { home: 6, away: 0 },
      { home: 0, away: 6 },
    ];
    expect(tennisResultFromSets(late, 3)).toEqual({ error: 'set-after-match-end' });
    expect(
      tennisResultFromSets(
        [
          { home: 12, away: 10 },
          { home: 6, away: 0 },
        ],
        3,
      ),
    ).toMatchObject({ result: {} });
  });
});
