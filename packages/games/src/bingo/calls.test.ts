import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { callOrder } from './calls.ts';

describe('the call order', () => {
  it('is a permutation of 1..90 that reproduces from the seeds', () => {
    const order = callOrder('server-seed', 'bingo-standard:7');
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(callOrder('server-seed', 'bingo-standard:7')).toEqual(order);
    expect(callOrder('server-seed', 'bingo-standard:8')).not.toEqual(order);
  });

  it('is the documented Fisher–Yates over the HMAC stream, word by word', () => {
    const stream = hmacStream('s', 'c', 0);
    const balls = Array.from({ length: 90 }, (_, i) => i + 1);
    for (let i = 89; i > 0; i--) {
      const limit = 2 ** 32 - (2 ** 32 % (i + 1));
      let word = stream.nextUint32();
      while (word >= limit) word = stream.nextUint32();
      const j = word % (i + 1);
      [balls[i], balls[j]] = [balls[j]!, balls[i]!];
    }
    expect(callOrder('s', 'c')).toEqual(balls);
  });
});
