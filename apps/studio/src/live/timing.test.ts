import { describe, expect, it } from 'vitest';
import { countdownAt, drawLengthMs, phaseElapsedMs } from './timing.ts';

const timing = {
  bettingMs: 15_000,
  noMoreBetsMs: 1_000,
  drawMs: 9_000,
  resultMs: 5_000,
  decisionMs: null,
};

describe('the countdown from server time', () => {
  it('counts from the phase deadline on the server clock, whatever the local clock says', () => {
    const clock = { phase: 'betting' as const, phaseEndsAt: 100_000, result: null };
    expect(countdownAt(clock, timing, 92_500)).toEqual({
      remainingMs: 7_500,
      seconds: 8,
      fraction: 0.5,
    });
    expect(countdownAt(clock, timing, 101_000)).toEqual({
      remainingMs: 0,
      seconds: 0,
      fraction: 0,
    });
  });

  it('an idle table has no countdown', () => {
    expect(countdownAt({ phase: 'idle', phaseEndsAt: null, result: null }, timing, 0)).toBeNull();
  });

  it('a money wheel spins once more per multiplier', () => {
    const result = {
      game: 'money-wheel' as const,
      wheel: {
        stops: [13, 27, 4],
        multipliers: [2 as const, 7 as const],
        number: 1 as const,
        multiplier: 14,
      },
    };
    expect(drawLengthMs(result, timing)).toBe(27_000);
    const clock = { phase: 'draw' as const, phaseEndsAt: 100_000, result };
    expect(phaseElapsedMs(clock, timing, 100_000 - 27_000 + 9_500)).toBe(9_500);
  });
});
