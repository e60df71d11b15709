import { describe, expect, it } from 'vitest';
import type { Coupon, CouponType, LegState } from './coupon.ts';
import { linePayout, possiblePayout, settleCoupon } from './payout.ts';
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

describe('singles', () => {
  it.each([
    ['win at 1.85', 'win', 1_850],
    ['void', 'void', 1_000],
    ['loss', 'lose', 0],
    ['half win at 1.85 (half at the odds, half back)', 'half_win', 925 + 500],
    ['half loss', 'half_lose', 500],
  ] as const)('%s', (_, state, payout) => {
    const result = settleCoupon(coupon({ kind: 'single' }, [185]), [state]);
    expect(result.payout).toBe(payout);
    expect(result.status).toBe(state === 'void' ? 'void' : payout === 0 ? 'lost' : 'won');
  });

  it('pays each single on its own; the coupon stays open until the last one settles', () => {
    const singles = coupon({ kind: 'single' }, [185, 240, 130]);
    const open = settleCoupon(singles, ['win', 'lose', 'open']);
    expect(open).toMatchObject({ status: 'open', payout: null });
    expect(open.lines.map((l) => l.payout)).toEqual([1_850, 0, null]);
    expect(settleCoupon(singles, ['win', 'lose', 'void']).payout).toBe(1_850 + 0 + 1_000);
  });
});

describe('accumulators', () => {
  const acca = coupon({ kind: 'combination' }, [150, 200, 180]);

  it('multiplies the odds: 1.50 × 2.00 × 1.80 = 5.40', () => {
    expect(settleCoupon(acca, ['win', 'win', 'win'])).toMatchObject({
      status: 'won',
      payout: 5_400,
    });
    expect(possiblePayout(acca)).toBe(5_400);
  });

  it('counts a void leg as 1.00: 1.50 × 1.80 = 2.70', () => {
    expect(settleCoupon(acca, ['win', 'void', 'win']).payout).toBe(2_700);
    expect(possiblePayout(acca, ['open', 'void', 'open'])).toBe(2_700);
  });

  it('is lost at the first lost leg, even with legs still open', () => {
    expect(settleCoupon(acca, ['open', 'lose', 'open'])).toMatchObject({
      status: 'lost',
      payout: 0,
    });
  });

  it('with every leg void returns the stake', () => {
    expect(settleCoupon(acca, ['void', 'void', 'void'])).toMatchObject({
      status: 'void',
      payout: 1_000,
    });
  });

  it('rounds the line down once, in exact integers', () => {
    // 333 × 1.57 × 2.13 = 1113.5853; with a half win on a third leg at 1.91: × 1.455 = 1620.26...
    expect(
      settleCoupon(coupon({ kind: 'combination' }, [157, 213], 333), ['win', 'win']).payout,
    ).toBe(1_113);
    expect(linePayout(333, [157, 213, 191], ['win', 'win', 'half_win'])).toBe(1_620n);
    const long = coupon(
      { kind: 'combination' },
      Array(20).fill(100_000),
      1_000_000_000,
      5_000_000_000,
    );
    expect(settleCoupon(long, Array(20).fill('win')).payout).toBe(5_000_000_000);
  });

  it('caps the payout at the coupon’s maximum', () => {
    const capped = coupon({ kind: 'combination' }, [1_000, 500], 100_000, 2_500_000);
    expect(settleCoupon(capped, ['win', 'win']).payout).toBe(2_500_000);
    expect(possiblePayout(capped)).toBe(2_500_000);
  });
});

describe('system bets', () => {
  // 2/3 of 1.50, 2.00, 2.50 at 10 TL a line: lines 3.00, 3.75 and 5.00, 30 TL in all.
  const twoOfThree = coupon({ kind: 'system', sizes: [2] }, [150, 200, 250]);

  it.each([
    ['every leg wins', ['win', 'win', 'win'], [3_000, 3_750, 5_000], 'won'],
    ['the 2.50 loses', ['win', 'win', 'lose'], [3_000, 0, 0], 'won'],
    ['the 2.00 is void', ['win', 'void', 'win'], [1_500, 3_750, 2_500], 'won'],
    ['two lose', ['lose', 'win', 'lose'], [0, 0, 0], 'lost'],
    ['void and lose', ['void', 'lose', 'win'], [0, 2_500, 0], 'won'],
  ] as const)('2/3: %s', (_, states, lines, status) => {
    const result = settleCoupon(twoOfThree, states);
    expect(result.lines.map((l) => l.payout)).toEqual(lines);
    expect(result.payout).toBe(lines.reduce((a: number, b) => a + b, 0));
    expect(result.status).toBe(status);
  });

  it('3/4 with a void leg: the lines without it pay the product, those with it one leg less', () => {
    const threeOfFour = coupon({ kind: 'system', sizes: [3] }, [150, 200, 250, 300]);
    const states: LegState[] = ['win', 'void', 'win', 'win'];
    // ABC 1.5·2.5 = 3.75; ABD 1.5·3 = 4.5; ACD 1.5·2.5·3 = 11.25; BCD 2.5·3 = 7.5
    expect(settleCoupon(threeOfFour, states).lines.map((l) => l.payout)).toEqual([
      3_750, 4_500, 11_250, 7_500,
    ]);
    expect(possiblePayout(threeOfFour)).toBe(7_500 + 9_000 + 11_250 + 15_000);
  });

  it('2-3/4 plays both sizes: six doubles and four trebles', () => {
    const both = coupon({ kind: 'system', sizes: [2, 3] }, [200, 200, 200, 200], 100);
    const result = settleCoupon(both, ['win', 'win', 'win', 'lose']);
    // Doubles of the three winners: 3 × 4.00; treble of the winners: 8.00.
    expect(result.payout).toBe(3 * 400 + 800);
  });
});
