import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../../fair/random-source.ts';
import { FastSource } from '../../simulation/fast-source.ts';
import { servePointChances, tennisModel, type TennisModel } from './match.ts';
import {
  drawTennisMatch,
  tennisResultFromSeed,
  tennisResultText,
  type TennisMatch,
} from './seeded-result.ts';

const SERVER_SEED = '5e7a'.repeat(16);
/** Upper 1% points of chi-square with 3 and 5 degrees of freedom. */
const CHI_SQUARE_99 = { 3: 11.345, 5: 15.086 } as const;

function mean(values: readonly number[]): { mean: number; error: number } {
  const m = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1);
  return { mean: m, error: Math.sqrt(variance / values.length) };
}

function modelMean(model: TennisModel, of: (m: Pick<TennisMatch, 'sets' | 'games'>) => number) {
  return model.outcomes.reduce((sum, { value, probability }) => sum + of(value) * probability, 0);
}

/** Match winner, set scores (chi-square), mean total games and game margin against the model. */
function compare(model: TennisModel, matches: readonly TennisMatch[]) {
  const n = matches.length;
  const setCells = new Map<string, { expected: number; seen: number }>();
  for (const { value, probability } of model.outcomes) {
    const key = `${value.sets.home}-${value.sets.away}`;
    const cell = setCells.get(key) ?? { expected: 0, seen: 0 };
    cell.expected += probability * n;
    setCells.set(key, cell);
  }
  for (const { sets } of matches) setCells.get(`${sets.home}-${sets.away}`)!.seen += 1;
  const chiSquare = [...setCells.values()].reduce(
    (sum, { expected, seen }) => sum + (seen - expected) ** 2 / expected,
    0,
  );
  const home = modelMean(model, ({ sets }) => (sets.home > sets.away ? 1 : 0));
  const homeWins = matches.filter(({ sets }) => sets.home > sets.away).length / n;
  const total = mean(matches.map(({ games }) => games.home + games.away));
  const margin = mean(matches.map(({ games }) => games.home - games.away));
  return {
    chiSquare,
    df: setCells.size - 1,
    winner: {
      seen: homeWins,
      model: home,
      z: (homeWins - home) / Math.sqrt((home * (1 - home)) / n),
    },
    total: { ...total, model: modelMean(model, ({ games }) => games.home + games.away) },
    margin: { ...margin, model: modelMean(model, ({ games }) => games.home - games.away) },
  };
}

function expectAgreement(model: TennisModel, matches: readonly TennisMatch[]) {
  const figures = compare(model, matches);
  expect(figures.chiSquare).toBeLessThan(CHI_SQUARE_99[figures.df as 3 | 5]);
  expect(Math.abs(figures.winner.z)).toBeLessThan(4);
  for (const { mean: m, error, model: expected } of [figures.total, figures.margin])
    expect(Math.abs(m - expected)).toBeLessThan(4 * error);
}

const models: [string, TennisModel][] = [
  [
    'best of 3',
    tennisModel(servePointChances({ serve: 0.67, return: 0.39 }, { serve: 0.63, return: 0.36 })),
  ],
  [
    'best of 5, final-set tiebreak to 10',
    tennisModel({ homeServe: 0.7, awayServe: 0.6, bestOf: 5, finalSetTiebreak: 10 }),
  ],
];

describe('tennisResultFromSeed', () => {
  it('is reproducible from its seeds and shows the set scores', () => {
    const [, model] = models[0]!;
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'order', nonce: 11 };
    const first = tennisResultFromSeed(model, seeds);
    expect(tennisResultFromSeed(model, seeds)).toEqual(first);
    expect(tennisResultText(first)).toMatch(/^\d+-\d+( \d+-\d+){1,2}$/);
    expect(
      tennisResultText({
        setScores: [
          { home: 6, away: 4 },
          { home: 3, away: 6 },
          { home: 7, away: 6 },
        ],
      }),
    ).toBe('6-4 3-6 7-6');
    const others = Array.from({ length: 40 }, (_, nonce) =>
      tennisResultText(tennisResultFromSeed(model, { ...seeds, nonce })),
    );
    expect(new Set(others).size).toBeGreaterThan(20);
  });

  it('reads one word for the coin toss, then one per point in play order', () => {
    // Home serves first (word 0 < 2³¹), then wins every point: a word of 0 on its own serve
    // (0 / 2³² < p), the largest word on the other's. 6-0 6-0 takes 1 + 48 words.
    let read = 0;
    const script: RandomSource = {
      nextUint32: () => {
        const word = read === 0 ? 0 : Math.floor((read - 1) / 4) % 2 === 0 ? 0 : 2 ** 32 - 1;
        read += 1;
        return word;
      },
    };
    const match = drawTennisMatch(models[0]![1], script);
    expect(match).toEqual({
      sets: { home: 2, away: 0 },
      games: { home: 12, away: 0 },
      setScores: [
        { home: 6, away: 0 },
        { home: 6, away: 0 },
      ],
      homeServedFirst: true,
    });
    expect(read).toBe(49);
  });

  it.each(models)('%s: 40,000 matches point by point agree with the model', (_, model) => {
    const source = new FastSource(20_240_611);
    expectAgreement(
      model,
      Array.from({ length: 40_000 }, () => drawTennisMatch(model, source)),
    );
  });

  it('best of 3: 20,000 seeded matches agree with the model too', () => {
    const [, model] = models[0]!;
    expectAgreement(
      model,
      Array.from({ length: 20_000 }, (_, nonce) =>
        tennisResultFromSeed(model, { serverSeed: SERVER_SEED, clientSeed: 'sportsbook', nonce }),
      ),
    );
  });
});
