import { describe, expect, it } from 'vitest';
import { RECIPES, soundLength, type SoundName } from './recipes.ts';

describe('sound recipes', () => {
  it('keeps every effect short and audible but below clipping', () => {
    for (const name of Object.keys(RECIPES) as SoundName[]) {
      expect(soundLength(name)).toBeGreaterThan(0.02);
      expect(soundLength(name)).toBeLessThan(1.5);
      for (const layer of RECIPES[name]) {
        expect(layer.gain).toBeGreaterThan(0);
        expect(layer.gain).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('makes a big win last longer than a win', () => {
    expect(soundLength('bigWin')).toBeGreaterThan(soundLength('win'));
  });
});
