import { describe, expect, it } from 'vitest';
import { betSteps, snapBet, stepBet } from './bet-steps.ts';

describe('bet steps', () => {
  it('offers 1-2-5 steps between the limits, with both limits', () => {
    expect(betSteps(100, 10_000)).toEqual([100, 200, 500, 1000, 2000, 5000, 10_000]);
    expect(betSteps(150, 1200)).toEqual([150, 200, 500, 1000, 1200]);
  });

  it('never offers a bet outside the limits', () => {
    const steps = betSteps(1, 100_000_000);
    expect(steps[0]).toBe(1);
    expect(steps.at(-1)).toBe(100_000_000);
    expect(steps.every((step) => step >= 1 && step <= 100_000_000)).toBe(true);
  });

  it('moves one step and stops at the ends', () => {
    const steps = betSteps(100, 1000);
    expect(stepBet(200, steps, 1)).toBe(500);
    expect(stepBet(1000, steps, 1)).toBe(1000);
    expect(stepBet(100, steps, -1)).toBe(100);
    expect(snapBet(350, steps)).toBe(200);
    expect(snapBet(5, steps)).toBe(100);
  });
});
