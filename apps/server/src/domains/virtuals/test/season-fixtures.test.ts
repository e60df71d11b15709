import { seasonOfRound, virtualMatchClock } from '@lale/contract/methods/virtuals';
import { describe, expect, it } from 'vitest';
import { seasonPairings } from '../football/season-fixtures.ts';

describe('virtual football season', () => {
  it.each([1, 2, 7])(
    'season %i: every team plays each matchday and meets every other once at home and once away',
    (season) => {
      const met = new Map<string, number>();
      for (let matchday = 1; matchday <= 34; matchday++) {
        const pairs = seasonPairings(season, matchday, 18);
        expect(pairs).toHaveLength(9);
        expect(new Set(pairs.flatMap((p) => [p.home, p.away])).size).toBe(18);
        for (const p of pairs)
          met.set(`${p.home}-${p.away}`, (met.get(`${p.home}-${p.away}`) ?? 0) + 1);
      }
      expect(met.size).toBe(18 * 17);
      expect([...met.values()].every((n) => n === 1)).toBe(true);
    },
  );

  it('no side plays more than two home games in a row in the first half of the season', () => {
    for (let team = 0; team < 18; team++) {
      const home = Array.from({ length: 17 }, (_, i) =>
        seasonPairings(1, i + 1, 18).some((p) => p.home === team),
      );
      const runs = home
        .join('')
        .split('false')
        .map((run) => run.split('true').length - 1);
      expect(Math.max(...runs), `team ${team}`).toBeLessThanOrEqual(2);
    }
  });

  it('rounds 1–34 are season 1, round 35 starts season 2', () => {
    expect(seasonOfRound(1)).toEqual({ season: 1, matchday: 1 });
    expect(seasonOfRound(34)).toEqual({ season: 1, matchday: 34 });
    expect(seasonOfRound(35)).toEqual({ season: 2, matchday: 1 });
  });

  it('the show plays 90 minutes with a half-time pause', () => {
    expect(virtualMatchClock(0, 60_000)).toMatchObject({ period: '1H', minute: 1 });
    expect(virtualMatchClock(30_000, 60_000)).toMatchObject({ period: 'HT', minute: 45 });
    expect(virtualMatchClock(59_999, 60_000)).toMatchObject({ period: '2H', minute: 90 });
    expect(virtualMatchClock(60_000, 60_000)).toMatchObject({ period: 'FT', second: 5400 });
  });
});
