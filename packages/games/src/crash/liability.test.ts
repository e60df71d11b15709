import { describe, expect, it } from 'vitest';
import { forcedCashoutMultiplier, roundLiability } from './liability.ts';

describe('round liability and forced cash-out', () => {
  it('adds floored payouts to what was already paid', () => {
    expect(roundLiability([1_000, 333], 50, 150)).toBe(50 + 1_500 + 499);
  });

  it('needs no forced cash-out while the cap multiplier stays within the limit', () => {
    const input = { ridingStakes: [100, 200], paidOut: 0, maxMultiplierHundredths: 1_000_000 };
    expect(forcedCashoutMultiplier({ ...input, maxRoundPayout: 3_000_000 })).toBeNull();
    expect(forcedCashoutMultiplier({ ...input, maxRoundPayout: 2_999_999 })).toBe(999_999);
  });

  it('forces at the highest multiplier whose total payout fits', () => {
    const input = {
      ridingStakes: [10_000, 25_000, 333],
      paidOut: 40_000,
      maxRoundPayout: 1_000_000,
      maxMultiplierHundredths: 1_000_000,
    };
    const forced = forcedCashoutMultiplier(input)!;
    expect(roundLiability(input.ridingStakes, input.paidOut, forced)).toBeLessThanOrEqual(
      1_000_000,
    );
    expect(roundLiability(input.ridingStakes, input.paidOut, forced + 1)).toBeGreaterThan(
      1_000_000,
    );
    expect(forced).toBe(2_717); // 999,997 at 27.17x, 1,000,350 at 27.18x
  });

  it('hands the stakes back at once when nothing above 1.00x fits', () => {
    const input = { ridingStakes: [1_000], paidOut: 0, maxMultiplierHundredths: 10_000 };
    expect(forcedCashoutMultiplier({ ...input, maxRoundPayout: 1_009 })).toBe(100);
    expect(forcedCashoutMultiplier({ ...input, maxRoundPayout: 1_010 })).toBe(101);
  });
});
