import type { Schedule, StepContext } from '../../../platform/scheduler/scheduler.ts';
import { tableRounds } from './rounds.repository.ts';
import type { TableRoom } from './table-room.ts';

/**
 * The tables are split by id over this many schedules (`live-tables:<n>`), each one lease:
 * a handful of lease writes per lease period for the whole site instead of one per table, and
 * still room for the shards to be led by different processes. Every process must use the same
 * count: a table's leader is the leader of its shard.
 */
export const LIVE_TABLE_SHARDS = 4;
/** How often a shard's leader steps its tables: phases end within this. */
export const TABLE_STEP_MS = 200;
/** Tables of one shard stepped at the same time (each step is at most one transaction). */
const STEPS_AT_ONCE = 4;

export const shardOfTable = (tableId: number) => tableId % LIVE_TABLE_SHARDS;

/** The schedule that drives `tableId` (tests tick it by this name). */
export const tableScheduleName = (tableId: number) => `live-tables:${shardOfTable(tableId)}`;

/**
 * One schedule per shard over rooms of this process. On take-over the shard reads every
 * table's latest round in one query and each room plays its open round on or refunds it. A
 * table nobody watches costs nothing per step: its room answers from memory and the shared
 * presence counts (one query per second per process).
 */
export function shardSchedules(rooms: TableRoom[]): Schedule[] {
  const shards = new Map<number, TableRoom[]>();
  for (const room of rooms) {
    const shard = shardOfTable(room.room.tableId);
    shards.set(shard, [...(shards.get(shard) ?? []), room]);
  }
  return [...shards.entries()]
    .sort(([a], [b]) => a - b)
    .map(([shard, tables]) => ({
      name: `live-tables:${shard}`,
      everyMs: TABLE_STEP_MS,
      step: (ctx) => stepShard(tables, ctx),
    }));
}

async function stepShard(tables: TableRoom[], ctx: StepContext): Promise<void> {
  if (ctx.tookOver) {
    const latest = await tableRounds.latestOfTables(
      ctx.db,
      tables.map((table) => table.room.tableId),
    );
    for (const table of tables) table.takeOver(latest.get(table.room.tableId) ?? null);
  }
  const failures: { tableId: number; error: unknown }[] = [];
  let next = 0;
  // A slow table (a settlement with many stakes) holds one lane, not the whole shard.
  const lane = async () => {
    while (next < tables.length) {
      const table = tables[next++]!;
      await table.step(ctx).catch((error: unknown) => {
        failures.push({ tableId: table.room.tableId, error });
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(STEPS_AT_ONCE, tables.length) }, lane));
  if (failures.length > 0)
    throw new AggregateError(
      failures.map((failure) => failure.error),
      failures.map(({ tableId, error }) => `live table ${tableId}: ${describe(error)}`).join('; '),
    );
}

/** The error and its causes (a failed query's database error is its cause). */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e = error; e !== undefined && parts.length < 4; e = (e as Error).cause)
    parts.push(e instanceof Error ? e.message : String(e));
  return parts.join(' ← ');
}
