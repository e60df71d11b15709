import { describe, expect, it } from 'vitest';
import { callOrder } from './calls.ts';
import { splitPool, splitTie } from './prizes.ts';
import { BINGO_ROOMS } from './rooms.ts';
import { stageWins } from './stages.ts';
import { ticketFromSeed } from './ticket.ts';

/** A small deterministic generator for the random games of the test. */
function lcg(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

describe('the pool', () => {
  it('prizes + house share + jackpot contribution = stakes exactly, over random games', () => {
    const random = lcg(42);
    for (let game = 0; game < 200; game++) {
      const room = BINGO_ROOMS[random(BINGO_ROOMS.length)]!;
      const ticketCount = 1 + random(60);
      const tickets = Array.from({ length: ticketCount }, (_, i) => ticketFromSeed(`${game}:${i}`));
      const stakes = ticketCount * room.ticketPrice;
      const split = splitPool(room, stakes);
      const wins = stageWins(tickets, callOrder(`g${game}`, room.id));
      const paid = wins.flatMap((win) => splitTie(split.prizes[win.stage], win.tickets.length));
      expect(wins).toHaveLength(3);
      expect(paid.reduce((a, b) => a + b, 0) + split.house + split.jackpot).toBe(stakes);
    }
  });

  it('declares the house share and the stage shares as rooms say', () => {
    const room = BINGO_ROOMS[1]!;
    expect(splitPool(room, 10_000)).toEqual({
      stakes: 10_000,
      house: 1_500,
      jackpot: 500,
      prizes: { line: 1_200, 'two-lines': 2_000, 'full-house': 4_800 },
    });
    const odd = splitPool(room, 333);
    expect(
      odd.house +
        odd.jackpot +
        odd.prizes.line +
        odd.prizes['two-lines'] +
        odd.prizes['full-house'],
    ).toBe(333);
  });
});

describe('ties', () => {
  it('split to the kuruş, the remainder to the earliest-bought tickets', () => {
    expect(splitTie(100, 3)).toEqual([34, 33, 33]);
    expect(splitTie(101, 3)).toEqual([34, 34, 33]);
    expect(splitTie(99, 3)).toEqual([33, 33, 33]);
    expect(splitTie(2, 5)).toEqual([1, 1, 0, 0, 0]);
    expect(splitTie(7, 1)).toEqual([7]);
    for (let prize = 0; prize < 500; prize += 7)
      for (let n = 1; n < 12; n++)
        expect(splitTie(prize, n).reduce((a, b) => a + b, 0)).toBe(prize);
  });
});
