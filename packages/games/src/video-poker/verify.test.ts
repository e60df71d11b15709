import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { hashServerSeed } from '../fair/seed-hash.ts';
import { verifyRound } from '../verify.ts';
import { dealVideoPoker, settleVideoPoker } from './round.ts';

const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'my seed', nonce: 3 };

describe('verifying a video poker round', () => {
  it('recomputes the deal, the draw order and, given the holds, the final hand', () => {
    const { deck } = dealVideoPoker(hmacStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
    const holds = [true, false, true, false, false] as const;
    const verified = verifyRound('video-poker', { ...seeds, holds, coins: 4 });
    expect(verified).toEqual({
      serverSeedHash: hashServerSeed(seeds.serverSeed),
      dealt: deck.slice(0, 5),
      drawOrder: deck.slice(5, 10),
      result: settleVideoPoker(deck, holds, 4),
    });
    expect(verified.result?.cards).toEqual([deck[0], deck[5], deck[2], deck[6], deck[7]]);
    expect(verifyRound('video-poker', seeds).result).toBeNull();
  });
});
