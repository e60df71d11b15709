import { describe, expect, it } from 'vitest';
import { hmacStream } from '../../fair/hmac-stream.ts';
import { discreteNormal, discreteNormalQuantile, pmfMean } from '../core/discrete.ts';
import { settleSelection } from '../event/settle-selection.ts';
import { basketballFairMarkets, basketballMarketSpecs } from './markets.ts';
import { basketballModel } from './model.ts';
import {
  basketballResultFromSeed,
  basketballResultText,
  type BasketballMatch,
} from './seeded-result.ts';

const model = basketballModel({
  expectedMargin: -2,
  expectedTotal: 228,
  marginSd: 13,
  totalSd: 19,
  overtimeShare: 5 / 48,
});
const SERVER_SEED = '7c3a'.repeat(16);
const GAMES = 40_000;

let drawn: BasketballMatch[] | undefined;

function games(): BasketballMatch[] {
  drawn ??= Array.from({ length: GAMES }, (_, nonce) =>
    basketballResultFromSeed(model, { serverSeed: SERVER_SEED, clientSeed: 'sportsbook', nonce }),
  );
  return drawn;
}

/** Mean and standard error of the mean. */
function meanAndError(values: readonly number[]): { mean: number; error: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1);
  return { mean, error: Math.sqrt(variance / values.length) };
}

/** The README's draw order, read off the stream by hand. */
function byHand(nonce: number): BasketballMatch {
  const stream = hmacStream(SERVER_SEED, 'order', nonce);
  const u = () => ((stream.nextUint32() >>> 12) * 2 ** 32 + stream.nextUint32() + 0.5) / 2 ** 52;
  const { expectedMargin: m, expectedTotal: t, marginSd, totalSd, overtimeShare: s } = model;
  let margin = discreteNormalQuantile(m, marginSd, u());
  let total = discreteNormalQuantile(t, totalSd, u());
  let overtimes = 0;
  if (margin === 0) {
    while (margin === 0) {
      overtimes += 1;
      margin = discreteNormalQuantile(m * s, marginSd * Math.sqrt(s), u());
    }
    total += discreteNormalQuantile(t * s, totalSd * Math.sqrt(s), u());
  }
  if (Math.abs(total - margin) % 2 === 1) total += stream.nextUint32() < 2 ** 31 ? -1 : 1;
  return { home: (total + margin) / 2, away: (total - margin) / 2, overtimes };
}

describe('basketballResultFromSeed', () => {
  it('is reproducible from its seeds and reads the stream in the documented order', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'order', nonce: 3 };
    expect(basketballResultFromSeed(model, seeds)).toEqual(basketballResultFromSeed(model, seeds));
    const results = Array.from({ length: 400 }, (_, nonce) =>
      basketballResultFromSeed(model, { ...seeds, nonce }),
    );
    results.forEach((result, nonce) => expect(result).toEqual(byHand(nonce)));
    expect(results.some((r) => r.overtimes > 0)).toBe(true);
    expect(new Set(results.map((r) => basketballResultText(r))).size).toBeGreaterThan(300);
  });

  it('shows the final points, home first', () => {
    expect(basketballResultText({ home: 89, away: 84 })).toBe('89-84');
  });

  it('matches the model over 40,000 seeded games: winner, every default line, mean margin and total', () => {
    const all = games();
    expect(all.every((g) => g.home !== g.away && g.home >= 0 && g.away >= 0)).toBe(true);
    const margin = meanAndError(all.map((g) => g.home - g.away));
    const total = meanAndError(all.map((g) => g.home + g.away));
    expect(Math.abs(margin.mean - pmfMean(model.margin))).toBeLessThan(4 * margin.error);
    expect(Math.abs(total.mean - pmfMean(model.total))).toBeLessThan(4 * total.error);
    // Overtime after a regulation tie: the rounded regulation normal's mass at 0.
    const regulation = discreteNormal(model.expectedMargin, model.marginSd);
    const tie = regulation.mass[-regulation.offset]!;
    const overtimeShare = all.filter((g) => g.overtimes > 0).length / GAMES;
    expect(Math.abs(overtimeShare - tie)).toBeLessThan(4 * Math.sqrt((tie * (1 - tie)) / GAMES));

    let worst = 0;
    let report = '';
    const specs = basketballMarketSpecs(model);
    for (const market of basketballFairMarkets(model, specs)) {
      for (const { key, chances } of market.selections) {
        const probability = chances.win ?? 0;
        const wins = all.filter(
          (g) => settleSelection(market.spec, key, { sport: 'basketball', ...g }) === 'win',
        ).length;
        const z =
          (wins / GAMES - probability) / Math.sqrt((probability * (1 - probability)) / GAMES);
        worst = Math.max(worst, Math.abs(z));
        report += `${market.key} ${key} ${(wins / GAMES).toFixed(4)} ${probability.toFixed(4)}\n`;
      }
    }
    // 22 selections, 11 independent: a 4-sd miss is about 1 in 1,400 even by chance.
    expect(worst, report).toBeLessThan(4);
  });
});
