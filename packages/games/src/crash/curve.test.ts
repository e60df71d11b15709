import { describe, expect, it } from 'vitest';
import { elapsedForMultiplier, multiplierAt } from './curve.ts';

describe('flight curve', () => {
  it('starts at 1.00x and follows e^(0.00006 t)', () => {
    expect(multiplierAt(-5)).toBe(100);
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    expect(multiplierAt(38_376)).toBe(999);
    expect(multiplierAt(38_377)).toBe(1_000);
  });

  it('never decreases over the first 200 s, millisecond by millisecond', () => {
    let previous = multiplierAt(0);
    for (let t = 1; t <= 200_000; t++) {
      const current = multiplierAt(t);
      if (current < previous) expect.fail(`multiplierAt(${t}) = ${current} < ${previous}`);
      previous = current;
    }
  });

  it('inverts exactly: the first millisecond reaching every multiplier up to 10,000x', () => {
    let previous = 0;
    for (let m = 101; m <= 1_000_000; m++) {
      const t = elapsedForMultiplier(m);
      if (multiplierAt(t) < m || (t > 0 && multiplierAt(t - 1) >= m) || t < previous) {
        expect.fail(`elapsedForMultiplier(${m}) = ${t}`);
      }
      previous = t;
    }
    expect(elapsedForMultiplier(100)).toBe(0);
    expect(elapsedForMultiplier(1_000_000)).toBe(153_506);
  });

  it('refuses what is not a whole number of hundredths', () => {
    expect(() => elapsedForMultiplier(150.5)).toThrow(RangeError);
    expect(() => multiplierAt(Number.NaN)).toThrow(RangeError);
  });
});
