import { beforeAll, describe, expect, it } from 'vitest';
import { handIndex } from './evaluate.ts';
import { exactVideoPokerRtp, holdValues, subsetPays, type SubsetPays } from './exact-rtp.ts';
import { maxCoinPaysPerCoin, VIDEO_POKER_RTP } from './paytable.ts';
import { cards } from './test-cards.ts';

const PAYS = maxCoinPaysPerCoin();

/** Every draw of a hold, evaluated one by one: the slow way the fast one must agree with. */
function bruteForceValue(dealt: number[], held: number): number {
  const kept = dealt.filter((_, i) => held & (1 << i));
  const stub = [...Array(52).keys()].filter((c) => !dealt.includes(c));
  const need = 5 - kept.length;
  let total = 0;
  let count = 0;
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === need) {
      const [a, b, c, d, e] = [...kept, ...chosen] as [number, number, number, number, number];
      total += PAYS[handIndex(a, b, c, d, e)]!;
      count += 1;
      return;
    }
    for (let i = start; i < stub.length; i++) pick(i + 1, [...chosen, stub[i]!]);
  };
  pick(0, []);
  return total / count;
}

const best = (values: number[]) => values.indexOf(Math.max(...values));
const holdOf = (...positions: number[]) => positions.reduce((m, p) => m | (1 << p), 0);

describe('video poker exact return', () => {
  it('is 99.5439% under the optimal strategy, enumerated over every deal and hold', () => {
    const exact = exactVideoPokerRtp();
    expect(Number.isSafeInteger(exact.numerator)).toBe(true);
    expect(exact.numerator).toBe(19_842_315_923_796);
    expect(exact.denominator).toBe(2_598_960 * 7_669_695);
    expect(exact.rtp.toFixed(6)).toBe(VIDEO_POKER_RTP.toFixed(6));
    expect(exact.rtp).toBeCloseTo(0.99543904, 8);
  }, 120_000);

  describe('each hold of a deal', () => {
    let tables: SubsetPays;
    beforeAll(() => {
      tables = subsetPays(PAYS);
    }, 60_000);

    it('values every hold as counting each draw would', () => {
      const dealt = cards('Kh Qh 7c Jh 2s');
      const values = holdValues(tables, dealt, PAYS);
      for (let held = 0; held < 32; held++)
        expect(values[held]).toBeCloseTo(bruteForceValue(dealt, held), 9);
      for (const other of [cards('9s 9d Ts Jd 4c'), cards('As Ks Qs Js 3h')]) {
        const fast = holdValues(tables, other, PAYS);
        for (let held = 0; held < 32; held++)
          if ((held.toString(2).match(/1/g) ?? []).length >= 2)
            expect(fast[held]).toBeCloseTo(bruteForceValue(other, held), 9);
      }
    }, 60_000);

    it('holds a dealt royal, and breaks a flush for four to the royal', () => {
      expect(holdValues(tables, cards('Ts Js Qs Ks As'), PAYS)[31]).toBe(800);
      const flush = cards('Kh Qh 2h Jh Th');
      const values = holdValues(tables, flush, PAYS);
      expect(best(values)).toBe(holdOf(0, 1, 3, 4));
      expect(values[holdOf(0, 1, 3, 4)]).toBeGreaterThan(values[31]!);
      expect(values[31]).toBe(6);
    });

    it('keeps a low pair over high cards', () => {
      const values = holdValues(tables, cards('5s 5d Kc Qh 9s'), PAYS);
      expect(best(values)).toBe(holdOf(0, 1));
      expect(values[holdOf(0, 1)]).toBeCloseTo(0.8237, 4);
    });
  });
});
