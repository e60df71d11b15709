import { describe, expect, it } from 'vitest';
import { containsPattern, searchNameOf } from './search.ts';

describe('catalogue search', () => {
  it('folds Turkish letters, case and dots on both sides', () => {
    expect(searchNameOf({ tr: 'Şeker İstanbul', en: 'Sugar Istanbul' })).toBe(
      'seker istanbul sugar istanbul',
    );
    expect(containsPattern('SEKER')).toBe('%seker%');
    expect(containsPattern(' Güneş ')).toBe('%gunes%');
    expect(containsPattern('ÇIĞ')).toBe('%cig%');
  });

  it("escapes LIKE's wildcards and its escape character", () => {
    expect(containsPattern('50%_x\\')).toBe('%50\\%\\_x\\\\%');
  });

  it('refuses what folds to fewer than 3 characters', () => {
    expect(containsPattern('ab')).toBeNull();
    expect(containsPattern('\u0307\u0307\u0307')).toBeNull();
  });
});
