import { DICE_PICKS } from '@lale/games/dice';
import { describe, expect, it } from 'vitest';
import { diceText, formatOdds, pickLabel, secondsUntil } from './text.ts';

describe('dice room text', () => {
  it('names every pick in Turkish and English', () => {
    for (const lang of ['tr', 'en'] as const)
      for (const pick of DICE_PICKS) {
        const label = pickLabel(diceText[lang], pick);
        expect(label, `${lang} ${pick}`).not.toBe(pick);
        expect(label.length).toBeGreaterThan(0);
      }
    expect(pickLabel(diceText.tr, 'total-8')).toBe('Toplam 8');
    expect(pickLabel(diceText.en, 'under')).toBe('Under 7');
  });

  it('shows odds with the language decimal mark and counts whole seconds down', () => {
    expect(formatOdds(232, 'tr')).toBe('2,32');
    expect(formatOdds(3492, 'en')).toBe('34.92');
    expect(secondsUntil(11_001)).toBe(12);
    expect(secondsUntil(-5)).toBe(0);
  });
});
