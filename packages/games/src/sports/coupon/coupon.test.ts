import { describe, expect, it } from 'vitest';
import { canCombine } from './combinable.ts';
import type { Coupon, CouponType } from './coupon.ts';
import { choose, couponLines, lineCount, MAX_LINES } from './lines.ts';
import { leg } from './test-legs.ts';
import { totalStake, validateCoupon, type CouponLimits } from './validate-coupon.ts';

/** A value of the wrong type, as a hostile client would send it. */
const hostile = <T>(value: unknown): T => value as T;

const LIMITS: CouponLimits = { minStake: 100, maxStake: 1_000_000, maxPayout: 10_000_000 };
const system = (...sizes: number[]): CouponType => ({ kind: 'system', sizes });

describe('coupon lines', () => {
  it('lists singles, the accumulator and every system line', () => {
    expect(couponLines({ kind: 'single' }, 3)).toEqual([[0], [1], [2]]);
    expect(couponLines({ kind: 'combination' }, 3)).toEqual([[0, 1, 2]]);
    expect(couponLines(system(2), 3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(couponLines(system(3), 4)).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
    expect(couponLines(system(2, 3), 4)).toHaveLength(6 + 4);
    expect(lineCount(system(2, 3), 4)).toBe(10);
    expect(choose(20, 10)).toBe(184_756);
  });

  it('refuses systems that are not k of n with 2 ≤ k < n, or too many lines', () => {
    for (const type of [system(), system(1), system(3), system(2, 2), system(3, 2), system(2.5)]) {
      expect(() => couponLines(type, 3)).toThrow(RangeError);
    }
    expect(() => couponLines(system(2), 2)).toThrow(RangeError);
    expect(lineCount(system(6), 13)).toBeGreaterThan(MAX_LINES);
    expect(() => couponLines(system(6), 13)).toThrow('too-many-lines');
    expect(() => couponLines({ kind: 'single' }, 21)).toThrow('too-many-legs');
  });
});

describe('combining selections', () => {
  it('never puts two selections of one event on a line unless the operator pairs the markets', () => {
    const home = leg('e1', 200);
    const over = leg('e1', 190, { type: 'football.total_goals', line: 2.5 }, 'over');
    const draw = leg('e1', 340, { type: 'football.match_result' }, 'draw');
    expect(canCombine(home, leg('e2', 150))).toBe(true);
    expect(canCombine(home, over)).toBe(false);
    expect(canCombine(home, draw)).toBe(false);
    const policy = { sameEventPairs: [['football.total_goals', 'football.match_result']] as const };
    expect(canCombine(over, home, policy)).toBe(true);
    expect(canCombine(home, draw, policy)).toBe(false);
  });
});

describe('validateCoupon', () => {
  const base: Coupon = {
    type: { kind: 'combination' },
    legs: [leg('e1', 185), leg('e2', 210), leg('e3', 150)],
    stakePerLine: 1_000,
    maxPayout: 10_000_000,
  };

  it('accepts a good coupon and totals its stake', () => {
    expect(validateCoupon(base, LIMITS)).toBeNull();
    expect(totalStake({ ...base, type: system(2) })).toBe(3_000);
    const singles = {
      ...base,
      type: { kind: 'single' as const },
      legs: [leg('e1', 185), leg('e1', 190, { type: 'football.both_teams_to_score' }, 'yes')],
    };
    expect(validateCoupon(singles, LIMITS)).toBeNull();
  });

  it.each([
    ['no legs', { legs: [] }, 'no-legs'],
    ['a one-leg combination', { legs: [leg('e1', 185)] }, 'combination-needs-two-legs'],
    ['odds under 1.01', { legs: [leg('e1', 100), leg('e2', 150)] }, 'invalid-odds'],
    ['fractional odds', { legs: [leg('e1', 185.5), leg('e2', 150)] }, 'invalid-odds'],
    ['NaN odds', { legs: [leg('e1', Number.NaN), leg('e2', 150)] }, 'invalid-odds'],
    [
      'an unknown selection',
      { legs: [leg('e1', 185, { type: 'football.match_result' }, 'x'), leg('e2', 150)] },
      'invalid-leg',
    ],
    ['an empty event id', { legs: [leg('', 185), leg('e2', 150)] }, 'invalid-leg'],
    [
      'a bad line',
      {
        legs: [leg('e1', 185, { type: 'football.total_goals', line: 2.4 }, 'over'), leg('e2', 150)],
      },
      'invalid-leg',
    ],
    ['one selection twice', { legs: [leg('e1', 185), leg('e1', 185)] }, 'duplicate-selection'],
    [
      'two selections of one event',
      { legs: [leg('e1', 185), leg('e1', 300, { type: 'football.first_goal' })] },
      'not-combinable',
    ],
    ['a zero stake', { stakePerLine: 0 }, 'invalid-stake'],
    ['a fractional stake', { stakePerLine: 10.5 }, 'invalid-stake'],
    ['a stake under the minimum', { stakePerLine: 99 }, 'stake-below-minimum'],
    ['a stake over the maximum', { stakePerLine: 1_000_001 }, 'stake-above-maximum'],
    [
      'an unsafe stake',
      { stakePerLine: Number.MAX_SAFE_INTEGER, type: system(2) },
      'stake-above-maximum',
    ],
    ['a cap above the limit', { maxPayout: 10_000_001 }, 'invalid-max-payout'],
    ['a bad system', { type: system(3) }, 'invalid-system'],
    ['an unknown kind', { type: { kind: 'parlay' } }, 'invalid-type'],
    [
      'system sizes that are not a list',
      { type: { kind: 'system', sizes: '2' } },
      'invalid-system',
    ],
    ['legs that are not a list', { legs: 'e1' }, 'no-legs'],
    ['a leg that is not an object', { legs: [null, leg('e2', 150)] }, 'invalid-leg'],
    [
      'a market type smuggled in a list',
      { legs: [leg('e1', 185, hostile({ type: ['football.match_result'] })), leg('e2', 150)] },
      'invalid-leg',
    ],
    [
      'a line as text',
      {
        legs: [
          leg('e1', 185, hostile({ type: 'football.total_goals', line: '2.5' }), 'over'),
          leg('e2', 150),
        ],
      },
      'invalid-leg',
    ],
    [
      'a selection as a number',
      { legs: [leg('e1', 185, { type: 'football.match_result' }, hostile(1)), leg('e2', 150)] },
      'invalid-leg',
    ],
  ] as const)('refuses %s', (_, change, error) => {
    expect(validateCoupon({ ...base, ...change } as Coupon, LIMITS)).toBe(error);
  });
});
