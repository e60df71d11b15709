import { describe, expect, it } from 'vitest';
import { formatLine, formatOdds, oddsDirection } from './format-odds.ts';

describe('decimal odds from hundredths', () => {
  it.each([
    [185, '1.85'],
    [101, '1.01'],
    [200, '2.00'],
    [1050, '10.50'],
    [100_000, '1000.00'],
    [107, '1.07'],
  ])('%i reads %s', (odds, text) => {
    expect(formatOdds(odds)).toBe(text);
  });

  it('never shows a float artefact', () => {
    for (let odds = 101; odds < 2_000; odds++) expect(formatOdds(odds)).toMatch(/^\d+\.\d\d$/);
  });
});

describe('market lines', () => {
  it('writes decimals the Turkish way in Turkish', () => {
    expect(formatLine(2.5, 'tr')).toBe('2,5');
    expect(formatLine(2.5, 'en')).toBe('2.5');
    expect(formatLine(0.25, 'tr')).toBe('0,25');
  });

  it('signs handicaps', () => {
    expect(formatLine(-1.5, 'tr', true)).toBe('-1,5');
    expect(formatLine(1, 'en', true)).toBe('+1');
    expect(formatLine(0, 'en', true)).toBe('0');
    expect(formatLine(-1, 'en')).toBe('-1');
  });
});

describe('odds moves', () => {
  it('says up, down or nothing', () => {
    expect(oddsDirection(185, 190)).toBe('up');
    expect(oddsDirection(185, 170)).toBe('down');
    expect(oddsDirection(185, 185)).toBeNull();
    expect(oddsDirection(null, 185)).toBeNull();
  });
});
