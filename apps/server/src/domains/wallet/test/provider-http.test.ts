import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { ACME_DEV_SECRET, seedWallet } from '../../../seed/wallet.ts';
import { balanceOf } from '../balance.ts';
import { checkLedger } from '../check-ledger.ts';
import { issueProviderSession } from '../seamless/provider-sessions.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { fundedPlayer } from '../../../../test/support/wallet-fixture.ts';

let app: TestApp;
let base: string;
let clock = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  await seedWallet(app.database.db, { demoData: false, production: false });
  base = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** What an outside studio sends: JSON signed with its secret. */
async function studio(action: string, body: object, secret = ACME_DEV_SECRET) {
  const raw = JSON.stringify({ provider: 'acme-studio', ...body });
  const signature = createHmac('sha256', secret).update(raw).digest('hex');
  const response = await fetch(`${base}/provider/v1/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lale-signature': signature },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('an outside studio playing over the provider endpoint', () => {
  it('authenticates, bets, wins, replays, rolls back and settles after the session ended', async () => {
    const uid = await fundedPlayer(app.database, 10_000);
    const token = await issueProviderSession(app.database.db, {
      provider: 'acme-studio',
      userId: uid,
      gameId: 'acme-fruits',
      now: clock,
    });

    const auth = await studio('authenticate', { token });
    expect(auth).toEqual({
      status: 200,
      body: {
        status: 'OK',
        currency: 'TRY',
        playerId: uid,
        balance: 10_000,
        gameId: 'acme-fruits',
      },
    });
    const round = { token, playerId: uid, roundId: 'acme-r1', gameId: 'acme-fruits' };

    const bet = await studio('bet', { ...round, transactionId: 'acme-t1', amount: 1_500 });
    expect(bet.body).toMatchObject({ status: 'OK', balance: 8_500, transactionId: 'acme-t1' });
    const replay = await studio('bet', { ...round, transactionId: 'acme-t1', amount: 1_500 });
    expect(replay.body).toEqual(bet.body);

    const win = await studio('win', { ...round, transactionId: 'acme-t2', amount: 4_000 });
    expect(win.body).toMatchObject({ status: 'OK', balance: 12_500 });

    const poor = await studio('bet', {
      ...round,
      roundId: 'acme-r2',
      transactionId: 'acme-t3',
      amount: 1_000_000,
    });
    expect(poor.body).toEqual({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS' });

    const second = await studio('bet', {
      ...round,
      roundId: 'acme-r3',
      transactionId: 'acme-t4',
      amount: 500,
    });
    expect(second.body).toMatchObject({ status: 'OK', balance: 12_000 });
    const rollback = await studio('rollback', {
      playerId: uid,
      roundId: 'acme-r3',
      transactionId: 'acme-t5',
      rollbackTransactionId: 'acme-t4',
    });
    expect(rollback.body).toMatchObject({ status: 'OK', balance: 12_500 });
    const again = await studio('rollback', {
      playerId: uid,
      roundId: 'acme-r3',
      transactionId: 'acme-t6',
      rollbackTransactionId: 'acme-t4',
    });
    expect(again.body).toMatchObject({ status: 'OK', balance: 12_500 });

    // The session ends with a bet still open: no new stakes, but the win is paid.
    const open = await studio('bet', {
      ...round,
      roundId: 'acme-r4',
      transactionId: 'acme-t7',
      amount: 200,
    });
    expect(open.body).toMatchObject({ status: 'OK', balance: 12_300 });
    clock = new Date(clock.getTime() + 5 * 60 * 60 * 1000);
    const lateBet = await studio('bet', {
      ...round,
      roundId: 'acme-r5',
      transactionId: 'acme-t8',
      amount: 200,
    });
    expect(lateBet.body).toEqual({ status: 'ERROR', code: 'SESSION_EXPIRED' });
    const lateWin = await studio('win', {
      playerId: uid,
      roundId: 'acme-r4',
      gameId: 'acme-fruits',
      transactionId: 'acme-t9',
      amount: 700,
    });
    expect(lateWin.body).toMatchObject({ status: 'OK', balance: 13_000 });

    expect(await balanceOf(app.database.db, uid)).toMatchObject({ cash: 13_000 });
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('refuses a forged signature or an unknown studio with 401 and changes nothing', async () => {
    const uid = await fundedPlayer(app.database, 1_000);
    const token = await issueProviderSession(app.database.db, {
      provider: 'acme-studio',
      userId: uid,
      gameId: 'acme-fruits',
      now: clock,
    });
    const body = {
      token,
      playerId: uid,
      roundId: 'forged-r1',
      gameId: 'acme-fruits',
      transactionId: 'forged-t1',
      amount: 1_000,
    };
    const forged = await studio('bet', body, 'not-the-secret');
    expect(forged).toEqual({ status: 401, body: { status: 'ERROR', code: 'INVALID_SIGNATURE' } });

    const raw = JSON.stringify({ ...body, provider: 'nobody' });
    const response = await fetch(`${base}/provider/v1/bet`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-lale-signature': createHmac('sha256', ACME_DEV_SECRET).update(raw).digest('hex'),
      },
      body: raw,
    });
    expect(response.status).toBe(401);
    expect((await balanceOf(app.database.db, uid)).cash).toBe(1_000);
    const [row] = rowsOf<{ n: number }>(
      await app.database.db.execute(
        sql`select count(*)::int as n from wallet_transactions where transaction_id = 'forged-t1'`,
      ),
    );
    expect(row!.n).toBe(0);
  });

  it('refuses a win for a round that never had a bet', async () => {
    const uid = await fundedPlayer(app.database, 1_000);
    const win = await studio('win', {
      playerId: uid,
      roundId: 'ghost-round',
      gameId: 'acme-fruits',
      transactionId: 'ghost-t1',
      amount: 100_000,
    });
    expect(win.body).toEqual({ status: 'ERROR', code: 'UNKNOWN_ROUND' });
    expect((await balanceOf(app.database.db, uid)).cash).toBe(1_000);
  });

  it('refuses a bet larger than the balance and keeps no trace of it', async () => {
    const uid = await fundedPlayer(app.database, 500);
    const token = await issueProviderSession(app.database.db, {
      provider: 'acme-studio',
      userId: uid,
      gameId: 'acme-fruits',
      now: clock,
    });
    const bet = (amount: number) =>
      studio('bet', {
        token,
        playerId: uid,
        roundId: 'poor-round',
        gameId: 'acme-fruits',
        transactionId: 'poor-t1',
        amount,
      });
    expect((await bet(501)).body).toEqual({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS' });
    const [left] = rowsOf<{ n: number | string }>(
      await app.database.db.execute(sql`select
        (select count(*) from wallet_transactions where transaction_id = 'poor-t1') +
        (select count(*) from wallet_rounds where round_id = 'poor-round') as n`),
    );
    expect(Number(left!.n)).toBe(0);
    // Nothing was claimed, so the studio may send the same transaction with a stake that fits.
    expect((await bet(500)).body).toMatchObject({ status: 'OK', balance: 0 });
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('keeps every studio that ever settled on record: deactivated, never deleted or renamed', async () => {
    const { db } = app.database;
    await expect(
      db.execute(sql`delete from wallet_providers where code = 'acme-studio'`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update wallet_providers set code = 'acme-renamed' where code = 'acme-studio'`),
    ).rejects.toThrow();
  });
});
