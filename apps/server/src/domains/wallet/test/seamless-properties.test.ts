import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../../db/client.ts';
import { balanceOf } from '../balance.ts';
import { checkLedger } from '../check-ledger.ts';
import { postPending, transfer, voidPending } from '../ledger.ts';
import { HOUSE, playerCash } from '../accounts.ts';
import { createSeamlessWallet, SeamlessError } from '../seamless/seamless-wallet.ts';
import { createTestDatabase } from '../../../../test/support/test-database.ts';
import { fundedPlayer } from '../../../../test/support/wallet-fixture.ts';

let database: Database;
let drop: () => Promise<void>;
const wallet = createSeamlessWallet();
const onServer = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seed: false }));
});
afterAll(() => drop());

// Small id spaces so that random steps collide: replays, rollbacks of bets in flight or never
// made, wins on rounds that are closed or unknown.
const BET_AMOUNTS = [100, 700, 2_500, 4_000];
const op = fc.oneof(
  fc.record({ kind: fc.constant('bet' as const), n: fc.nat(5), amountSlip: fc.nat(9) }),
  fc.record({ kind: fc.constant('win' as const), n: fc.nat(3), round: fc.nat(2) }),
  fc.record({ kind: fc.constant('rollback' as const), n: fc.nat(3), bet: fc.nat(5) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
/** Steps of up to four calls made at the same time, some of them exact replays. */
const steps = fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), {
  minLength: 1,
  maxLength: onServer ? 12 : 8,
});

let run = 0;
const START = 5_000;
/** Successful calls by kind over all runs: the property must have exercised each path. */
const succeeded = { bet: 0, win: 0, rollback: 0 };

async function call(uid: number, prefix: string, o: Op): Promise<unknown> {
  const base = { provider: 'lale', playerId: uid };
  try {
    if (o.kind === 'bet')
      // One call in ten replays a bet id with another amount: a conflict, never a second move.
      return await wallet.bet(database.db, {
        ...base,
        transactionId: `${prefix}b${o.n}`,
        roundId: `${prefix}g${o.n % 3}`,
        gameId: 'slot-1',
        amount: BET_AMOUNTS[o.n % 4]! + (o.amountSlip === 0 ? 1 : 0),
      });
    if (o.kind === 'win')
      return await wallet.win(database.db, {
        ...base,
        transactionId: `${prefix}w${o.n}`,
        roundId: `${prefix}g${o.round}`,
        gameId: 'slot-1',
        amount: [0, 300, 5_000, 1][o.n]!,
      });
    return await wallet.rollback(database.db, {
      ...base,
      transactionId: `${prefix}r${o.n}`,
      roundId: `${prefix}g${o.bet % 3}`,
      rollbackTransactionId: `${prefix}b${o.bet}`,
    });
  } catch (error) {
    if (error instanceof SeamlessError) return error;
    throw error;
  }
}

async function transfersOf(prefix: string) {
  return rowsOf<{ idempotency_key: string; kind: string; amount: string | number }>(
    await database.db.execute(
      sql`select idempotency_key, kind, amount from ledger_transfers where idempotency_key like ${`seamless:lale:${prefix}%`}`,
    ),
  );
}

describe('seamless wallet under concurrent, replayed and out-of-order calls', () => {
  it('never goes negative, always balances, and moves each transaction once', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        run++;
        const prefix = `p${run}`;
        const uid = await fundedPlayer(database, START);
        const answers = new Map<string, unknown[]>();
        for (const step of plan) {
          const results = await Promise.all(step.map((o) => call(uid, prefix, o)));
          step.forEach((o, i) => {
            if (!(results[i] instanceof SeamlessError)) succeeded[o.kind]++;
            const key = `${o.kind}${o.n}`;
            answers.set(key, [...(answers.get(key) ?? []), results[i]]);
          });
          const check = await checkLedger(database.db);
          expect(check.violations).toEqual([]);
          expect((await balanceOf(database.db, uid)).available).toBeGreaterThanOrEqual(0);
        }
        // Every successful answer to one transaction id is the first answer.
        for (const list of answers.values()) {
          const ok = list.filter((answer) => !(answer instanceof SeamlessError));
          for (const answer of ok) expect(answer).toEqual(ok[0]);
        }
        // The balance is exactly what the recorded transactions say, each counted once.
        const moves = await transfersOf(prefix);
        const bets = rowsOf<{ transaction_id: string; status: string; amount: string | number }>(
          await database.db.execute(
            sql`select transaction_id, status, amount from wallet_transactions
                where provider = 'lale' and kind = 'bet' and transaction_id like ${`${prefix}%`}`,
          ),
        );
        for (const bet of bets) {
          const betMoves = moves.filter(
            (m) => m.idempotency_key === `seamless:lale:${bet.transaction_id}`,
          );
          const refunds = moves.filter(
            (m) => m.idempotency_key === `seamless:lale:${bet.transaction_id}:rollback`,
          );
          expect(betMoves).toHaveLength(bet.status === 'cancelled' ? 0 : 1);
          expect(refunds).toHaveLength(bet.status === 'rolled_back' ? 1 : 0);
        }
        const signed = moves.reduce(
          (sum, m) => sum + (m.kind === 'bet' ? -Number(m.amount) : Number(m.amount)),
          0,
        );
        expect((await balanceOf(database.db, uid)).cash).toBe(START + signed);
      }),
      { numRuns: onServer ? 40 : 15 },
    );
    expect(
      Object.values(succeeded).every((count) => count > 0),
      JSON.stringify(succeeded),
    ).toBe(true);
  }, 240_000);

  it('refuses a late bet whose rollback came first, and answers replays with the first answer', async () => {
    const uid = await fundedPlayer(database, START);
    const base = { provider: 'lale', playerId: uid, roundId: 'late-round', gameId: 'slot-1' };
    const rolled = await wallet.rollback(database.db, {
      ...base,
      transactionId: 'late-r1',
      rollbackTransactionId: 'late-b1',
    });
    expect(rolled).toEqual({ balance: START });
    const late = await wallet
      .bet(database.db, { ...base, transactionId: 'late-b1', amount: 100 })
      .catch((e: unknown) => e as Error);
    expect(late).toMatchObject({ code: 'TRANSACTION_ROLLED_BACK' });
    const first = await wallet.bet(database.db, { ...base, transactionId: 'late-b2', amount: 100 });
    await wallet.win(database.db, { ...base, transactionId: 'late-w1', amount: 0 });
    const replay = await wallet.bet(database.db, {
      ...base,
      transactionId: 'late-b2',
      amount: 100,
    });
    expect(replay).toEqual(first);
    expect((await balanceOf(database.db, uid)).cash).toBe(START - 100);
  });
});

describe('pending transfers settled concurrently', () => {
  it('move money once whatever mix of posts and voids races', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('post' as const, 'void' as const), { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 1, max: 5_000 }),
        async (racers, amount) => {
          run++;
          const uid = await fundedPlayer(database, START);
          const key = `pending-race-${run}`;
          const { transfer: t } = await transfer(database.db, {
            debit: playerCash(uid),
            credit: HOUSE,
            amount,
            kind: 'withdrawal',
            idempotencyKey: key,
            pending: true,
          });
          const results = await Promise.all(
            racers.map((r) =>
              (r === 'post' ? postPending : voidPending)(database.db, { id: t.id }).catch(
                (e: unknown) => e as Error,
              ),
            ),
          );
          const winners = results.filter((r) => !(r instanceof Error) && !r.replayed);
          expect(winners).toHaveLength(1);
          const { cash, available } = await balanceOf(database.db, uid);
          const final = (winners[0] as { transfer: { status: string } }).transfer.status;
          expect(cash).toBe(final === 'posted' ? START - amount : START);
          expect(available).toBe(cash);
          expect((await checkLedger(database.db)).violations).toEqual([]);
        },
      ),
      { numRuns: onServer ? 30 : 10 },
    );
  }, 120_000);
});
