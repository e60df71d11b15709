import { describe, expect, it } from 'vitest';
import { normalCdf } from '../core/normal.ts';
import { basketballFairMarkets } from './markets.ts';
import { basketballModel } from './model.ts';
import { basketballExpectations } from './ratings.ts';

const probabilityOf = (
  markets: ReturnType<typeof basketballFairMarkets>,
  key: string,
  selection: string,
) => markets.find((m) => m.key === key)!.selections.find((s) => s.key === selection)!.probability;

describe('normalCdf', () => {
  it('matches reference values to 1e-15, tails included', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 15);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024997895148220435, 15);
    expect(normalCdf(1.2247)).toBeCloseTo(0.8896558629290543, 14);
    expect(normalCdf(-8) / 6.22096057427178e-16).toBeCloseTo(1, 10);
    expect(normalCdf(-2) + normalCdf(2)).toBeCloseTo(1, 15);
  });
});

describe('basketball model', () => {
  it('an even game is a coin toss and its margin never ends level', () => {
    const model = basketballModel({ expectedMargin: 0, expectedTotal: 160 });
    const markets = basketballFairMarkets(model, [{ type: 'basketball.match_winner' }]);
    expect(markets[0]!.selections[0]!.probability).toBeCloseTo(0.5, 14);
    expect(model.margin.mass[-model.margin.offset]).toBe(0);
    expect(Math.abs(model.margin.mass.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-14);
    expect(Math.abs(model.total.mass.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-14);
  });

  it('prices handicaps from the rounded normal, overtime adding only to ties', () => {
    const model = basketballModel({ expectedMargin: 6.3, expectedTotal: 158 });
    const markets = basketballFairMarkets(model, [
      { type: 'basketball.handicap', line: -10.5 },
      { type: 'basketball.handicap', line: -6 },
      { type: 'basketball.total_points', line: 170.5 },
    ]);
    // Margins of 11+ in regulation, or a tie and then 11+ in overtime (given it is not level).
    const tie = normalCdf(0.5 / 12 - 6.3 / 12) - normalCdf(-0.5 / 12 - 6.3 / 12);
    const [otMean, otSd] = [6.3 / 8, 12 / Math.sqrt(8)];
    const otLevel = normalCdf((0.5 - otMean) / otSd) - normalCdf((-0.5 - otMean) / otSd);
    const otBig = (1 - normalCdf((10.5 - otMean) / otSd)) / (1 - otLevel);
    expect(probabilityOf(markets, 'basketball.handicap@-10.5', 'home')).toBeCloseTo(
      1 - normalCdf((10.5 - 6.3) / 12) + tie * otBig,
      14,
    );
    const push = markets[1]!.selections[0]!.chances.void!;
    expect(push).toBeGreaterThan(normalCdf((6.5 - 6.3) / 12) - normalCdf((5.5 - 6.3) / 12));
    expect(push).toBeLessThan(
      normalCdf((6.5 - 6.3) / 12) - normalCdf((5.5 - 6.3) / 12) + tie * 0.1,
    );
    expect(probabilityOf(markets, 'basketball.total_points@170.5', 'over')).toBeGreaterThan(
      1 - normalCdf((170.5 - 158) / 17),
    );
  });

  it('turns ratings into expectations with the home advantage split between the sides', () => {
    const expected = basketballExpectations({
      home: { offence: 84, defence: 78 },
      away: { offence: 80, defence: 81 },
      leagueAverage: 80,
      homeAdvantage: 3,
    });
    expect(expected).toEqual({
      expectedMargin: 84 + 81 - 80 - (80 + 78 - 80) + 3,
      expectedTotal: 84 + 81 + 80 + 78 - 160,
    });
    expect(() =>
      basketballModel({ expectedMargin: 0, expectedTotal: 160, overtimeShare: 0 }),
    ).toThrow(RangeError);
  });
});
