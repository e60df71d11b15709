import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashServerSeed } from '@lale/games/fair';
import { verifyRound } from '@lale/games/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  findGame,
  fund,
  ledgerBalance,
  openGame,
  type StudioClient,
} from '../../../../test/support/studio.ts';

let app: TestApp;
let player: SignedInPlayer;
let game: StudioClient;
let limits: { id: number; minBet: number; maxBet: number };
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
  await fund(app.database, player.uid, 10_000_000);
  limits = await findGame(app.database, 'slot', 'medium');
  game = await openGame(app, player, limits.id);
});
afterAll(() => app.close());

const spin = (bet: unknown, requestId: unknown = randomUUID()) =>
  game.post('/slot/spin', { bet, requestId });

describe('POST /games/api/v1/slot/spin', () => {
  it('plays a round, moves the money and the nonce, and the round verifies from its seeds', async () => {
    const before = await game.get('/fairness');
    const { status, body } = await spin(limits.minBet);
    expect(status).toBe(200);
    const { round } = body;
    expect(round).toMatchObject({ nonce: before.body.nonce, stake: limits.minBet });
    expect(round.balanceAfter).toBe(
      round.balanceBefore - limits.minBet + round.win + (round.jackpot?.amount ?? 0),
    );
    expect(body.balance).toBe(await ledgerBalance(app.database, player.uid));
    expect((await game.get('/fairness')).body.nonce).toBe(before.body.nonce + 1);

    const rotation = await game.post('/fairness/rotate');
    expect(rotation.status).toBe(200);
    const { revealed } = rotation.body;
    expect(revealed.serverSeedHash).toBe(before.body.serverSeedHash);
    expect(hashServerSeed(revealed.serverSeed)).toBe(before.body.serverSeedHash);
    expect(rotation.body.next.serverSeedHash).not.toBe(before.body.serverSeedHash);
    expect(rotation.body.next.nonce).toBe(0);
    const verified = verifyRound('slot', {
      serverSeed: revealed.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      model: 'medium',
      stake: round.stake,
    });
    const { jackpot, ...outcome } = round.outcome;
    expect(outcome).toEqual(verified.round);
    expect(jackpot?.pool ?? null).toBe(verified.jackpot);
    expect(round.win).toBe(verified.round.totalWin);
  });

  it('returns the first result for a retried request id and moves nothing twice', async () => {
    const requestId = randomUUID();
    const first = await spin(limits.minBet, requestId);
    const balance = await ledgerBalance(app.database, player.uid);
    const again = await spin(limits.minBet, requestId);
    expect(again.status).toBe(200);
    expect(again.body.round).toEqual(first.body.round);
    expect(await ledgerBalance(app.database, player.uid)).toBe(balance);
    const other = await spin(limits.minBet + 1, requestId);
    expect(other).toMatchObject({ status: 409, body: { error: { code: 'request_conflict' } } });
  });

  it.each([
    ['below the minimum', () => limits.minBet - 1, 'bet_out_of_range'],
    ['above the maximum', () => limits.maxBet + 1, 'bet_out_of_range'],
    ['zero', () => 0, 'invalid_request'],
    ['negative', () => -100, 'invalid_request'],
    ['huge', () => 1e300, 'invalid_request'],
    ['fractional', () => limits.minBet + 0.5, 'invalid_request'],
    ['a string', () => '100', 'invalid_request'],
  ])('refuses a bet %s and changes nothing', async (_label, bet, code) => {
    const balance = await ledgerBalance(app.database, player.uid);
    const nonce = (await game.get('/fairness')).body.nonce;
    const { status, body } = await spin(bet());
    expect(status).toBe(400);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/\w/);
    expect(await ledgerBalance(app.database, player.uid)).toBe(balance);
    expect((await game.get('/fairness')).body.nonce).toBe(nonce);
  });

  it('refuses a missing or malformed request id', async () => {
    expect((await spin(limits.minBet, 'not-a-uuid')).status).toBe(400);
    expect((await game.post('/slot/spin', { bet: limits.minBet })).status).toBe(400);
  });

  it('with too little money refuses the spin (402) and changes nothing', async () => {
    const poor = await signedInPlayer(app.database);
    await fund(app.database, poor.uid, limits.minBet - 1);
    const poorGame = await openGame(app, poor, limits.id, 'tr');
    const { status, body } = await poorGame.post('/slot/spin', {
      bet: limits.minBet,
      requestId: randomUUID(),
    });
    expect(status).toBe(402);
    expect(body.error).toEqual({ code: 'insufficient_funds', message: 'Yetersiz bakiye.' });
    expect(await ledgerBalance(app.database, poor.uid)).toBe(limits.minBet - 1);
    expect((await poorGame.get('/fairness')).body.nonce).toBe(0);
    const [count] = rowsOf<{ n: number | string }>(
      await app.database.db.execute(
        sql`select count(*) as n from studio_rounds where user_id = ${poor.uid}`,
      ),
    );
    expect(Number(count!.n)).toBe(0);
  });

  it('lists the last rounds of this game, newest first', async () => {
    const { status, body } = await game.get('/rounds?limit=2');
    expect(status).toBe(200);
    expect(body.rounds).toHaveLength(2);
    expect(body.rounds[0].createdAt >= body.rounds[1].createdAt).toBe(true);
    expect((await game.get('/rounds?limit=0')).status).toBe(400);
    expect((await game.get('/rounds?limit=1000')).status).toBe(400);
  });

  it('keeps the ledger sound', async () => {
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
