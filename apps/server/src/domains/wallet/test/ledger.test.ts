import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { HOUSE, playerCash } from '../accounts.ts';
import { balanceOf } from '../balance.ts';
import { checkLedger } from '../check-ledger.ts';
import { InsufficientFundsError, LedgerConflictError, TransferStateError } from '../errors.ts';
import { postPending, transfer, voidPending } from '../ledger.ts';
import { createTestDatabase } from '../../../../test/support/test-database.ts';
import { fundedPlayer } from '../../../../test/support/wallet-fixture.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seed: false }));
});
afterAll(() => drop());

const bet = (uid: number, amount: number, key: string, pending = false) =>
  transfer(database.db, {
    debit: playerCash(uid),
    credit: HOUSE,
    amount,
    kind: 'bet',
    reference: 'round-1',
    idempotencyKey: key,
    pending,
  });

describe('ledger transfers', () => {
  it('moves money between two accounts and keeps the ledger balanced', async () => {
    const uid = await fundedPlayer(database, 10_000);
    const outcome = await bet(uid, 2_500, `bet-${uid}`);
    expect(outcome.replayed).toBe(false);
    expect(outcome.transfer).toMatchObject({ amount: 2_500, kind: 'bet', status: 'posted' });
    expect(await balanceOf(database.db, uid)).toEqual({ cash: 7_500, bonus: 0, available: 7_500 });
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });

  it('returns the first transfer for a replayed key and moves nothing', async () => {
    const uid = await fundedPlayer(database, 10_000);
    const first = await bet(uid, 1_000, `replay-${uid}`);
    const again = await bet(uid, 1_000, `replay-${uid}`);
    expect(again.replayed).toBe(true);
    expect(again.transfer.id).toBe(first.transfer.id);
    expect((await balanceOf(database.db, uid)).cash).toBe(9_000);
  });

  it('refuses a replayed key with another amount as a conflict', async () => {
    const uid = await fundedPlayer(database, 10_000);
    await bet(uid, 1_000, `conflict-${uid}`);
    await expect(bet(uid, 1_001, `conflict-${uid}`)).rejects.toBeInstanceOf(LedgerConflictError);
    expect((await balanceOf(database.db, uid)).cash).toBe(9_000);
  });

  it('refuses to take a player below zero with a typed error, leaving nothing behind', async () => {
    const uid = await fundedPlayer(database, 500);
    const error = await bet(uid, 501, `short-${uid}`).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect((error as InsufficientFundsError).key).toBe('insufficient_funds');
    expect((await balanceOf(database.db, uid)).cash).toBe(500);
    // The key was not spent: the same bet with enough money goes through later.
    await bet(uid, 500, `short-${uid}-ok`);
    expect((await balanceOf(database.db, uid)).cash).toBe(0);
  });

  it('gives a player with no account a zero balance', async () => {
    const uid = await fundedPlayer(database, 0);
    expect(await balanceOf(database.db, uid)).toEqual({ cash: 0, bonus: 0, available: 0 });
  });

  it('keeps transfers immutable and player balances non-negative in the database itself', async () => {
    const uid = await fundedPlayer(database, 1_000);
    const { transfer: t } = await bet(uid, 100, `immutable-${uid}`);
    await expect(
      database.db.execute(sql`update ledger_transfers set amount = 1 where id = ${t.id}::uuid`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`delete from ledger_transfers where id = ${t.id}::uuid`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`update ledger_accounts set debits_posted = debits_posted + 10000 where owner = ${String(uid)}`,
      ),
    ).rejects.toThrow();
  });
});

describe('pending transfers', () => {
  it('reserves the amount, then posts it once even when posted twice at the same time', async () => {
    const uid = await fundedPlayer(database, 10_000);
    const { transfer: t } = await bet(uid, 4_000, `pending-${uid}`, true);
    expect(await balanceOf(database.db, uid)).toEqual({ cash: 10_000, bonus: 0, available: 6_000 });
    await expect(bet(uid, 6_001, `pending-over-${uid}`)).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
    const results = await Promise.all([
      postPending(database.db, { id: t.id }),
      postPending(database.db, { idempotencyKey: `pending-${uid}` }),
    ]);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(database.db, uid)).toEqual({ cash: 6_000, bonus: 0, available: 6_000 });
    await expect(voidPending(database.db, { id: t.id })).rejects.toBeInstanceOf(TransferStateError);
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });

  it('voids a pending transfer once and gives the reservation back', async () => {
    const uid = await fundedPlayer(database, 10_000);
    const { transfer: t } = await bet(uid, 3_000, `void-${uid}`, true);
    const results = await Promise.all([
      voidPending(database.db, { id: t.id }).catch((e: unknown) => e as Error),
      voidPending(database.db, { id: t.id }).catch((e: unknown) => e as Error),
      postPending(database.db, { id: t.id }).catch((e: unknown) => e as Error),
    ]);
    const settled = results.filter((r) => !(r instanceof Error) && !r.replayed);
    expect(settled).toHaveLength(1);
    const balance = await balanceOf(database.db, uid);
    // Whichever of void and post won, the money moved exactly once or not at all.
    expect([10_000, 7_000]).toContain(balance.cash);
    expect(balance.available).toBe(balance.cash);
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });
});
