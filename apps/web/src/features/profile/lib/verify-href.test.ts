import type { GameRound } from '@lale/contract/methods/games';
import { describe, expect, it } from 'vitest';
import { verifyHref } from './verify-href.ts';

const round: GameRound = {
  id: 'r1',
  gameName: 'Nemrut Ruleti',
  engine: 'roulette',
  model: 'european',
  stake: 200,
  win: 0,
  balanceBefore: 10_000,
  balanceAfter: 9_800,
  createdAt: '2026-11-21T18:00:00.000Z',
  serverSeedHash: 'ab'.repeat(32),
  clientSeed: 'my seed & more',
  nonce: 4,
  serverSeed: null,
  status: 'settled',
};

describe('the verify link of a history row', () => {
  it('is offered only once the seed is revealed', () => {
    expect(verifyHref(round, 'tr')).toBeNull();
  });

  it('carries the round’s seeds, nonce, hash and stake to the verify page', () => {
    const href = verifyHref({ ...round, serverSeed: 'cd'.repeat(32) }, 'en');
    expect(href).toMatch(/^\/games\/verify\/\?/);
    const query = new URL(href!, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      engine: 'roulette',
      model: 'european',
      serverSeed: 'cd'.repeat(32),
      clientSeed: 'my seed & more',
      nonce: '4',
      hash: 'ab'.repeat(32),
      stake: '200',
      lang: 'en',
    });
  });
});
