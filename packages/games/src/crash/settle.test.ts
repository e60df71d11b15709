import { describe, expect, it } from 'vitest';
import { cashoutPayout, halfCashoutPortion, settleCrashBet } from './settle.ts';

const CRASH = 250;

describe('settleCrashBet', () => {
  it.each([
    [
      'manual cash-out before the crash wins',
      [{ portion: 1_000, atHundredths: 249 }],
      null,
      2_490,
      'cashed_out',
    ],
    ['auto cash-out below the crash point wins', [], 200, 2_000, 'cashed_out'],
    ['auto cash-out at exactly the crash point wins', [], 250, 2_500, 'cashed_out'],
    ['auto cash-out above the crash point loses', [], 251, 0, 'lost'],
    [
      'a cash-out recorded above the crash point loses',
      [{ portion: 1_000, atHundredths: 300 }],
      null,
      0,
      'lost',
    ],
    ['no cash-out loses', [], null, 0, 'lost'],
    [
      'half cashed out, the rest auto cashed out',
      [{ portion: 500, atHundredths: 150 }],
      240,
      750 + 1_200,
      'cashed_out',
    ],
    [
      'half cashed out, the rest lost',
      [{ portion: 500, atHundredths: 150 }],
      300,
      750,
      'partly_cashed_out',
    ],
    [
      'half cashed out, the rest manual too',
      [
        { portion: 500, atHundredths: 150 },
        { portion: 500, atHundredths: 220 },
      ],
      null,
      750 + 1_100,
      'cashed_out',
    ],
  ] as const)('%s', (_, cashouts, auto, payout, status) => {
    const result = settleCrashBet({
      stake: 1_000,
      cashouts,
      crashPointHundredths: CRASH,
      autoCashoutHundredths: auto,
    });
    expect(result.payout).toBe(payout);
    expect(result.status).toBe(status);
    expect(result.legs.reduce((sum, leg) => sum + leg.portion, 0)).toBe(1_000);
  });

  it('loses everything on an instant crash at 1.00x', () => {
    const result = settleCrashBet({
      stake: 500,
      cashouts: [],
      crashPointHundredths: 100,
      autoCashoutHundredths: 101,
    });
    expect(result).toEqual({
      payout: 0,
      status: 'lost',
      legs: [{ portion: 500, atHundredths: null, payout: 0 }],
    });
  });

  it('floors each leg to whole kuruş and halves odd stakes down', () => {
    expect(halfCashoutPortion(1_001)).toBe(500);
    expect(() => halfCashoutPortion(1)).toThrow(RangeError);
    expect(cashoutPayout(333, 157)).toBe(522); // 522.81
    const result = settleCrashBet({
      stake: 1_001,
      cashouts: [{ portion: 500, atHundredths: 157 }],
      crashPointHundredths: 1_000,
      autoCashoutHundredths: 333,
    });
    expect(result.legs).toEqual([
      { portion: 500, atHundredths: 157, payout: 785 },
      { portion: 501, atHundredths: 333, payout: 1_668 }, // 1668.33
    ]);
  });

  it('refuses impossible histories', () => {
    const base = { stake: 1_000, crashPointHundredths: 500, autoCashoutHundredths: null };
    const refuse = (
      cashouts: { portion: number; atHundredths: number }[],
      auto: number | null = null,
    ) =>
      expect(() => settleCrashBet({ ...base, cashouts, autoCashoutHundredths: auto })).toThrow(
        RangeError,
      );
    refuse([{ portion: 1_001, atHundredths: 200 }]);
    refuse([
      { portion: 600, atHundredths: 200 },
      { portion: 600, atHundredths: 300 },
    ]);
    refuse([{ portion: 500, atHundredths: 100 }]);
    refuse([
      { portion: 500, atHundredths: 300 },
      { portion: 500, atHundredths: 200 },
    ]);
    refuse([{ portion: 500, atHundredths: 200 }], 200);
    refuse([{ portion: 0, atHundredths: 200 }]);
    expect(() => settleCrashBet({ ...base, stake: 0, cashouts: [] })).toThrow(RangeError);
  });
});
