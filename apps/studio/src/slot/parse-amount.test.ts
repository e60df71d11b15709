import { describe, expect, it } from 'vitest';
import { parseLira } from './parse-amount.ts';

describe('an amount typed in lira', () => {
  it('reads Turkish and English writing as kuruş', () => {
    expect(parseLira('50')).toBe(5_000);
    expect(parseLira('12,50')).toBe(1_250);
    expect(parseLira('12.5')).toBe(1_250);
    expect(parseLira('1.250,75 ₺')).toBe(125_075);
  });

  it('is no limit when empty, and unreadable otherwise', () => {
    expect(parseLira('  ')).toBeNull();
    expect(parseLira('abc')).toBeNaN();
    expect(parseLira('-5')).toBeNaN();
    expect(parseLira('0')).toBeNaN();
    expect(parseLira('1,234')).toBeNaN();
  });
});
