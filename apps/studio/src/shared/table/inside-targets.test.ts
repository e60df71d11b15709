import { INSIDE_BET_TYPES } from '@lale/games/roulette/bet-types';
import { insidePlacements } from '@lale/games/roulette/coverage';
import { describe, expect, it } from 'vitest';
import { rouletteText } from '../../i18n/roulette.ts';
import { insideBetsOn } from '../../shared/ui/inside-bet-picker.tsx';
import { rouletteWireBet } from './roulette-spots.ts';
import { insideTargets, insideTargetSpot, type InsideTarget } from './inside-targets.ts';

const targets = insideTargets();

function at(along: number, across: number): InsideTarget | undefined {
  return targets.find((target) => target.along === along && target.across === across);
}

describe('inside-bet targets on the live roulette layout', () => {
  it('the line between 17 and 20 is the split 17-20, sent as the contract bet', () => {
    const target = at(6, 1.5);
    expect(target).toMatchObject({ type: 'split', numbers: [17, 20] });
    expect(rouletteWireBet(insideTargetSpot(target!), 100)).toEqual({
      type: 'split',
      selection: [17, 20],
      amount: 100,
    });
  });

  it('the line between 16 and 17 is a split, their shared corner with 19 and 20 a corner', () => {
    expect(at(5.5, 1)).toMatchObject({ type: 'split', numbers: [16, 17] });
    const corner = at(6, 1);
    expect(corner).toMatchObject({ type: 'corner', numbers: [16, 17, 19, 20] });
    expect(rouletteWireBet(insideTargetSpot(corner!), 500)).toEqual({
      type: 'corner',
      selection: [16, 17, 19, 20],
      amount: 500,
    });
  });

  it('the outer edge takes the street of its row and the six line between two rows', () => {
    expect(at(5.5, 0)).toMatchObject({ type: 'street', numbers: [16, 17, 18] });
    expect(at(6, 0)).toMatchObject({ type: 'sixLine', numbers: [16, 17, 18, 19, 20, 21] });
    expect(at(12, 0)).toBeUndefined();
  });

  it('the zero line takes its splits, the two trios and the first four', () => {
    expect(at(0, 2.5)).toMatchObject({ type: 'split', numbers: [0, 3] });
    expect(at(0, 1)).toMatchObject({ type: 'trio', numbers: [0, 1, 2] });
    expect(at(0, 2)).toMatchObject({ type: 'trio', numbers: [0, 2, 3] });
    expect(at(0, 0)).toMatchObject({ type: 'firstFour', numbers: [0, 1, 2, 3] });
  });

  it('every inside bet the games package accepts has exactly one target, and nothing else does', () => {
    const expected = INSIDE_BET_TYPES.filter((type) => type !== 'straight')
      .flatMap((type) => insidePlacements(type).map((numbers) => `${type}:${numbers.join('-')}`))
      .sort();
    const spots = targets.map(insideTargetSpot).sort();
    expect(spots).toEqual(expected);
    const places = new Set(targets.map((target) => `${target.along}/${target.across}`));
    expect(places.size).toBe(targets.length);
  });

  it('the keyboard picker offers the bets around a number under their tr/en names', () => {
    const around17 = insideBetsOn(17).map(insideTargetSpot);
    expect(around17).toContain('split:17-20');
    expect(around17).toContain('corner:16-17-19-20');
    expect(around17).toContain('street:16-17-18');
    expect(around17).not.toContain('straight:17');
    expect(rouletteText.tr.insideBet('split', [17, 20])).toBe('Bölünmüş 17-20');
    expect(rouletteText.en.insideBet('split', [17, 20])).toBe('Split 17-20');
    expect(rouletteText.en.insideBet('corner', [16, 17, 19, 20])).toBe('Corner 16-17-19-20');
  });
});
