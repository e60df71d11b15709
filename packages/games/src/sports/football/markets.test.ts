import { describe, expect, it } from 'vitest';
import type { FairMarket } from '../core/fair-price.ts';
import { marketKey } from '../core/market-spec.ts';
import { footballFairMarkets, footballMarketSpecs } from './markets.ts';
import { footballModel, type FootballModelInput } from './model.ts';
import { conditionedGrid, HALF_SECONDS, KICK_OFF } from './state.ts';
import { gridAt } from './score-grid.ts';

const MODELS: FootballModelInput[] = [
  { homeGoals: 1.45, awayGoals: 1.1 },
  { homeGoals: 1.45, awayGoals: 1.1, rho: -0.12 },
  { homeGoals: 3.1, awayGoals: 0.3, rho: 0.05, firstHalfShare: 0.42 },
  { homeGoals: 0.5, awayGoals: 0.45, rho: -0.25 },
];

const poissonCdf = (lambda: number, k: number) => {
  let p = Math.exp(-lambda);
  let sum = p;
  for (let i = 1; i <= k; i++) sum += p *= lambda / i;
  return sum;
};

function probabilities(markets: FairMarket[], key: string): Record<string, number> {
  const market = markets.find((m) => m.key === key);
  if (!market) throw new Error(`no market ${key}`);
  return Object.fromEntries(market.selections.map((s) => [s.key, s.probability]));
}

describe('football markets before margin', () => {
  it.each(MODELS)('every market of %o sums to its coverage within 1e-12', (input) => {
    const markets = footballFairMarkets(footballModel(input));
    expect(markets.map((m) => m.key)).toEqual(footballMarketSpecs().map(marketKey));
    for (const market of markets) {
      const sum = market.selections.reduce((s, x) => s + x.probability, 0);
      expect(Math.abs(sum - market.coverage), market.key).toBeLessThan(1e-12);
      for (const { chances } of market.selections) {
        const total = Object.values(chances).reduce((s, p) => s + p, 0);
        expect(Math.abs(total - 1), market.key).toBeLessThan(1e-12);
      }
    }
  });

  it('independent Poisson: totals, both teams to score, halves and first goal in closed form', () => {
    const [lh, la, s] = [1.45, 1.1, 0.45];
    const markets = footballFairMarkets(footballModel({ homeGoals: lh, awayGoals: la }));
    expect(probabilities(markets, 'football.total_goals@2.5').under).toBeCloseTo(
      poissonCdf(lh + la, 2),
      13,
    );
    expect(probabilities(markets, 'football.both_teams_to_score').yes).toBeCloseTo(
      (1 - Math.exp(-lh)) * (1 - Math.exp(-la)),
      13,
    );
    expect(probabilities(markets, 'football.first_goal')).toMatchObject({
      none: expect.closeTo(Math.exp(-lh - la), 13),
      home: expect.closeTo((lh / (lh + la)) * (1 - Math.exp(-lh - la)), 13),
    });
    const halfTime = probabilities(markets, 'football.half_time_result');
    const halves = footballFairMarkets(footballModel({ homeGoals: lh * s, awayGoals: la * s }));
    expect(halfTime.draw).toBeCloseTo(probabilities(halves, 'football.match_result').draw!, 13);
  });

  it('half time/full time adds up to the match result; draw no bet is home given no draw', () => {
    const markets = footballFairMarkets(
      footballModel({ homeGoals: 1.7, awayGoals: 0.9, rho: -0.1 }),
    );
    const result = probabilities(markets, 'football.match_result');
    const htft = probabilities(markets, 'football.half_time_full_time');
    for (const full of ['home', 'draw', 'away']) {
      const sum = ['home', 'draw', 'away'].reduce((acc, half) => acc + htft[`${half}/${full}`]!, 0);
      expect(sum).toBeCloseTo(result[full]!, 13);
    }
    const drawNoBet = probabilities(markets, 'football.asian_handicap@0');
    expect(drawNoBet.home).toBeCloseTo(result.home! / (result.home! + result.away!), 13);
    expect(probabilities(markets, 'football.asian_handicap@0.5').home).toBeCloseTo(
      probabilities(markets, 'football.double_chance').home_draw!,
      13,
    );
    // −0.25 is half on 0 and half on −0.5: (W + W) / (2 − push at 0).
    const quarter = probabilities(markets, 'football.asian_handicap@-0.25').home!;
    expect(quarter).toBeCloseTo((2 * result.home!) / (2 - result.draw!), 13);
    // European −1: home by 2+; draw is home by exactly 1.
    const european = probabilities(markets, 'football.european_handicap@-1');
    expect(european.home! + european.draw!).toBeCloseTo(result.home!, 13);
  });
});

describe('football in play', () => {
  const model = footballModel({ homeGoals: 1.5, awayGoals: 1.2, rho: -0.1 });

  it('at kick-off the conditioned grid is the model’s', () => {
    const grid = conditionedGrid(model, KICK_OFF);
    grid.p.forEach((p, i) => expect(Math.abs(p - model.grid.p[i]!)).toBeLessThan(1e-15));
  });

  it('under plain Poisson the rest of the match is x + Poisson(λ · share left)', () => {
    const plain = footballModel({ homeGoals: 1.5, awayGoals: 1.2 });
    const second = 60 * 60;
    const left = 1 - (0.45 + 0.55 * (15 / 45));
    const grid = conditionedGrid(plain, {
      second,
      score: { home: 1, away: 0 },
      halfTime: { home: 1, away: 0 },
    });
    const expected = Math.exp(-1.5 * left) * Math.exp(-1.2 * left) * 1.5 * left;
    expect(gridAt(grid, 2, 0)).toBeCloseTo(expected, 14);
    expect(gridAt(grid, 0, 0)).toBe(0);
  });

  it('leaves out decided markets and is certain at full time', () => {
    const firstHalf = footballFairMarkets(model, undefined, {
      second: 1200,
      score: { home: 0, away: 1 },
    });
    expect(firstHalf.some((m) => m.spec.type === 'football.first_goal')).toBe(false);
    expect(firstHalf.some((m) => m.spec.type === 'football.half_time_result')).toBe(true);
    const secondHalf = footballFairMarkets(model, undefined, {
      second: HALF_SECONDS,
      score: { home: 0, away: 1 },
      halfTime: { home: 0, away: 1 },
    });
    expect(secondHalf.some((m) => m.spec.type === 'football.half_time_result')).toBe(false);
    expect(probabilities(secondHalf, 'football.half_time_full_time')['home/home']).toBe(0);
    const end = footballFairMarkets(model, undefined, {
      second: 5400,
      score: { home: 2, away: 1 },
      halfTime: { home: 0, away: 1 },
    });
    expect(probabilities(end, 'football.correct_score')['2-1']).toBeCloseTo(1, 14);
    expect(probabilities(end, 'football.half_time_full_time')['away/home']).toBeCloseTo(1, 14);
  });

  it('refuses impossible states', () => {
    const refuse = (state: Parameters<typeof conditionedGrid>[1]) =>
      expect(() => conditionedGrid(model, state)).toThrow(RangeError);
    refuse({ second: -1, score: { home: 0, away: 0 } });
    refuse({ second: 5401, score: { home: 0, away: 0 } });
    refuse({ second: 3000, score: { home: 0, away: 0 } });
    refuse({ second: 100, score: { home: 0, away: 0 }, halfTime: { home: 0, away: 0 } });
    refuse({ second: 3000, score: { home: 0, away: 0 }, halfTime: { home: 1, away: 0 } });
    refuse({ second: 100, score: { home: 1.5, away: 0 } });
    refuse({ second: 100, score: { home: 90, away: 0 } });
  });
});
