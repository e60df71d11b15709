import { describe, expect, it } from 'vitest';
import { hmacStream } from '../../fair/hmac-stream.ts';
import { marketSpecError, parseMarketKey } from '../core/market-spec.ts';
import { isSelectionOf } from '../core/selections.ts';
import { settleSelection } from '../event/settle-selection.ts';
import { drawForm, drawStrengths } from './field.ts';
import { racingFairMarkets, racingMarketSpecs, racingSelections } from './markets.ts';
import { placesPaid, racingModel, topThreeOrders } from './model.ts';

const TOLERANCE = 1e-12;
const fields = [6, 7, 8, 10, 12].map((n) =>
  racingModel(
    n === 6 ? 'greyhound_racing' : 'horse_racing',
    drawStrengths(n, hmacStream('f', 'x', n)),
  ),
);

describe('racing prices before margin', () => {
  it.each(fields.map((m) => [m.win.length, m] as const))(
    '%i runners: win and forecast and tricast sum to 1, place to the places paid',
    (n, model) => {
      const markets = racingFairMarkets(model);
      expect(markets.map((m) => m.key)).toEqual([
        'racing.win',
        `racing.place@${placesPaid(n)}`,
        'racing.forecast',
        'racing.tricast',
      ]);
      for (const market of markets) {
        const sum = market.selections.reduce((acc, s) => acc + s.probability, 0);
        expect(Math.abs(sum - market.coverage), market.key).toBeLessThan(TOLERANCE);
      }
      expect(markets[1]!.coverage).toBe(n <= 7 ? 2 : 3);
      expect(markets[3]!.selections).toHaveLength(n * (n - 1) * (n - 2));
      const total = topThreeOrders(model).reduce((a, o) => a + o.probability, 0);
      expect(Math.abs(total - 1)).toBeLessThan(TOLERANCE);
    },
  );

  it('the win market is the model’s softmax and the stronger runner is the shorter price', () => {
    const model = racingModel('horse_racing', [0, Math.log(3), Math.log(2), 0, 0, 0]);
    const win = racingFairMarkets(model, [{ type: 'racing.win' }])[0]!;
    expect(win.selections.map((s) => s.probability)).toEqual(
      [1, 3, 2, 1, 1, 1].map((w) => expect.closeTo(w / 9, 14)),
    );
  });

  it('forecast is Harville: P(a then b) = pₐ · p_b / (1 − pₐ)', () => {
    const model = fields[0]!;
    const forecast = racingFairMarkets(model, [{ type: 'racing.forecast' }])[0]!;
    const p = model.win;
    const twoThenFive = forecast.selections.find((s) => s.key === '2-5')!;
    expect(twoThenFive.probability).toBeCloseTo((p[1]! * p[4]!) / (1 - p[1]!), 14);
  });
});

describe('racing markets', () => {
  it('place pays 2 or 3 places only and the keys parse back', () => {
    expect(marketSpecError({ type: 'racing.place', line: 4 })).toBe('invalid-line');
    expect(marketSpecError({ type: 'racing.place' })).toBe('missing-line');
    expect(parseMarketKey('racing.place@3')).toEqual({ type: 'racing.place', line: 3 });
    expect(isSelectionOf({ type: 'racing.tricast' }, '12-1-7')).toBe(true);
    expect(isSelectionOf({ type: 'racing.forecast' }, '3-3')).toBe(false);
    expect(racingSelections({ type: 'racing.forecast' }, 6)).toHaveLength(30);
  });

  it('settles on the finishing order', () => {
    const result = { sport: 'horse_racing' as const, order: [4, 2, 7, 1, 3, 5, 6, 8] };
    const settle = (type: string, selection: string, line?: number) =>
      settleSelection({ type: type as 'racing.win', line }, selection, result);
    expect(settle('racing.win', '4')).toBe('win');
    expect(settle('racing.win', '2')).toBe('lose');
    expect(settle('racing.place', '7', 3)).toBe('win');
    expect(settle('racing.place', '7', 2)).toBe('lose');
    expect(settle('racing.place', '1', 3)).toBe('lose');
    expect(settle('racing.forecast', '4-2')).toBe('win');
    expect(settle('racing.forecast', '2-4')).toBe('lose');
    expect(settle('racing.tricast', '4-2-7')).toBe('win');
    expect(settle('racing.tricast', '4-7-2')).toBe('lose');
    // A runner this race does not have, or a result that is not an order, keeps the bet open.
    expect(() => settle('racing.win', '9')).toThrow();
    expect(() =>
      settleSelection({ type: 'racing.win' }, '1', { sport: 'horse_racing', order: [1, 1, 2] }),
    ).toThrow();
    expect(
      settleSelection({ type: 'racing.win' }, '2', { sport: 'greyhound_racing', order: [2, 1, 3] }),
    ).toBe('win');
    expect(() =>
      settleSelection({ type: 'racing.win' }, '2', { sport: 'volleyball', home: 3, away: 0 }),
    ).toThrow();
  });

  it('default specs follow the field size', () => {
    expect(racingMarketSpecs(fields[0]!)[1]).toEqual({ type: 'racing.place', line: 2 });
    expect(racingMarketSpecs(fields[2]!)[1]).toEqual({ type: 'racing.place', line: 3 });
  });
});

describe('a field', () => {
  it('strengths and form are reproducible, and form holds every place once a race', () => {
    const a = drawStrengths(8, hmacStream('s', 'c', 1));
    expect(drawStrengths(8, hmacStream('s', 'c', 1))).toEqual(a);
    expect(a.every((s) => Math.abs(s) <= 1.2)).toBe(true);
    const model = racingModel('horse_racing', a);
    const form = drawForm(model, hmacStream('s', 'form', 1));
    expect(drawForm(model, hmacStream('s', 'form', 1))).toEqual(form);
    expect(form).toHaveLength(8);
    for (let race = 0; race < 5; race++)
      expect(form.map((f) => f[race]).sort((x, y) => x! - y!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
