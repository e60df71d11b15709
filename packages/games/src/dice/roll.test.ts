import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { uniformInt } from '../fair/scaling.ts';
import { rollDice } from './roll.ts';

describe('dice roll', () => {
  it('is recomputable from the seeds: the same seeds roll the same dice, each 1–6', () => {
    const roll = rollDice('a'.repeat(64), 'dice', 7);
    expect(rollDice('a'.repeat(64), 'dice', 7)).toEqual(roll);
    const source = hmacStream('a'.repeat(64), 'dice', 7);
    expect(roll).toEqual([uniformInt(source, 6) + 1, uniformInt(source, 6) + 1]);
    for (let nonce = 1; nonce <= 200; nonce++)
      for (const die of rollDice('b'.repeat(64), 'dice', nonce)) {
        expect(die).toBeGreaterThanOrEqual(1);
        expect(die).toBeLessThanOrEqual(6);
      }
  });

  it('rolls every total of 2–12 over a few hundred rounds', () => {
    const totals = new Set<number>();
    for (let nonce = 1; nonce <= 500; nonce++) {
      const [a, b] = rollDice('c'.repeat(64), 'dice', nonce);
      totals.add(a + b);
    }
    expect([...totals].sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
