import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { playerCash } from '../../wallet/accounts.ts';
import { transfer } from '../../wallet/ledger.ts';
import {
  controlLottery,
  createLottery,
  drawWinningSerials,
  LOTTERY_SCHEDULE,
  runDraw,
} from '../api.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { ledgerBalance } from '../../../../test/support/studio.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let depositSerial = 0;
/** A confirmed deposit as the cashier books it. */
async function deposit(player: SignedInPlayer, amount: number) {
  depositSerial++;
  await transfer(app.database.db, {
    debit: { kind: 'deposit_clearing' },
    credit: playerCash(player.uid),
    amount,
    kind: 'deposit',
    reference: `cashier:test-${depositSerial}`,
    idempotencyKey: `cashier:deposit:test-${player.uid}-${depositSerial}`,
  });
}

const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the new-year lottery', () => {
  it('numbers a ticket per qualifying deposit, draws reproducibly from the committed seed, pays once', async () => {
    const code = `T${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const { id, seedHash } = await createLottery(app.database.db, {
      code,
      title: { tr: 'Deneme Piyangosu', en: 'Trial Lottery' },
      salesStart: at(-1),
      salesEnd: at(60),
      drawAt: at(61),
      minDeposit: 50_000,
      prizes: [100_000, 50_000],
    });
    const [ayse, burak] = await Promise.all([
      signedInPlayer(app.database),
      signedInPlayer(app.database),
    ]);
    await deposit(ayse!, 60_000);
    await deposit(ayse!, 49_999); // below 500 TL: no ticket
    await deposit(burak!, 50_000);
    await deposit(burak!, 250_000);

    // The seeded new-year lottery sells too: each deposit earns a ticket in every open one.
    const mine = await app.call(
      'lottery',
      'get_tickets',
      { ticketNumber: code },
      { cookies: burak!.cookies },
    );
    if (!mine.body.result) throw new Error(mine.body.message);
    expect(mine.body.pagination).toMatchObject({ limit: 50, offset: 0, total: 2 });
    expect(mine.body.data.map((t) => t.ticketNumber)).toEqual([`${code}-000003`, `${code}-000002`]);
    const found = await app.call(
      'lottery',
      'get_tickets',
      { ticketNumber: `${code}-000003` },
      { cookies: burak!.cookies },
    );
    if (!found.body.result) throw new Error(found.body.message);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({
      ticketNumber: `${code}-000003`,
      depositAmount: 250_000,
    });
    // Another player's ticket is not found; a hostile search changes nothing.
    const others = await app.call(
      'lottery',
      'get_tickets',
      { ticketNumber: `${code}-000003` },
      { cookies: ayse!.cookies },
    );
    expect(others.body.result && others.body.data).toEqual([]);
    const hostile = await app.call(
      'lottery',
      'get_tickets',
      { ticketNumber: "%' or 1=1 --" },
      { cookies: ayse!.cookies },
    );
    expect(hostile.body).toMatchObject({ result: false, code: 400 });
    expect((await app.call('lottery', 'get_tickets', {})).body).toMatchObject({ result: false });

    // Before the draw the hash is public and the seed is not.
    const before = await app.call('lottery', 'get_draws', { ticketNumber: code });
    if (!before.body.result) throw new Error(before.body.message);
    expect(before.body.data[0]).toMatchObject({
      id,
      seedHash,
      seed: null,
      ticketsIssued: 3,
      winners: [],
    });

    await controlLottery(app.database.db, { lotteryId: id, control: 'end' }, new Date());
    const later = new Date(Date.now() + 1_000);
    const [first, second] = await Promise.all([
      runDraw(app.database.db, id, later),
      runDraw(app.database.db, id, later),
    ]);
    expect([first, second].filter((paid) => paid !== null)).toHaveLength(1);
    await app.scheduler.tick(LOTTERY_SCHEDULE);
    await app.anotherScheduler().tick(LOTTERY_SCHEDULE);

    const after = await app.call('lottery', 'get_draws', { ticketNumber: `${code}-000001` });
    if (!after.body.result) throw new Error(after.body.message);
    const draw = after.body.data[0]!;
    expect(draw.seed).not.toBeNull();
    expect(createHash('sha256').update(draw.seed!).digest('hex')).toBe(seedHash);
    // Anyone recomputes the winners from the revealed seed, the code and the ticket count.
    const serials = drawWinningSerials(
      draw.seed!,
      draw.code,
      draw.ticketsIssued,
      draw.prizes.length,
    );
    expect(draw.winners.map((w) => w.ticketNumber)).toEqual(
      serials.map((serial) => `${code}-${String(serial).padStart(6, '0')}`),
    );
    expect(draw.winners.map((w) => w.amount)).toEqual([100_000, 50_000]);

    const paid = rowsOf<{ user_id: number; amount: string }>(
      await app.database.db.execute(sql`select a.user_id, t.amount from ledger_transfers t
        join ledger_accounts a on a.id = t.credit_account_id
        where t.reference = ${`lottery:${id}`} and t.kind = 'prize'`),
    );
    expect(paid.map((row) => Number(row.amount)).sort()).toEqual([100_000, 50_000].sort());
    const holders = new Map([
      [1, ayse!.uid],
      [2, burak!.uid],
      [3, burak!.uid],
    ]);
    const expected = new Map<number, number>();
    serials.forEach((serial, index) => {
      const uid = holders.get(serial)!;
      expected.set(uid, (expected.get(uid) ?? 0) + [100_000, 50_000][index]!);
    });
    for (const player of [ayse!, burak!]) {
      const deposited = player === ayse ? 109_999 : 300_000;
      expect(await ledgerBalance(app.database, player.uid)).toBe(
        deposited + (expected.get(player.uid) ?? 0),
      );
    }
    // The winning tickets say so on the player's list.
    const list = await app.call(
      'lottery',
      'get_tickets',
      { ticketNumber: code },
      { cookies: burak!.cookies },
    );
    if (!list.body.result) throw new Error(list.body.message);
    const won = list.body.data.filter((t) => t.won);
    expect(won.length).toBe([...serials].filter((s) => s !== 1).length);
    // A deposit after the draw earns nothing in it.
    await deposit(ayse!, 80_000);
    const [{ n }] = rowsOf<{ n: string }>(
      await app.database.db.execute(
        sql`select count(*) as n from lottery_tickets where lottery_id = ${id}`,
      ),
    ) as [{ n: string }];
    expect(Number(n)).toBe(3);
  });

  it('draws the same serials from the same seed, each ticket at most once', () => {
    const seed = 'a'.repeat(64);
    const once = drawWinningSerials(seed, 'NY2027', 1_000, 10);
    expect(drawWinningSerials(seed, 'NY2027', 1_000, 10)).toEqual(once);
    expect(new Set(once).size).toBe(10);
    expect(once.every((serial) => serial >= 1 && serial <= 1_000)).toBe(true);
    expect(drawWinningSerials(seed, 'NY2028', 1_000, 10)).not.toEqual(once);
    expect(drawWinningSerials(seed, 'NY2027', 2, 5).sort()).toEqual([1, 2]);
  });
});
