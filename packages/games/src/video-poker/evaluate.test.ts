import { describe, expect, it } from 'vitest';
import { evaluateHand, handIndex } from './evaluate.ts';
import { VIDEO_POKER_HANDS } from './paytable.ts';
import { cards } from './test-cards.ts';

describe('video poker hand evaluation', () => {
  it.each([
    ['Ts Js Qs Ks As', 'royalFlush'],
    ['Ah Kh Qh Jh Th', 'royalFlush'],
    ['9d Td Jd Qd Kd', 'straightFlush'],
    ['Ac 2c 3c 4c 5c', 'straightFlush'],
    ['7s 7h 7d 7c 2s', 'fourOfAKind'],
    ['As Ah Ad Ac Ks', 'fourOfAKind'],
    ['3s 3h 3d 9c 9s', 'fullHouse'],
    ['2h 7h 9h Jh Ah', 'flush'],
    ['5s 6h 7d 8c 9s', 'straight'],
    ['As 2h 3d 4c 5s', 'straight'],
    ['Ts Jh Qd Kc As', 'straight'],
    ['8s 8h 8d Kc 2s', 'threeOfAKind'],
    ['4s 4h 9d 9c Ks', 'twoPair'],
    ['2s 2h 3d 3c As', 'twoPair'],
    ['Js Jh 3d 7c 9s', 'jacksOrBetter'],
    ['As Ah 3d 7c 9s', 'jacksOrBetter'],
    ['Ts Th 3d 7c Ks', 'nothing'],
    ['2s 2h 5d 7c 9s', 'nothing'],
    ['Ks Ah 2d 3c 4s', 'nothing'],
    ['Qs Kh Ad 2c 3s', 'nothing'],
    ['As Kh Qd Jc 9s', 'nothing'],
  ])('%s is %s', (hand, expected) => {
    expect(evaluateHand(cards(hand))).toBe(expected);
  });

  it('refuses anything but five distinct cards', () => {
    expect(() => evaluateHand(cards('As Ks Qs Js'))).toThrow(RangeError);
    expect(() => evaluateHand(cards('As As Qs Js Ts'))).toThrow(RangeError);
  });

  it('finds the classic counts of every hand over all 2,598,960 deals', () => {
    const counts = new Array<number>(VIDEO_POKER_HANDS.length).fill(0);
    for (let a = 0; a < 48; a++)
      for (let b = a + 1; b < 49; b++)
        for (let c = b + 1; c < 50; c++)
          for (let d = c + 1; d < 51; d++)
            for (let e = d + 1; e < 52; e++) counts[handIndex(a, b, c, d, e)]! += 1;
    expect(Object.fromEntries(VIDEO_POKER_HANDS.map((hand, i) => [hand, counts[i]]))).toEqual({
      royalFlush: 4,
      straightFlush: 36,
      fourOfAKind: 624,
      fullHouse: 3_744,
      flush: 5_108,
      straight: 10_200,
      threeOfAKind: 54_912,
      twoPair: 123_552,
      // Four ranks (J, Q, K, A) of the 1,098,240 one-pair hands.
      jacksOrBetter: 337_920,
      nothing: 2_598_960 - 4 - 36 - 624 - 3_744 - 5_108 - 10_200 - 54_912 - 123_552 - 337_920,
    });
  });
});
