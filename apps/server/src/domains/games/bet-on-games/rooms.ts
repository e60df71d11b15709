import { sql } from 'drizzle-orm';
import { gameTopic } from '@lale/contract/live/topics';
import { rowsOf, type Db } from '../../../db/client.ts';

export const BET_ON_GAMES_ENGINE = 'bet-on-games';

/** A Bet On Games entry of the catalogue: its own draws, topic and client seed. */
export interface BetOnGamesRoom {
  room: string;
  catalogueId: number;
  topic: string;
}

export function betOnGamesRoom(catalogueId: number): BetOnGamesRoom {
  const room = `bet-on-games-${catalogueId}`;
  return { room, catalogueId, topic: gameTopic(room) };
}

export async function listBetOnGamesRooms(db: Db): Promise<BetOnGamesRoom[]> {
  const result = await db.execute(sql`select id from games
    where engine_id = ${BET_ON_GAMES_ENGINE} and enabled order by id`);
  return rowsOf<{ id: number | string }>(result).map((row) => betOnGamesRoom(Number(row.id)));
}
