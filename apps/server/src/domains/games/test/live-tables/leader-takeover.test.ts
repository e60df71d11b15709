import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../db/client.ts';
import { checkLedger } from '../../../wallet/check-ledger.ts';
import { STALE_ROUND_MS } from '../../live-tables/table-room.ts';
import { tableScheduleName } from '../../live-tables/table-shards.ts';
import type { Scheduler } from '../../../../platform/scheduler/scheduler.ts';
import { ledgerBalance } from '../../../../../test/support/studio.ts';
import {
  latestRound,
  liveTablesWorld,
  openWindow,
  request,
  seatedPlayer,
  tableOf,
  tickTable,
  type LiveTablesWorld,
  type TablePlayer,
  type TableRow,
} from '../../../../../test/support/live-table-helpers.ts';

/**
 * The process leading a table dies mid-round: it stops renewing its lease, and once the lease
 * has run out another process's scheduler (over fresh rooms of its own) takes the table over.
 */
describe('a table whose leader dies mid-round', () => {
  let world: LiveTablesWorld;
  let table: TableRow;
  let players: TablePlayer[];

  beforeAll(async () => {
    world = await liveTablesWorld();
    table = await tableOf(world.app, 'auto-roulette');
    players = [await seatedPlayer(world, table), await seatedPlayer(world, table)];
  });
  afterAll(async () => {
    for (const player of players ?? []) await player.socket.close();
    await world?.close();
  });

  const stakesOf = async (roundId: string) =>
    rowsOf<{ user_id: number; status: string; staked: string; win: string | null }>(
      await world.app.database.db.execute(
        sql`select user_id, status, staked, win from live_table_stakes where round_id = ${roundId}`,
      ),
    );

  async function betEverybody(): Promise<Map<number, number>> {
    const before = new Map<number, number>();
    for (const [i, { game, player }] of players.entries()) {
      before.set(player.uid, await ledgerBalance(world.app.database, player.uid));
      const placed = await game.post('/live/bets', {
        game: 'roulette',
        bets: [{ type: i === 0 ? 'even' : 'odd', amount: table.minBet }],
        requestId: request(),
      });
      expect(placed.status).toBe(200);
    }
    return before;
  }

  /** The new leader's ticks, the lease of the dead one run out first. */
  async function takeOver(successor: Scheduler, after: number): Promise<void> {
    world.clock.advance(after);
    await successor.tick(tableScheduleName(table.id));
  }

  it('is played on by the next leader: every bet settled, once, and the ledger sums to zero', async () => {
    const round = await openWindow(world, table.id);
    const before = await betEverybody();
    await tickTable(world, table.id); // no more bets
    expect((await latestRound(world.app, table.id)).phase).toBe('closed');

    const successor = world.app.anotherScheduler();
    await takeOver(successor, 6_000);
    for (let i = 0; i < 6 && (await latestRound(world.app, table.id)).phase !== 'result'; i++) {
      const current = await latestRound(world.app, table.id);
      world.clock.advance(Math.max(0, Date.parse(current.phase_ends_at) - world.clock.ms));
      await successor.tick(tableScheduleName(table.id));
    }
    const paid = await latestRound(world.app, table.id);
    expect(paid).toMatchObject({ id: round.id, phase: 'result' });
    const stakes = await stakesOf(round.id);
    expect(stakes.map((s) => s.status)).toEqual(['settled', 'settled']);
    for (const stake of stakes)
      expect(await ledgerBalance(world.app.database, stake.user_id)).toBe(
        before.get(stake.user_id)! - Number(stake.staked) + Number(stake.win),
      );
    // The dead leader coming back finds the round paid and pays nothing twice.
    await world.app.scheduler.tick(tableScheduleName(table.id));
    expect((await checkLedger(world.app.database.db)).violations).toEqual([]);
  });

  it('is refunded when the table was left too long: every bet back, the seed shown', async () => {
    const successor = world.app.anotherScheduler();
    // Ticks by whoever leads now open a fresh window; the first successor may hold the lease.
    await takeOver(successor, 6_000);
    let round = await latestRound(world.app, table.id);
    for (let i = 0; i < 8 && round.phase !== 'betting'; i++) {
      world.clock.advance(Math.max(0, Date.parse(round.phase_ends_at) - world.clock.ms));
      await successor.tick(tableScheduleName(table.id));
      round = await latestRound(world.app, table.id);
    }
    expect(round.phase).toBe('betting');
    const before = await betEverybody();

    const third = world.app.anotherScheduler();
    await takeOver(third, STALE_ROUND_MS + 10_000);
    const cancelled = await latestRound(world.app, table.id);
    expect(cancelled).toMatchObject({ id: round.id, phase: 'cancelled' });
    const stakes = await stakesOf(round.id);
    expect(stakes.map((s) => s.status)).toEqual(['refunded', 'refunded']);
    for (const { player } of players)
      expect(await ledgerBalance(world.app.database, player.uid)).toBe(before.get(player.uid));
    const event = await players[0]!.socket.waitFor(
      (m) => m.type === 'event' && m.payload.type === 'table.cancelled',
    );
    expect(event.payload).toEqual({
      type: 'table.cancelled',
      roundId: round.id,
      serverSeed: cancelled.server_seed,
    });
    expect((await checkLedger(world.app.database.db)).violations).toEqual([]);
  });
});
