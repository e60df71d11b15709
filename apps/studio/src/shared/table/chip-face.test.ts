import { describe, expect, it } from 'vitest';
import { chipFace, chipTone } from './chip-face.ts';

describe('chip faces', () => {
  it('show short lira amounts in the page language', () => {
    expect(chipFace(100, 'tr')).toBe('1');
    expect(chipFace(250, 'tr')).toBe('2,5');
    expect(chipFace(250, 'en')).toBe('2.5');
    expect(chipFace(250_000, 'en')).toBe('2.5K');
    expect(chipFace(100_000_000, 'en')).toBe('1M');
  });

  it('a stack on a spot takes the colour of the largest rack chip it reaches', () => {
    const rack = [100, 500, 1_000];
    expect(chipTone(500, rack)).toBe('red');
    expect(chipTone(700, rack)).toBe('red');
    expect(chipTone(5_000, rack)).toBe('blue');
  });
});
