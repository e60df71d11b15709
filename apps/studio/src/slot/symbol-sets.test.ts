import { describe, expect, it } from 'vitest';
import { SYMBOL_SET_COUNT, symbolSetOf } from './symbol-sets.ts';

const look = (id: number) => JSON.stringify(symbolSetOf(id));

describe('each slot’s own symbol set', () => {
  it('differs between two slots of one model, whatever spacing the catalogue gives their ids', () => {
    // The seeded catalogue draws each slot's model at random: two of one model may be neighbours.
    for (const step of [1, 2, 3, 4, 7])
      for (let id = 1; id < 400; id++) expect(look(id)).not.toBe(look(id + step));
  });

  it('gives a hundred slots of one model a hundred different looks', () => {
    const looks = new Set(Array.from({ length: SYMBOL_SET_COUNT }, (_, n) => look(10 + 3 * n)));
    expect(looks.size).toBe(SYMBOL_SET_COUNT);
  });

  it('is the same on every visit, and the plain drawing where no game is known', () => {
    expect(look(1234)).toBe(look(1234));
    expect(symbolSetOf(undefined)).toEqual(symbolSetOf(0));
    expect(symbolSetOf(undefined).plate).toBe('none');
    expect(symbolSetOf(undefined).cutShift).toBe(0);
  });
});
