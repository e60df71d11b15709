import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { BALL_COUNT, BALLS_DRAWN, drawBetOnGames, drawFrom } from './draw.ts';

describe('a Bet On Games draw', () => {
  it('reproduces from its seeds, and another nonce draws something else', () => {
    const draw = drawBetOnGames('server-seed-of-draw-12', 'lale-bet-on-games', 12);
    expect(drawBetOnGames('server-seed-of-draw-12', 'lale-bet-on-games', 12)).toEqual(draw);
    expect(drawBetOnGames('server-seed-of-draw-12', 'lale-bet-on-games', 13)).not.toEqual(draw);
  });

  it('is pinned word by word: the same seeds always give these balls and this card', () => {
    // A change here changes every published draw's verification: it must never happen.
    expect(drawBetOnGames('server-seed-of-draw-12', 'lale-bet-on-games', 12))
      .toMatchInlineSnapshot(`
      {
        "balls": [
          1,
          39,
          42,
          4,
          18,
          6,
          24,
        ],
        "card": 31,
      }
    `);
  });

  it('takes the j-th number still in the drum, then the card, from the stream in order', () => {
    const stream = hmacStream('s', 'c', 1);
    const draw = drawFrom(stream);
    expect(draw.balls).toHaveLength(BALLS_DRAWN);
    expect(new Set(draw.balls).size).toBe(BALLS_DRAWN);
    expect(draw.balls.every((ball) => ball >= 1 && ball <= BALL_COUNT)).toBe(true);
    expect(draw.card).toBeGreaterThanOrEqual(0);
    expect(draw.card).toBeLessThan(52);
  });

  it('draws 7 distinct balls of 1–42 and one card on every nonce', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const { balls, card } = drawBetOnGames('range-seed', 'client', nonce);
      expect(new Set(balls).size).toBe(7);
      expect(Math.min(...balls)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...balls)).toBeLessThanOrEqual(42);
      expect(Number.isInteger(card) && card >= 0 && card < 52).toBe(true);
    }
  });
});
