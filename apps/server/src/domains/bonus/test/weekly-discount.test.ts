import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../../db/client.ts';
import { weeklyDiscountSchedule } from '../api.ts';
import { claimBonus } from '../claim.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { Scheduler } from '../../../platform/scheduler/scheduler.ts';
import { createTestDatabase } from '../../../../test/support/test-database.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import {
  accounts,
  definitionId,
  deposit,
  gameOfType,
  playRound,
} from '../../../../test/support/bonus-fixture.ts';

let database: Database;
let drop: () => Promise<void>;
let slot: string;
let discount: number;
const TL = 100;
const HOUR = 3_600_000;
const ISTANBUL = 3 * HOUR; // UTC+3 all year

/** The Monday 00:00 in Türkiye that ends this week: the week played now is "last week" then. */
function nextMondayInTurkiye(now = Date.now()): number {
  const local = new Date(now + ISTANBUL);
  const daysToMonday = (8 - local.getUTCDay()) % 7 || 7;
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return midnight + daysToMonday * 24 * HOUR - ISTANBUL;
}

let clock = new Date();
let scheduler: Scheduler;
const mondayRun = async (at: Date) => {
  clock = at;
  await scheduler.tick('bonus-weekly-discount');
};

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seed: true }));
  slot = await gameOfType(database.db, 'slot');
  discount = await definitionId(database.db, 'casino-discount');
  scheduler = new Scheduler({ db: database.db, now: () => clock });
  scheduler.add(weeklyDiscountSchedule());
}, 300_000);
afterAll(async () => {
  await scheduler.stop();
  await drop();
});

async function discountsOf(uid: number) {
  return rowsOf<{ source: string; amount: number | string }>(
    await database.db.execute(
      sql`select source, amount from player_bonuses
          where user_id = ${uid} and definition_id = ${discount}`,
    ),
  ).map((row) => ({ source: row.source, amount: Number(row.amount) }));
}

async function playerWhoLost(stake: number, win: number) {
  const { uid } = await signedInPlayer(database);
  await deposit(database.db, uid, 1_000 * TL);
  await playRound(database.db, uid, slot, stake, win);
  return uid;
}

describe('the casino discount paid by the Monday run', () => {
  const monday = new Date(nextMondayInTurkiye() + HOUR);

  it('pays 30% of last week’s net casino loss once; the next run pays nothing more', async () => {
    const loser = await playerWhoLost(300 * TL, 100 * TL); // net loss 200 TL
    const winner = await playerWhoLost(100 * TL, 250 * TL); // net win 150 TL
    const sportsOnly = (await signedInPlayer(database)).uid;
    await deposit(database.db, sportsOnly, 1_000 * TL);
    await playRound(database.db, sportsOnly, 'sportsbook', 500 * TL, 0);

    // Before Monday the week is not over: nothing is paid.
    await mondayRun(new Date(monday.getTime() - 2 * HOUR));
    expect(await discountsOf(loser)).toEqual([]);

    await mondayRun(monday);
    const weekOf = `week:${new Date(monday.getTime() + ISTANBUL - 7 * 24 * HOUR).toISOString().slice(0, 10)}`;
    expect(await discountsOf(loser)).toEqual([{ source: weekOf, amount: 60 * TL }]);
    expect((await accounts(database.db, loser)).cash).toBe(1_000 * TL - 200 * TL + 60 * TL);
    expect(await discountsOf(winner)).toEqual([]);
    expect(await discountsOf(sportsOnly)).toEqual([]);

    await mondayRun(new Date(monday.getTime() + 5 * HOUR));
    expect(await discountsOf(loser)).toHaveLength(1);
    expect((await accounts(database.db, loser)).cash).toBe(1_000 * TL - 200 * TL + 60 * TL);
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });

  it('never pays a week twice when the claim comes first, after, or at the same time', async () => {
    const claimedFirst = await playerWhoLost(100 * TL, 0);
    const together = await playerWhoLost(100 * TL, 0);
    const claim = (uid: number) =>
      claimBonus(database.db, uid, { definitionId: discount }, monday, 'en');
    await claim(claimedFirst);

    clock = monday;
    const [run, raced] = await Promise.allSettled([
      scheduler.tick('bonus-weekly-discount'),
      claim(together),
    ]);
    expect(run.status).toBe('fulfilled');
    if (raced.status === 'rejected')
      expect((raced.reason as { code: string }).code).toBe('bonus_already_claimed');
    // The run paid everyone it could: a claim now finds the week paid.
    await expect(claim(claimedFirst)).rejects.toMatchObject({ code: 'bonus_already_claimed' });
    await expect(claim(together)).rejects.toMatchObject({ code: 'bonus_already_claimed' });

    for (const uid of [claimedFirst, together]) {
      expect(await discountsOf(uid)).toHaveLength(1);
      expect((await accounts(database.db, uid)).cash).toBe(1_000 * TL - 100 * TL + 30 * TL);
    }
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });

  it('pays nothing below the definition’s minimum loss, and caps the payment', async () => {
    await database.db.execute(
      sql`update bonus_definitions set min_deposit = ${50 * TL}, cap = ${20 * TL}
          where id = ${discount}`,
    );
    const small = await playerWhoLost(40 * TL, 0);
    const large = await playerWhoLost(500 * TL, 0);
    await mondayRun(new Date(monday.getTime() + 2 * HOUR));
    expect(await discountsOf(small)).toEqual([]);
    expect((await discountsOf(large)).map((row) => row.amount)).toEqual([20 * TL]);
  });

  it('pays into the bonus account, to be wagered, when the definition pays it as bonus', async () => {
    await database.db.execute(
      sql`update bonus_definitions set min_deposit = 0, cap = ${5_000 * TL}, wagering_multiple = 5
          where id = ${discount}`,
    );
    const uid = await playerWhoLost(100 * TL, 0);
    await mondayRun(new Date(monday.getTime() + 3 * HOUR));
    expect(await accounts(database.db, uid)).toEqual({ cash: 900 * TL, bonus: 30 * TL });
    const [row] = rowsOf<{ status: string; required: number | string }>(
      await database.db.execute(
        sql`select status, required from player_bonuses
            where user_id = ${uid} and definition_id = ${discount}`,
      ),
    );
    expect([row!.status, Number(row!.required)]).toEqual(['wagering', 150 * TL]);
  });
});
