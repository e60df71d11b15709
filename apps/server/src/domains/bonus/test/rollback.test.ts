import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { expireDue } from '../api.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { createTestDatabase } from '../../../../test/support/test-database.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import {
  accounts,
  bonusRows,
  deposit,
  gameOfType,
  pauseAll,
  testDefinition,
  wallet,
} from '../../../../test/support/bonus-fixture.ts';

let database: Database;
let drop: () => Promise<void>;
let slot: string;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seed: true }));
  slot = await gameOfType(database.db, 'slot');
  await pauseAll(database.db);
  // 100% of a deposit as bonus money, wagered 10 times, cash staked first; slots count 100%.
  await testDefinition(database, { wageringMultiple: 10, stakeOrder: 'cash_first' });
}, 300_000);
afterAll(() => drop());

let serial = 0;

/** A player with 60 TL cash and 60 TL bonus who stakes 100 TL: 60 cash and 40 bonus. */
async function playerWithSplitBet() {
  const { uid } = await signedInPlayer(database);
  await deposit(database.db, uid, 6_000);
  serial++;
  const base = { provider: 'lale', playerId: uid, roundId: `rollback-r${serial}` };
  await wallet.bet(database.db, {
    ...base,
    gameId: slot,
    transactionId: `rollback-b${serial}`,
    amount: 10_000,
  });
  const rollback = () =>
    wallet.rollback(database.db, {
      ...base,
      transactionId: `rollback-x${serial}`,
      rollbackTransactionId: `rollback-b${serial}`,
    });
  return { uid, rollback };
}

const progress = async (uid: number) => Number((await bonusRows(database.db, uid))[0]!.wagered);

describe('rolling back a bet staked partly with bonus money', () => {
  it('returns the cash part to cash, the bonus part to the bonus, and takes the progress back', async () => {
    const { uid, rollback } = await playerWithSplitBet();
    expect(await accounts(database.db, uid)).toEqual({ cash: 0, bonus: 2_000 });
    expect(await progress(uid)).toBe(10_000);

    expect(await rollback()).toEqual({ balance: 6_000 });
    expect(await accounts(database.db, uid)).toEqual({ cash: 6_000, bonus: 6_000 });
    expect(await progress(uid)).toBe(0);

    // The provider retries: the same answer, nothing moves again.
    expect(await rollback()).toEqual({ balance: 6_000 });
    expect(await accounts(database.db, uid)).toEqual({ cash: 6_000, bonus: 6_000 });
    expect(await progress(uid)).toBe(0);
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });

  it('keeps the bonus part with the house once the bonus has expired: it never becomes cash', async () => {
    const { uid, rollback } = await playerWithSplitBet();
    const later = new Date(Date.now() + 31 * 86_400_000);
    await expireDue(database.db, later);
    const [expired] = await bonusRows(database.db, uid);
    expect([expired!.status, Number(expired!.closed_amount)]).toEqual(['expired', 2_000]);

    expect(await rollback()).toEqual({ balance: 6_000 });
    expect(await accounts(database.db, uid)).toEqual({ cash: 6_000, bonus: 0 });
    expect((await bonusRows(database.db, uid))[0]).toMatchObject({ status: 'expired' });
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });

  it('refunds a bet taken without a wagering bonus to cash, as before', async () => {
    const { uid } = await signedInPlayer(database);
    await database.db.execute(
      sql`update bonus_definitions set status = 'paused' where status = 'active'`,
    );
    await deposit(database.db, uid, 5_000);
    await wallet.bet(database.db, {
      provider: 'lale',
      playerId: uid,
      roundId: 'rollback-plain',
      gameId: slot,
      transactionId: 'rollback-plain-b',
      amount: 3_000,
    });
    await wallet.rollback(database.db, {
      provider: 'lale',
      playerId: uid,
      roundId: 'rollback-plain',
      transactionId: 'rollback-plain-x',
      rollbackTransactionId: 'rollback-plain-b',
    });
    expect(await accounts(database.db, uid)).toEqual({ cash: 5_000, bonus: 0 });
  });
});
