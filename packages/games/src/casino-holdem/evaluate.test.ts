import { describe, expect, it } from 'vitest';
import { shuffle } from '../fair/shuffle.ts';
import { FastSource } from '../simulation/fast-source.ts';
import { ORDERED_DECK } from './cards.ts';
import { categoryOf, handScore, HAND_CATEGORIES } from './evaluate.ts';
import { bestFive } from './best-five.ts';
import { card } from './test-deck.ts';

const score = (names: string) => handScore(names.split(' ').map(card));

describe('hand evaluator', () => {
  it('sorts all 2,598,960 five-card hands into the known category counts', () => {
    const counts = new Map<string, number>();
    const hand = [0, 0, 0, 0, 0];
    for (let a = 0; a < 52; a++) {
      hand[0] = a;
      for (let b = a + 1; b < 52; b++) {
        hand[1] = b;
        for (let c = b + 1; c < 52; c++) {
          hand[2] = c;
          for (let d = c + 1; d < 52; d++) {
            hand[3] = d;
            for (let e = d + 1; e < 52; e++) {
              hand[4] = e;
              const category = categoryOf(handScore(hand));
              counts.set(category, (counts.get(category) ?? 0) + 1);
            }
          }
        }
      }
    }
    expect(HAND_CATEGORIES.map((category) => counts.get(category))).toEqual([
      1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4,
    ]);
  });

  it('scores seven cards as the best five of them', () => {
    const source = new FastSource(77);
    for (let i = 0; i < 20_000; i++) {
      const seven = shuffle(source, ORDERED_DECK).slice(0, 7);
      let best = 0;
      for (let skipA = 0; skipA < 7; skipA++) {
        for (let skipB = skipA + 1; skipB < 7; skipB++) {
          best = Math.max(best, handScore(seven.filter((_, k) => k !== skipA && k !== skipB)));
        }
      }
      expect(handScore(seven)).toBe(best);
    }
  });

  it('orders hands by category, then by the ranks that break ties', () => {
    const ascending = [
      'Ks Qh 9d 7c 3s 2h 4d', // king high
      'As Qh 9d 7c 3s 2h 4d', // ace high
      '4s 4h 9d 7c 3s 2h Kd', // fours, king kicker
      '4s 4h 9d 7c Ts 2h Kd', // fours, king, ten
      '9s 9h 4d 4c Ks 2h 3d', // nines and fours
      '9s 9h 4d 4c As 2h 3d', // nines and fours, ace kicker
      'Ts Th 4d 4c 2s 2h 3d', // three pairs: tens and fours, a three kicker
      '7s 7h 7d Kc 2s 3h 9d', // trip sevens
      'As 2h 3d 4c 5s 9h Kd', // the wheel
      '2s 3h 4d 5c 6s 9h Kd', // six high straight
      'Ts Jh Qd Kc As 2h 2d', // ace high straight
      '2h 7h 9h Jh Kh Ac Ad', // flush beats a pair of aces
      '7s 7h 7d 2c 2s 3h 9d', // sevens full of twos
      '7s 7h 7d 9c 9s 9h 2d', // two trips: nines full of sevens
      'Qs Qh Qd Qc 2s 3h 9d', // four queens, nine kicker
      'As 2s 3s 4s 5s Kh Kd', // steel wheel
      'Th Jh Qh Kh Ah 2s 2d', // royal flush
    ].map(score);
    expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
    expect(new Set(ascending).size).toBe(ascending.length);
    expect(categoryOf(ascending[15]!)).toBe('straightFlush');
    expect(categoryOf(ascending[16]!)).toBe('royalFlush');
    expect(categoryOf(ascending[13]!)).toBe('fullHouse');
  });

  it('ties hands of equal value whatever the suits or unused cards', () => {
    expect(score('As Ad Kc Qh 9s 2d 3c')).toBe(score('Ah Ac Ks Qd 9c 2h 4h'));
    expect(score('As Kd Qc Jh Ts 2d 3c')).toBe(score('Ah Kc Qs Jd Tc 4h 4c'));
  });
});

describe('best five', () => {
  it('picks the five cards that make the score', () => {
    const cards = '2h 7h 9h Jh Kh Ac Ad'.split(' ').map(card);
    expect(bestFive(cards)).toEqual(cards.slice(0, 5));
    const straight = 'Ts Jh 2d Qd Kc As 2h'.split(' ').map(card);
    expect(bestFive(straight).sort((a, b) => a - b)).toEqual(
      'Ts Jh Qd Kc As'
        .split(' ')
        .map(card)
        .sort((a, b) => a - b),
    );
    expect(() => bestFive([1, 2, 3])).toThrow(RangeError);
  });
});
