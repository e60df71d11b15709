import { describe, expect, it } from 'vitest';
import { countUpDuration, countUpValue, winTier } from './count-up.ts';

describe('the win count-up', () => {
  it('starts at nothing, only rises, and lands on exactly the win', () => {
    let last = -1;
    for (let step = 0; step <= 100; step++) {
      const value = countUpValue(123_457, step / 100);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
    expect(countUpValue(123_457, 0)).toBe(0);
    expect(last).toBe(123_457);
    expect(countUpValue(123_457, 1.7)).toBe(123_457);
  });

  it('lasts longer for bigger wins and half as long in turbo', () => {
    expect(countUpDuration(0, 100, false)).toBe(0);
    expect(countUpDuration(5_000, 100, false)).toBeGreaterThan(countUpDuration(500, 100, false));
    expect(countUpDuration(5_000, 100, true)).toBe(countUpDuration(5_000, 100, false) / 2);
  });

  it('celebrates by the multiple of the stake', () => {
    expect(winTier(0, 100)).toBe('none');
    expect(winTier(1_400, 100)).toBe('win');
    expect(winTier(1_500, 100)).toBe('big');
    expect(winTier(4_000, 100)).toBe('mega');
    expect(winTier(10_000, 100)).toBe('epic');
  });
});
