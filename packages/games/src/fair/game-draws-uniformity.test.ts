import { describe, expect, it } from 'vitest';
import { SHOE_SIZE } from '../blackjack/cards.ts';
import { createHand } from '../blackjack/create-hand.ts';
import { compiledModel } from '../slots/compile-model.ts';
import { slotGame } from '../slots/models.ts';
import { chiSquare99, chiSquareUniform } from './chi-square.ts';
import { hmacStream } from './hmac-stream.ts';
import { uniformInt } from './scaling.ts';
import { sampleSize } from '../simulation/sample-size.ts';

const DRAWS = sampleSize(2_000_000, 10_000_000);
const SEED = 'uniformity-server-seed';
const SLOW = { timeout: 240_000 };

/** Draws spread over many nonces, as the server plays them: one stream per round. */
function perNonce(rounds: number, draw: (stream: ReturnType<typeof hmacStream>) => void): void {
  for (let nonce = 0; nonce < rounds; nonce++) draw(hmacStream(SEED, 'uniformity-client', nonce));
}

// Roulette pockets: scaling.test.ts runs the same test over integers in [0, 37).
describe(`fair draws pass chi-square at 99% over ${DRAWS} outcomes`, () => {
  it('slot reel stops on every reel of the high-volatility base game', SLOW, () => {
    const lengths = compiledModel(slotGame('high')!.model).base.lengths;
    const counts = Array.from(lengths, (length) => new Float64Array(length));
    const spins = DRAWS / lengths.length;
    perNonce(spins / 50, (stream) => {
      for (let s = 0; s < 50; s++)
        for (let reel = 0; reel < lengths.length; reel++)
          counts[reel]![uniformInt(stream, lengths[reel]!)]! += 1;
    });
    for (const reel of counts) {
      expect(chiSquareUniform(reel)).toBeLessThan(chiSquare99(reel.length - 1));
      expect(Math.min(...reel), 'every stop is reached').toBeGreaterThan(0);
    }
  });

  it('blackjack cards: every card equally likely at every shoe position', SLOW, () => {
    const shoes = Math.ceil(DRAWS / SHOE_SIZE);
    const counts = new Float64Array(SHOE_SIZE * SHOE_SIZE);
    perNonce(shoes, (stream) => {
      const { shoe } = createHand(1, stream);
      for (let position = 0; position < SHOE_SIZE; position++)
        counts[position * SHOE_SIZE + shoe[position]!]! += 1;
    });
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquare99(counts.length - 1));
    expect(Math.min(...counts), 'every card reaches every position').toBeGreaterThan(0);
  });
});
