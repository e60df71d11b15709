import { describe, expect, it } from 'vitest';
import { BET_ON_GAMES_TYPE_IDS, pickReturn, pickWins, type BetOnGamesPick } from './bet-types.ts';
import { everyPick, exactRtp, toNumber, winChance, type Fraction } from './exact-rtp.ts';

const same = (a: Fraction, num: number, den: number) => a.num * BigInt(den) === BigInt(num) * a.den;

describe('Bet On Games published odds', () => {
  it('every pick returns exactly what its odds and chance give, all between 92% and 94%', () => {
    const rtps = new Map(
      everyPick().map((pick) => [`${pick.type}:${pick.selection}`, exactRtp(pick)]),
    );
    // 7/42 × 5.60, 1/2 × 1.86, 1/3 × 2.80, 1/4 × 3.72, 7/13 × 1.72, 5/13 × 2.40, 3/13 × 4.00
    expect(same(rtps.get('number:17')!, 2800, 3000)).toBe(true);
    for (const key of ['first-parity:odd', 'first-parity:even', 'sum:over', 'sum:under'])
      expect(same(rtps.get(key)!, 93, 100)).toBe(true);
    for (const key of ['majority:odd', 'majority:even', 'colour:red', 'colour:black'])
      expect(same(rtps.get(key)!, 93, 100)).toBe(true);
    for (const key of ['first-third:low', 'first-third:middle', 'first-third:high'])
      expect(same(rtps.get(key)!, 280, 300)).toBe(true);
    for (const suit of ['spades', 'hearts', 'diamonds', 'clubs'])
      expect(same(rtps.get(`suit:${suit}`)!, 93, 100)).toBe(true);
    expect(same(rtps.get('rank:high')!, 7 * 172, 13 * 100)).toBe(true);
    expect(same(rtps.get('rank:low')!, 5 * 240, 13 * 100)).toBe(true);
    expect(same(rtps.get('picture:picture')!, 3 * 400, 13 * 100)).toBe(true);
    for (const [key, rtp] of rtps) {
      expect(toNumber(rtp), key).toBeGreaterThan(0.92);
      expect(toNumber(rtp), key).toBeLessThan(0.94);
    }
  });

  it('offers nine bet types, each number of 1–42 at one price', () => {
    expect(BET_ON_GAMES_TYPE_IDS).toHaveLength(9);
    expect(everyPick().filter((pick) => pick.type === 'number')).toHaveLength(42);
  });

  it('counts the sum and the odd majority exactly: both halves of all C(42,7) sets', () => {
    // The sets mirror under n → 43 − n: the sum 301 − s and (7 odd numbers is odd) the majority swap.
    const over = winChance({ type: 'sum', selection: 'over' });
    expect(over.den).toBe(26_978_328n);
    expect(over.num * 2n).toBe(over.den);
    const odd = winChance({ type: 'majority', selection: 'odd' });
    expect(odd.num * 2n).toBe(odd.den);
  });

  it('settles a draw for every type purely from the balls and the card', () => {
    // Balls 3, 40, 22, 17, 9, 31, 41 (sum 163, five odd); the card 25 is the king of hearts.
    const draw = { balls: [3, 40, 22, 17, 9, 31, 41], card: 25 };
    const wins = (type: string, selection: string) =>
      pickWins({ type, selection } as BetOnGamesPick, draw);
    expect(wins('number', '22')).toBe(true);
    expect(wins('number', '23')).toBe(false);
    expect(wins('first-parity', 'odd')).toBe(true);
    expect(wins('first-third', 'low')).toBe(true);
    expect(wins('sum', 'over')).toBe(true);
    expect(wins('majority', 'odd')).toBe(true);
    expect(wins('colour', 'red')).toBe(true);
    expect(wins('suit', 'diamonds')).toBe(false);
    expect(wins('rank', 'high')).toBe(true);
    expect(wins('rank', 'low')).toBe(false);
    expect(wins('picture', 'picture')).toBe(true);
    expect(pickReturn({ type: 'number', selection: '22' }, 333, draw)).toBe(1864);
    expect(pickReturn({ type: 'sum', selection: 'under' }, 333, draw)).toBe(0);
  });
});
