import { createHash, createHmac } from 'node:crypto';
import { diceReturn, rollDice } from '@lale/games/dice';
import { hashServerSeed } from '@lale/games/fair/seed-hash';
import { verifyRound } from '@lale/games/verify';
import { describe, expect, it } from 'vitest';
import { verifyLink } from '../shared/verify-link.ts';
import { diceParams, formFromQuery, seedsFrom } from './verify-form.ts';

describe('the verify form', () => {
  it('is prefilled from the link a round gives', () => {
    const seed = 'a'.repeat(64);
    const link = verifyLink({
      engine: 'slot',
      model: 'high',
      serverSeed: seed,
      serverSeedHash: hashServerSeed(seed),
      clientSeed: 'my seed',
      nonce: 7,
      stake: 200,
      lang: 'en',
    });
    const form = formFromQuery(link.slice(link.indexOf('?')));
    expect(form).toEqual({
      engine: 'slot',
      model: 'high',
      stake: '200',
      serverSeed: seed,
      serverSeedHash: hashServerSeed(seed),
      clientSeed: 'my seed',
      nonce: '7',
    });
    expect(seedsFrom(form)).toEqual({
      serverSeed: seed,
      clientSeed: 'my seed',
      nonce: 7,
      stake: 200,
    });
  });

  it('refuses inputs that cannot name a round', () => {
    const form = formFromQuery('?engine=roulette&serverSeed=abc&clientSeed=x&nonce=-1');
    expect(seedsFrom(form)).toBeNull();
    expect(seedsFrom({ ...form, nonce: '1.5' })).toBeNull();
    expect(seedsFrom({ ...form, nonce: '3', clientSeed: '  ' })).toBeNull();
    expect(formFromQuery('?engine=poker').engine).toBe('slot');
  });

  it('opens a live table round from its history link: the table kind names the engine', () => {
    const query = (engine: string) =>
      `?engine=${engine}&serverSeed=s3cret&clientSeed=table-7&nonce=12&stake=500`;
    expect(formFromQuery(query('baccarat')).engine).toBe('baccarat');
    expect(formFromQuery(query('no-commission-baccarat')).engine).toBe('baccarat');
    expect(formFromQuery(query('money-wheel')).engine).toBe('money-wheel');
    expect(formFromQuery(query('casino-holdem')).engine).toBe('casino-holdem');
    expect(formFromQuery(query('auto-roulette')).engine).toBe('roulette');
    // The draw does not depend on the stake, whose field the page hides for these tables.
    const form = { ...formFromQuery(query('money-wheel')), stake: '' };
    expect(seedsFrom(form)).toMatchObject({
      serverSeed: 's3cret',
      clientSeed: 'table-7',
      nonce: 12,
    });
    expect(seedsFrom({ ...form, engine: 'slot' })).toBeNull();
  });

  it('opens a dice bet from its history link: the round’s dice and what the bet returned', () => {
    const seed = 'd'.repeat(64);
    const link = verifyLink({
      engine: 'dice',
      model: 'under',
      serverSeed: seed,
      serverSeedHash: hashServerSeed(seed),
      clientSeed: 'dice',
      nonce: 41,
      stake: 1_000,
      lang: 'tr',
    });
    const form = formFromQuery(link.slice(link.indexOf('?')));
    expect(form.engine).toBe('dice');
    const params = diceParams(form)!;
    expect(params).toEqual({
      serverSeed: seed,
      clientSeed: 'dice',
      nonce: 41,
      pick: 'under',
      stake: 1_000,
    });
    const dice = rollDice(seed, 'dice', 41);
    expect(verifyRound('dice', params)).toEqual({
      serverSeedHash: hashServerSeed(seed),
      dice,
      total: dice[0] + dice[1],
      returned: diceReturn('under', 1_000, dice),
    });
    // Typed in by hand, without a bet: the roll alone.
    expect(diceParams({ ...form, model: 'low' })).toEqual({
      serverSeed: seed,
      clientSeed: 'dice',
      nonce: 41,
    });
    expect(diceParams({ ...form, stake: '' })).not.toHaveProperty('pick');
    expect(diceParams({ ...form, nonce: '-1' })).toBeNull();
  });

  it('recomputes the pocket the published formula gives (node:crypto, README)', () => {
    for (const nonce of [0, 1, 2, 3, 4]) {
      const seeds = seedsFrom(
        formFromQuery(`?engine=roulette&serverSeed=s3cret&clientSeed=c&nonce=${nonce}`),
      )!;
      const result = verifyRound('roulette', seeds);
      expect(result.pocket).toBe(readmePocket('s3cret', 'c', nonce));
      expect(result.serverSeedHash).toBe(createHash('sha256').update('s3cret').digest('hex'));
    }
  });
});

function readmePocket(serverSeed: string, clientSeed: string, nonce: number): number {
  const limit = 2 ** 32 - (2 ** 32 % 37);
  for (let k = 0; ; k++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${k}`).digest();
    for (let i = 0; i < 32; i += 4) {
      const word = block.readUInt32BE(i);
      if (word < limit) return word % 37;
    }
  }
}
