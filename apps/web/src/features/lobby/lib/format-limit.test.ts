import { describe, expect, it } from 'vitest';
import { formatLimit } from './format-limit.ts';

const NBSP = '\u00a0';

describe('a live table limit', () => {
  it('is written in lira as the site writes money in each language', () => {
    expect(formatLimit(5_000_000, 'tr')).toBe('₺50.000');
    expect(formatLimit(5_000_000, 'en')).toBe(`TRY${NBSP}50,000`);
  });

  it('keeps kuruş only when the amount has them', () => {
    expect(formatLimit(1_000, 'tr')).toBe('₺10');
    expect(formatLimit(250, 'tr')).toBe('₺2,50');
    expect(formatLimit(250, 'en')).toBe(`TRY${NBSP}2.50`);
  });
});
