import { sql } from 'drizzle-orm';
import { tableTopic } from '@lale/contract/live/topics';
import {
  gameOfKind,
  isLiveTableKind,
  LIVE_TABLE_ENGINE,
  type LiveTableGame,
  type LiveTableKind,
} from '@lale/contract/live-tables/kinds';
import { rowsOf, type Db } from '../../../db/client.ts';
import { dealerOf } from './dealer-personas.ts';

/** A live table of the catalogue as its room plays it. */
export interface LiveTableRoom {
  tableId: number;
  kind: LiveTableKind;
  game: LiveTableGame;
  topic: string;
  dealer: string | null;
  minBet: number;
  maxBet: number;
}

interface RawTable {
  id: number | string;
  engine_model: string;
  min_bet: number | string;
  max_bet: number | string;
}

function toRoom(row: RawTable): LiveTableRoom | null {
  if (!isLiveTableKind(row.engine_model)) return null;
  const tableId = Number(row.id);
  return {
    tableId,
    kind: row.engine_model,
    game: gameOfKind(row.engine_model),
    topic: tableTopic(String(tableId)),
    dealer: dealerOf(tableId, row.engine_model),
    minBet: Number(row.min_bet),
    maxBet: Number(row.max_bet),
  };
}

const rooms = (result: unknown) =>
  rowsOf<RawTable>(result)
    .map(toRoom)
    .filter((room): room is LiveTableRoom => room !== null);

/** Every enabled live table: each is a room with its own schedule. */
export async function listLiveTableRooms(db: Db): Promise<LiveTableRoom[]> {
  return rooms(
    await db.execute(sql`select id, engine_model, min_bet, max_bet from live_tables
      where enabled and engine_id = ${LIVE_TABLE_ENGINE} order by id`),
  );
}

/** The table as it is now (limits read fresh; null once disabled). */
export async function findLiveTableRoom(db: Db, tableId: number): Promise<LiveTableRoom | null> {
  return (
    rooms(
      await db.execute(sql`select id, engine_model, min_bet, max_bet from live_tables
        where id = ${tableId} and enabled and engine_id = ${LIVE_TABLE_ENGINE}`),
    )[0] ?? null
  );
}
