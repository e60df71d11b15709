import { describe, expect, it } from 'vitest';
import { chiSquare99 } from '../../fair/chi-square.ts';
import { hmacStream } from '../../fair/hmac-stream.ts';
import { DEFAULT_MARGINS } from '../margin/margins.ts';
import { priceEvent } from '../event/price-event.ts';
import { settleSelection } from '../event/settle-selection.ts';
import { racingSelections } from './markets.ts';
import { racingModel, topThreeOrders } from './model.ts';
import { standingsAt } from './progress.ts';
import { racingResultFromSeed, racingResultText, seededRace } from './seeded-result.ts';

const SERVER_SEED = '7c3e'.repeat(16);
const horses = racingModel('horse_racing', [0.9, -0.4, 0.3, 1.2, -1.1, 0, 0.5, -0.7, -0.2, 0.8]);
const greyhounds = racingModel('greyhound_racing', [0.6, -0.3, 0.2, -0.9, 1, 0]);

/** The README's draw by hand: per place two words → a 52-bit uniform, runner-number order. */
function byHand(win: readonly number[], nonce: number): number[] {
  const stream = hmacStream(SERVER_SEED, 'race', nonce);
  const left = win.map((p, i) => [i + 1, p] as const);
  const order: number[] = [];
  while (left.length > 1) {
    const u = ((stream.nextUint32() >>> 12) * 2 ** 32 + stream.nextUint32()) / 2 ** 52;
    const total = left.reduce((s, [, p]) => s + p, 0);
    let sum = 0;
    let i = 0;
    while (i < left.length - 1 && (sum += left[i]![1]) <= u * total) i++;
    order.push(left[i]![0]);
    left.splice(i, 1);
  }
  return [...order, left[0]![0]];
}

describe('racingResultFromSeed', () => {
  it('is reproducible from its seeds and reads the stream as documented', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const seeds = { serverSeed: SERVER_SEED, clientSeed: 'race', nonce };
      const { order } = racingResultFromSeed(horses, seeds);
      expect(order).toEqual(byHand(horses.win, nonce));
      expect(seededRace(horses, seeds).result.order).toEqual(order);
    }
    expect(racingResultText({ order: [7, 2, 11, 1] })).toBe('7-2-11');
  });

  it.each([
    ['horses', horses],
    ['greyhounds', greyhounds],
  ])('%s: 40,000 seeded races agree with the model', (_, model) => {
    const n = model.win.length;
    const wins = new Array<number>(n).fill(0);
    const exacta = new Map<string, number>();
    const races = 40_000;
    for (let nonce = 0; nonce < races; nonce++) {
      const { order } = racingResultFromSeed(model, {
        serverSeed: SERVER_SEED,
        clientSeed: 'm',
        nonce,
      });
      wins[order[0]! - 1]! += 1;
      const key = `${order[0]}-${order[1]}`;
      exacta.set(key, (exacta.get(key) ?? 0) + 1);
    }
    // Win shares by chi-square at 99%.
    const winChi = model.win.reduce((s, p, i) => s + (wins[i]! - races * p) ** 2 / (races * p), 0);
    expect(winChi).toBeLessThan(chiSquare99(n - 1));
    // The first two (forecast cells) against Harville, cells expected ≥ 5.
    const pairs = new Map<string, number>();
    for (const { value, probability } of topThreeOrders(model)) {
      const key = `${value[0]}-${value[1]}`;
      pairs.set(key, (pairs.get(key) ?? 0) + probability);
    }
    let chi = 0;
    let cells = 0;
    for (const [key, p] of pairs) {
      if (races * p < 5) continue;
      chi += ((exacta.get(key) ?? 0) - races * p) ** 2 / (races * p);
      cells += 1;
    }
    expect(chi).toBeLessThan(chiSquare99(cells - 1));
  });

  it('300 seeded races settle every offered selection, one winner a win market', () => {
    for (const model of [horses, greyhounds]) {
      const markets = priceEvent({ sport: model.sport, model }, DEFAULT_MARGINS);
      for (let nonce = 0; nonce < 300; nonce++) {
        const result = {
          sport: model.sport,
          ...racingResultFromSeed(model, { serverSeed: SERVER_SEED, clientSeed: 's', nonce }),
        };
        for (const market of markets) {
          const keys = racingSelections(market.spec, model.win.length);
          const won = keys.filter((k) => settleSelection(market.spec, k, result) === 'win');
          expect(won, market.key).toHaveLength(market.coverage);
        }
      }
    }
  });
});

describe('the race as shown', () => {
  it('ends exactly in the drawn order, each runner crossing the line in turn', () => {
    for (let nonce = 0; nonce < 100; nonce++) {
      const seeds = { serverSeed: SERVER_SEED, clientSeed: 'show', nonce };
      const { result, progress } = seededRace(horses, seeds, 61);
      expect(seededRace(horses, seeds, 61)).toEqual({ result, progress });
      expect(progress.frames).toHaveLength(61);
      expect(progress.frames[0]!.every((d) => d === 0)).toBe(true);
      expect(standingsAt(progress, 60)).toEqual(result.order);
      const crossings = result.order.map((r) => progress.finishAt[r - 1]!);
      for (let i = 1; i < crossings.length; i++)
        expect(crossings[i]!).toBeGreaterThan(crossings[i - 1]!);
      for (let f = 1; f < 61; f++)
        progress.frames[f]!.forEach((d, i) => {
          expect(d).toBeGreaterThanOrEqual(progress.frames[f - 1]![i]!);
          expect(d === 1).toBe(f / 60 >= progress.finishAt[i]!);
        });
    }
  });
});
