import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveTable } from '@lale/contract/methods/casino';
import { LIVE_TABLE_SHARDS, tableScheduleName } from '../../live-tables/table-shards.ts';
import { listLeases } from '../../../../platform/scheduler/leases.ts';
import { rowsOf } from '../../../../db/client.ts';
import {
  liveTablesWorld,
  openWindow,
  seatedPlayer,
  tableOf,
  tickUntil,
  type LiveTablesWorld,
  type TableRow,
} from '../../../../../test/support/live-table-helpers.ts';

describe('the live lobby shows the rooms', () => {
  let world: LiveTablesWorld;
  let table: TableRow;
  beforeAll(async () => {
    world = await liveTablesWorld();
    table = await tableOf(world.app, 'roulette');
  });
  afterAll(() => world?.close());

  const lobbyCard = async () => {
    const { body } = await world.app.call('livecasino', 'game_table_list', {
      limit: 150,
      type: 'roulette',
      Lang: 'en',
    });
    expect(body.result).toBe(true);
    return (body.data as LiveTable[]).find((row) => row.tableID === table.id)!;
  };

  it('lists each table open or not, its limits, its players and its last results', async () => {
    expect(await lobbyCard()).toMatchObject({
      isOpen: true,
      minBet: table.minBet,
      maxBet: table.maxBet,
      players: 0,
      lastResults: [],
    });
    const alice = await seatedPlayer(world, table);
    await openWindow(world, table.id);
    const paid = await tickUntil(world, table.id, 'result');
    await vi.waitFor(async () => expect((await lobbyCard()).players).toBe(1), { timeout: 5_000 });
    await vi.waitFor(
      async () =>
        expect((await lobbyCard()).lastResults[0]).toEqual({
          roundNumber: paid.round_number,
          label: String(paid.result.pocket),
          tone: paid.result.color,
        }),
      { timeout: 5_000 },
    );
    await alice.socket.close();
    // Every process writes its watchers every 2 s: the one who left stops counting.
    await vi.waitFor(async () => expect((await lobbyCard()).players).toBe(0), { timeout: 6_000 });
  });

  it('lets a table nobody watches idle: no new round opens', async () => {
    const rounds = async () =>
      rowsOf<{ n: number }>(
        await world.app.database.db.execute(
          sql`select count(*)::int as n from live_table_rounds where table_id = ${table.id}`,
        ),
      )[0]!.n;
    const before = await rounds();
    world.clock.advance(60_000);
    await world.app.scheduler.tick(tableScheduleName(table.id));
    await world.app.scheduler.tick(tableScheduleName(table.id));
    expect(await rounds()).toBe(before);
  });

  it('drives every table through a few shard leases, not one lease per table', async () => {
    await world.app.scheduler.tick(tableScheduleName(table.id));
    const leases = (await listLeases(world.app.database.db))
      .map((lease) => lease.name)
      .filter((name) => name.startsWith('live-table'));
    expect(leases).toContain(tableScheduleName(table.id));
    expect(leases.every((name) => /^live-tables:\d+$/.test(name))).toBe(true);
    expect(leases.length).toBeLessThanOrEqual(LIVE_TABLE_SHARDS);
  });
});
