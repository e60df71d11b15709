import { describe, expect, it } from 'vitest';
import { DICE_PICKS, diceOdds, diceReturn, diceWins, type DicePick } from './bets.ts';
import { diceExactRtp } from './exact-rtp.ts';

/** Each pick's published odds (hundredths) and how many of the 36 rolls win it, by hand. */
const TABLE: Record<DicePick, { odds: number; ways: number }> = {
  under: { odds: 232, ways: 15 },
  seven: { odds: 582, ways: 6 },
  over: { odds: 232, ways: 15 },
  doubles: { odds: 582, ways: 6 },
  'total-2': { odds: 3492, ways: 1 },
  'total-3': { odds: 1746, ways: 2 },
  'total-4': { odds: 1164, ways: 3 },
  'total-5': { odds: 873, ways: 4 },
  'total-6': { odds: 698, ways: 5 },
  'total-7': { odds: 582, ways: 6 },
  'total-8': { odds: 698, ways: 5 },
  'total-9': { odds: 873, ways: 4 },
  'total-10': { odds: 1164, ways: 3 },
  'total-11': { odds: 1746, ways: 2 },
  'total-12': { odds: 3492, ways: 1 },
};

describe('dice odds', () => {
  it('every pick returns exactly its odds × its chance over the 36 rolls: 96.67% to 97%', () => {
    for (const pick of DICE_PICKS) {
      // The 36 rolls, each paying the stake of 100 times the odds when the pick wins.
      let returned = 0;
      let won = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) {
          returned += diceReturn(pick, 100, [a, b]);
          if (diceWins(pick, [a, b])) won += 1;
        }
      expect(won, pick).toBe(TABLE[pick].ways);
      expect(diceOdds(pick), pick).toBe(TABLE[pick].odds);
      expect(returned, pick).toBe(TABLE[pick].ways * TABLE[pick].odds);
      expect(diceExactRtp(pick), pick).toEqual({ num: returned, den: 3600 });
      // Between 96.6% and the 97% a 3% house edge leaves (rounding down only ever takes more).
      expect(returned * 1000, pick).toBeGreaterThanOrEqual(966 * 3600);
      expect(returned * 100, pick).toBeLessThanOrEqual(97 * 3600);
    }
  });

  it('prices exactly: under and over 3480/3600, seven and doubles 3492/3600, a total 2 3492/3600', () => {
    expect(diceExactRtp('under')).toEqual({ num: 3480, den: 3600 });
    expect(diceExactRtp('over')).toEqual({ num: 3480, den: 3600 });
    expect(diceExactRtp('seven')).toEqual({ num: 3492, den: 3600 });
    expect(diceExactRtp('doubles')).toEqual({ num: 3492, den: 3600 });
    expect(diceExactRtp('total-2')).toEqual({ num: 3492, den: 3600 });
    expect(diceExactRtp('total-6')).toEqual({ num: 3490, den: 3600 });
  });

  it('settles each pick from the two dice alone', () => {
    expect(diceWins('under', [2, 4])).toBe(true);
    expect(diceWins('under', [3, 4])).toBe(false);
    expect(diceWins('seven', [3, 4])).toBe(true);
    expect(diceWins('over', [3, 4])).toBe(false);
    expect(diceWins('over', [6, 2])).toBe(true);
    expect(diceWins('doubles', [5, 5])).toBe(true);
    expect(diceWins('doubles', [5, 4])).toBe(false);
    expect(diceWins('total-11', [5, 6])).toBe(true);
    expect(diceWins('total-11', [6, 6])).toBe(false);
    expect(diceReturn('under', 1_000, [1, 1])).toBe(2_320);
    expect(diceReturn('total-6', 333, [1, 5])).toBe(2_324);
    expect(diceReturn('seven', 1_000, [1, 1])).toBe(0);
  });
});
