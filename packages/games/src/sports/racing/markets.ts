import { fairProbability, type FairMarket } from '../core/fair-price.ts';
import { wonIf, type LegOutcome } from '../core/leg-outcome.ts';
import { lineOf, marketCoverage, marketKey, type MarketSpec } from '../core/market-spec.ts';
import { MAX_RUNNERS } from '../core/selections.ts';
import {
  placesPaid,
  runnerCount,
  topThreeOrders,
  type RacingModel,
  type TopThree,
} from './model.ts';

/** A finished race: runner numbers from the winner to the last. */
export interface RacingResult {
  order: readonly number[];
}

/** Why a finishing order cannot be (every runner 1–n exactly once), or null. */
export function racingResultError(result: RacingResult): string | null {
  const { order } = result;
  if (!Array.isArray(order) || order.length < 3 || order.length > MAX_RUNNERS)
    return 'invalid-order';
  const seen = new Set(order);
  if (seen.size !== order.length) return 'invalid-order';
  for (let runner = 1; runner <= order.length; runner++)
    if (!seen.has(runner)) return 'invalid-order';
  return null;
}

/** A race's markets: win, place (2 or 3 places by field size), forecast and tricast. */
export function racingMarketSpecs(model: RacingModel): MarketSpec[] {
  return [
    { type: 'racing.win' },
    { type: 'racing.place', line: placesPaid(runnerCount(model)) },
    { type: 'racing.forecast' },
    { type: 'racing.tricast' },
  ];
}

/** The selections a race of `runners` offers in a market, in display order. */
export function racingSelections(spec: MarketSpec, runners: number): string[] {
  const numbers = Array.from({ length: runners }, (_, i) => i + 1);
  const pairs = numbers.flatMap((a) => numbers.filter((b) => b !== a).map((b) => [a, b]));
  switch (spec.type) {
    case 'racing.win':
    case 'racing.place':
      return numbers.map(String);
    case 'racing.forecast':
      return pairs.map((pair) => pair.join('-'));
    case 'racing.tricast':
      return pairs.flatMap((pair) =>
        numbers.filter((c) => !pair.includes(c)).map((c) => [...pair, c].join('-')),
      );
    default:
      throw new RangeError(`${spec.type} is not a racing market`);
  }
}

function runnersOf(selection: string, count: number, runners: number): readonly number[] {
  const parts = selection.split('-').map(Number);
  if (parts.length !== count || parts.some((r) => !Number.isInteger(r) || r < 1 || r > runners))
    throw new RangeError(`no runner ${selection} in this race`);
  return parts;
}

/**
 * How a racing selection ends. Win: first. Place@k: among the first k. Forecast "a-b": a first
 * and b second. Tricast "a-b-c": exactly the first three. A runner the race does not have
 * throws (the bet stays open). Dead heats and non-runners are not modelled.
 */
export function settleRacing(
  spec: MarketSpec,
  selection: string,
  result: RacingResult,
): LegOutcome {
  const { order } = result;
  const n = order.length;
  switch (spec.type) {
    case 'racing.win':
      return wonIf(order[0] === runnersOf(selection, 1, n)[0]);
    case 'racing.place': {
      const places = lineOf(spec);
      return wonIf(order.slice(0, places).includes(runnersOf(selection, 1, n)[0]!));
    }
    case 'racing.forecast': {
      const [a, b] = runnersOf(selection, 2, n);
      return wonIf(order[0] === a && order[1] === b);
    }
    case 'racing.tricast': {
      const [a, b, c] = runnersOf(selection, 3, n);
      return wonIf(order[0] === a && order[1] === b && order[2] === c);
    }
    default:
      throw new RangeError(`${spec.type} is not a racing market`);
  }
}

/** The selections an order of the first three wins in a market (every other one loses). */
function winnersOf(spec: MarketSpec, [a, b, c]: TopThree): string[] {
  switch (spec.type) {
    case 'racing.win':
      return [String(a)];
    case 'racing.place':
      return [a, b, c].slice(0, lineOf(spec)).map(String);
    case 'racing.forecast':
      return [`${a}-${b}`];
    case 'racing.tricast':
      return [`${a}-${b}-${c}`];
    default:
      throw new RangeError(`${spec.type} is not a racing market`);
  }
}

/**
 * Each market priced as the expectation of its settlement over every first-three order. A
 * racing selection only wins or loses, and each order wins a known few (`winnersOf`, which
 * agrees with `settleRacing`; the tests hold the two to 1e-12), so an order adds its chance to
 * those alone: 1,320 orders, not 1,320 × 1,320 settlements, for a tricast of 12.
 */
export function racingFairMarkets(
  model: RacingModel,
  specs: readonly MarketSpec[] = racingMarketSpecs(model),
): FairMarket[] {
  const orders = topThreeOrders(model);
  const total = orders.reduce((sum, order) => sum + order.probability, 0);
  const n = runnerCount(model);
  return specs.map((spec) => {
    if (spec.type === 'racing.place' && lineOf(spec) >= n)
      throw new RangeError('a place market pays fewer places than runners');
    const keys = racingSelections(spec, n);
    const wins = new Map(keys.map((key) => [key, 0]));
    for (const { value, probability } of orders)
      for (const key of winnersOf(spec, value)) wins.set(key, wins.get(key)! + probability);
    return {
      spec,
      key: marketKey(spec),
      coverage: marketCoverage(spec),
      selections: keys.map((key) => {
        const win = wins.get(key)!;
        const chances = { win, half_win: 0, void: 0, half_lose: 0, lose: total - win };
        return { key, probability: fairProbability(chances), chances };
      }),
    };
  });
}
