import { describe, expect, it } from 'vitest';
import { chipValues, countdown, slipTotal, togglePick } from './slip.ts';

describe('the Bet On Games slip', () => {
  it('adds a pick at the chip stake and takes it off on a second tap', () => {
    const red = { type: 'colour', selection: 'red' };
    const one = togglePick([], red, 500);
    expect(one).toEqual([{ ...red, stake: 500 }]);
    const two = togglePick(one, { type: 'number', selection: '7' }, 1_000);
    expect(slipTotal(two)).toBe(1_500);
    expect(togglePick(two, red, 2_000)).toEqual([{ type: 'number', selection: '7', stake: 1_000 }]);
  });

  it('offers chips from the game minimum up to its maximum', () => {
    expect(chipValues(100, 100_000)).toEqual([100, 500, 1_000, 2_500, 5_000, 10_000]);
    expect(chipValues(300, 1_000)).toEqual([300, 500, 1_000]);
  });

  it('counts down in minutes and seconds, never below zero', () => {
    expect(countdown(125_000)).toBe('2:05');
    expect(countdown(400)).toBe('0:01');
    expect(countdown(-5)).toBe('0:00');
  });
});
