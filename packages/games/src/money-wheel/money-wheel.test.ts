import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import type { RandomSource } from '../fair/random-source.ts';
import {
  add,
  multiply,
  rational,
  subtract,
  toFractionString,
  toNumber,
  type Rational,
} from '../slots/rational.ts';
import { MAX_MONEY_WHEEL_BET, validateMoneyWheelBet, type MoneyWheelBet } from './bets.ts';
import { moneyWheelOdds, moneyWheelTable } from './odds.ts';
import { segmentCount, WHEEL_NUMBERS, WHEEL_SEGMENTS, type WheelNumber } from './segments.ts';
import { moneyWheelBetReturn, settleMoneyWheelBets } from './settle.ts';
import { spinMoneyWheel } from './spin.ts';

/** Words below 2^32 − (2^32 mod 54) map to word mod 54, so index i comes out as i. */
function scripted(stops: readonly number[]): RandomSource {
  let next = 0;
  return { nextUint32: () => stops[next++] as number };
}

const indicesWhere = (test: (i: number) => boolean) => WHEEL_SEGMENTS.map((_, i) => i).filter(test);
const MULTIPLIER_STOPS = indicesWhere((i) => WHEEL_SEGMENTS[i]!.kind === 'multiplier');
const NUMBER_STOPS = indicesWhere((i) => WHEEL_SEGMENTS[i]!.kind === 'number');

const power = (base: Rational, exponent: number): Rational =>
  Array.from({ length: exponent }).reduce<Rational>((value) => multiply(value, base), rational(1));

describe('money wheel', () => {
  it('has 54 segments: 1 ×23, 2 ×15, 5 ×7, 10 ×4, 20 ×2, 40 ×1, 2x and 7x', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    expect(WHEEL_NUMBERS.map(segmentCount)).toEqual([23, 15, 7, 4, 2, 1]);
    expect(MULTIPLIER_STOPS.map((i) => WHEEL_SEGMENTS[i])).toEqual([
      { kind: 'multiplier', factor: 2 },
      { kind: 'multiplier', factor: 7 },
    ]);
  });

  it('publishes each number’s RTP exactly, multiplier respins included', () => {
    const rtps = moneyWheelTable().map((row) => [
      row.number,
      toFractionString(row.rtp),
      Number((toNumber(row.rtp) * 100).toFixed(4)),
    ]);
    expect(rtps).toEqual([
      [1, '2231/2340', 95.3419],
      [2, '149/156', 95.5128],
      [5, '427/468', 91.2393],
      [10, '113/117', 96.5812],
      [20, '217/234', 92.735],
      [40, '425/468', 90.812],
    ]);
    expect(moneyWheelTable().map((row) => toFractionString(row.perRound))).toEqual([
      '23/52',
      '15/52',
      '7/52',
      '1/13',
      '1/26',
      '1/52',
    ]);
  });

  it('agrees with the engine over every spin sequence of up to 4 multipliers, to the exact tail', () => {
    const maxMultipliers = 4;
    const returned = new Map<WheelNumber, Rational>(WHEEL_NUMBERS.map((n) => [n, rational(0)]));
    const visit = (prefix: number[]) => {
      const weight = rational(1, 54n ** BigInt(prefix.length + 1));
      for (const stop of NUMBER_STOPS) {
        const result = spinMoneyWheel(scripted([...prefix, stop]));
        for (const number of WHEEL_NUMBERS) {
          const paid = moneyWheelBetReturn({ number, amount: 1 }, result);
          returned.set(number, add(returned.get(number)!, multiply(weight, rational(paid))));
        }
      }
      if (prefix.length < maxMultipliers) {
        for (const stop of MULTIPLIER_STOPS) visit([...prefix, stop]);
      }
    };
    visit([]);
    for (const number of WHEEL_NUMBERS) {
      // What sequences with more multipliers add: (c/54)·[q^(K+1)/(1−q) + v·s^(K+1)/(1−s)].
      const chance = rational(segmentCount(number), 54);
      const q = rational(2, 54);
      const s = rational(9, 54);
      const tail = multiply(
        chance,
        add(
          multiply(power(q, maxMultipliers + 1), rational(54, 52)),
          multiply(rational(number), multiply(power(s, maxMultipliers + 1), rational(54, 45))),
        ),
      );
      expect(add(returned.get(number)!, tail), `number ${number}`).toEqual(
        moneyWheelOdds(number).rtp,
      );
      expect(subtract(moneyWheelOdds(number).rtp, returned.get(number)!).numerator > 0n).toBe(true);
    }
  });

  it('draws one integer in [0, 54) per spin from the fair stream, respinning on multipliers', () => {
    let respins = 0;
    for (let nonce = 0; nonce < 400; nonce++) {
      const result = spinMoneyWheel(hmacStream('wheel-server', 'dream-table', nonce));
      const stream = hmacStream('wheel-server', 'dream-table', nonce);
      expect(result.stops).toEqual(result.stops.map(() => stream.nextInt(54)));
      const last = WHEEL_SEGMENTS[result.stops.at(-1)!]!;
      expect(last).toEqual({ kind: 'number', value: result.number });
      expect(result.multipliers).toHaveLength(result.stops.length - 1);
      respins += result.multipliers.length;
    }
    expect(respins).toBeGreaterThan(0);
  });

  it('stacks multipliers: 2x, then 7x, then 5 pays 5 · 14 = 70 to 1', () => {
    const [x2, x7] = MULTIPLIER_STOPS as [number, number];
    const five = WHEEL_SEGMENTS.findIndex((s) => s.kind === 'number' && s.value === 5);
    const result = spinMoneyWheel(scripted([x2, x7, five]));
    expect(result).toEqual({
      stops: [x2, x7, five],
      multipliers: [2, 7],
      number: 5,
      multiplier: 14,
    });
    const bets: MoneyWheelBet[] = [
      { number: 5, amount: 100 },
      { number: 1, amount: 1_000 },
    ];
    expect(settleMoneyWheelBets(bets, result)).toEqual({
      totalStake: 1_100,
      totalReturn: 7_100,
      returns: [7_100, 0],
    });
  });

  it('caps winnings at the table maximum, computing huge multipliers exactly', () => {
    const [, x7] = MULTIPLIER_STOPS as [number, number];
    const forty = WHEEL_SEGMENTS.findIndex((s) => s.kind === 'number' && s.value === 40);
    const result = spinMoneyWheel(scripted([...Array<number>(25).fill(x7), forty]));
    expect(result.multipliers).toHaveLength(25);
    expect(moneyWheelBetReturn({ number: 40, amount: 100 }, result, 50_000_000)).toBe(50_000_100);
    const unmultiplied = spinMoneyWheel(scripted([forty]));
    expect(moneyWheelBetReturn({ number: 40, amount: 100 }, unmultiplied, 50_000_000)).toBe(4_100);
  });

  it('validates bets', () => {
    expect(validateMoneyWheelBet({ number: 10, amount: 250 })).toEqual({
      ok: true,
      bet: { number: 10, amount: 250 },
    });
    expect(validateMoneyWheelBet({ number: 3, amount: 250 } as unknown as MoneyWheelBet)).toEqual({
      ok: false,
      error: 'unknown-number',
    });
    for (const amount of [0, 1.5, MAX_MONEY_WHEEL_BET + 1]) {
      expect(validateMoneyWheelBet({ number: 1, amount })).toEqual({
        ok: false,
        error: 'invalid-amount',
      });
    }
  });
});
