import { describe, expect, it } from 'vitest';
import { manualCashoutAt } from './manual-cashout.ts';

const at = (shown: number | null, more: Partial<Parameters<typeof manualCashoutAt>[0]> = {}) =>
  manualCashoutAt({ reached: 143, forcedCashout: null, shown, previous: null, ...more });

describe('a cash-out by hand', () => {
  it('is paid what the page showed when the server has reached it', () => {
    expect(at(131)).toBe(131);
    expect(at(143)).toBe(143);
  });

  it('is never paid more than the server has reached, nor past the forced cash-out', () => {
    expect(at(500)).toBe(143);
    expect(at(Number.MAX_SAFE_INTEGER)).toBe(143);
    expect(at(140, { forcedCashout: 120 })).toBe(120);
    expect(at(null, { forcedCashout: 120 })).toBe(120);
  });

  it('claims nothing: the server multiplier, as before', () => {
    expect(at(null)).toBe(143);
    expect(at(null, { reached: 100 })).toBe(101);
  });

  it('counts a claim below 1.01x or below the earlier half as that, within the server’s', () => {
    expect(at(1)).toBe(101);
    expect(at(100, { reached: 100 })).toBe(101);
    expect(at(110, { previous: 125 })).toBe(125);
    expect(at(110, { previous: 125, reached: 125 })).toBe(125);
  });

  it('never goes above the server’s own even when the forced cash-out is at 1.00x', () => {
    expect(at(150, { forcedCashout: 100 })).toBe(100);
    expect(at(null, { forcedCashout: 100 })).toBe(100);
  });
});
