import { describe, expect, it } from 'vitest';
import { cashOutValue, chancesFromOdds, CASH_OUT_ENUMERATION_LIMIT } from './cash-out.ts';
import type { Coupon, CouponType } from './coupon.ts';
import type { OutcomeChances } from '../core/leg-outcome.ts';
import { leg } from './test-legs.ts';

const coupon = (
  type: CouponType,
  odds: number[],
  stakePerLine = 1_000,
  maxPayout = 100_000_000,
): Coupon => ({
  type,
  legs: odds.map((o, i) => leg(`e${i}`, o)),
  stakePerLine,
  maxPayout,
});

const even = { win: 0.5, lose: 0.5 };

describe('cash-out', () => {
  it('a single: stake × odds taken × current chance, less the margin', () => {
    const single = coupon({ kind: 'single' }, [200]);
    expect(
      cashOutValue({ coupon: single, states: ['open'], chances: [even], marginBasisPoints: 500 }),
    ).toBe(950);
    expect(
      cashOutValue({
        coupon: single,
        states: ['open'],
        chances: [{ win: 0.8, lose: 0.2 }],
        marginBasisPoints: 0,
      }),
    ).toBe(1_600);
  });

  it('prices from the current odds with their margin taken out', () => {
    // Current market 1.90 / 1.90 is 50/50 fair; the single was taken at 2.50.
    const chances = chancesFromOdds([190, 190], 0);
    expect(chances.win).toBeCloseTo(0.5, 12);
    const single = coupon({ kind: 'single' }, [250]);
    expect(
      cashOutValue({
        coupon: single,
        states: ['open'],
        chances: [chances],
        marginBasisPoints: 500,
      }),
    ).toBe(1_187);
    // 1X2 at 2.29 / 3.54 / 2.92 (6% margin): home is 0.4167 fair.
    const home = chancesFromOdds([229, 354, 292], 0).win as number;
    expect(home).toBeCloseTo(100 / 229 - (100 / 229 + 100 / 354 + 100 / 292 - 1) / 3, 12);
  });

  it('an accumulator with one leg won and two open', () => {
    const acca = coupon({ kind: 'combination' }, [150, 200, 180]);
    const value = cashOutValue({
      coupon: acca,
      states: ['win', 'open', 'open'],
      chances: [null, { win: 0.6, lose: 0.4 }, even],
      marginBasisPoints: 0,
    });
    expect(value).toBe(Math.floor(5_400 * 0.6 * 0.5)); // 1,620
  });

  it('an open leg that can push counts its void as 1.00', () => {
    const asian = coupon({ kind: 'single' }, [190]);
    const chances = { win: 0.4, void: 0.3, lose: 0.3 };
    expect(
      cashOutValue({ coupon: asian, states: ['open'], chances: [chances], marginBasisPoints: 0 }),
    ).toBe(Math.floor(1_000 * (0.4 * 1.9 + 0.3)));
  });

  it('a system counts its settled lines at their payout', () => {
    const twoOfThree = coupon({ kind: 'system', sizes: [2] }, [150, 200, 250]);
    const value = cashOutValue({
      coupon: twoOfThree,
      states: ['win', 'win', 'open'],
      chances: [null, null, even],
      marginBasisPoints: 0,
    });
    expect(value).toBe(3_000 + 0.5 * (3_750 + 5_000));
  });

  it('values a capped coupon at the capped payout', () => {
    const single = coupon({ kind: 'single' }, [1_000], 100_000, 500_000);
    const value = cashOutValue({
      coupon: single,
      states: ['open'],
      chances: [{ win: 0.2, lose: 0.8 }],
      marginBasisPoints: 0,
    });
    expect(value).toBe(100_000); // 0.2 × 500,000, not 0.2 × 1,000,000
  });

  it('many open legs: line by line, never above the exact value', () => {
    const legs = 18;
    expect(2 ** legs).toBeGreaterThan(CASH_OUT_ENUMERATION_LIMIT);
    const acca = coupon({ kind: 'combination' }, Array(legs).fill(130), 100);
    const chance = { win: 0.75, lose: 0.25 };
    const value = cashOutValue({
      coupon: acca,
      states: Array(legs).fill('open'),
      chances: Array(legs).fill(chance),
      marginBasisPoints: 0,
    });
    const exact = Math.floor(100 * 1.3 ** legs) * 0.75 ** legs;
    expect(value).toBeLessThanOrEqual(exact);
    // Less than a kuruş for the line's rounding, and the offer's own rounding down.
    expect(value).toBeGreaterThan(exact - 2);
  });

  it('offers nothing on a closed or lost coupon, or without current chances', () => {
    const acca = coupon({ kind: 'combination' }, [150, 200]);
    const offer = (states: ('open' | 'win' | 'lose')[], chances: OutcomeChances[] = [even, even]) =>
      cashOutValue({ coupon: acca, states, chances, marginBasisPoints: 500 });
    expect(offer(['win', 'win'])).toBeNull();
    expect(offer(['lose', 'open'])).toBeNull();
    expect(offer(['open', 'open'], [even, { win: 0.5 }])).toBeNull();
    expect(() =>
      cashOutValue({
        coupon: acca,
        states: ['open', 'open'],
        chances: [even, even],
        marginBasisPoints: -5,
      }),
    ).toThrow(RangeError);
  });
});
