import { describe, expect, it } from 'vitest';
import { hmacStream } from '../../fair/hmac-stream.ts';
import { fairMarket, type FairMarket } from '../core/fair-price.ts';
import type { MarketSpec } from '../core/market-spec.ts';
import { drawStrengths } from './field.ts';
import { racingFairMarkets, racingMarketSpecs, racingSelections, settleRacing } from './markets.ts';
import { racingModel, runnerCount, topThreeOrders, type RacingModel } from './model.ts';

const TOLERANCE = 1e-12;

/**
 * The definition of a fair price: the expectation of `settleRacing` itself over every
 * first-three order, each completed to a full finishing order (settlement reads the whole race).
 */
function settlementExpectation(model: RacingModel, spec: MarketSpec): FairMarket {
  const n = runnerCount(model);
  const races = topThreeOrders(model).map(({ value, probability }) => ({
    value: {
      order: [
        ...value,
        ...Array.from({ length: n }, (_, i) => i + 1).filter((r) => !value.includes(r)),
      ],
    },
    probability,
  }));
  return fairMarket(
    spec,
    races,
    (selection, result) => settleRacing(spec, selection, result),
    racingSelections(spec, n),
  );
}

function expectSamePrices(fast: FairMarket, oracle: FairMarket): void {
  expect({ ...fast, selections: [] }).toEqual({ ...oracle, selections: [] });
  expect(fast.selections.map((s) => s.key)).toEqual(oracle.selections.map((s) => s.key));
  fast.selections.forEach((selection, i) => {
    const expected = oracle.selections[i]!;
    expect(Object.keys(selection.chances).sort()).toEqual(Object.keys(expected.chances).sort());
    for (const [outcome, chance] of Object.entries(expected.chances))
      expect(
        Math.abs(selection.chances[outcome as 'win']! - chance),
        `${fast.key} ${selection.key} ${outcome}`,
      ).toBeLessThan(TOLERANCE);
    expect(
      Math.abs(selection.probability - expected.probability),
      `${fast.key} ${selection.key}`,
    ).toBeLessThan(TOLERANCE);
  });
}

const model = (n: number) =>
  racingModel('horse_racing', drawStrengths(n, hmacStream('oracle', 'field', n)));

describe('racing prices are the expectation of settlement', () => {
  it.each([6, 8, 10])('%i runners: every market, both place lines', (n) => {
    const race = model(n);
    const specs: MarketSpec[] = [
      ...racingMarketSpecs(race),
      { type: 'racing.place', line: 2 },
      { type: 'racing.place', line: 3 },
    ];
    const fast = racingFairMarkets(race, specs);
    specs.forEach((spec, i) => expectSamePrices(fast[i]!, settlementExpectation(race, spec)));
  });

  it('12 runners: win, place and forecast', () => {
    const race = model(12);
    const specs = racingMarketSpecs(race).filter((spec) => spec.type !== 'racing.tricast');
    const fast = racingFairMarkets(race, specs);
    specs.forEach((spec, i) => expectSamePrices(fast[i]!, settlementExpectation(race, spec)));
  });
});
