import { sql } from 'drizzle-orm';
import { crashGame, type CrashGame } from '@lale/games/crash';
import { gameTopic } from '@lale/contract/live/topics';
import { rowsOf, type Db } from '../../../db/client.ts';

/** A crash game of the catalogue: one shared room with its own rounds, chain and topic. */
export interface CrashRoom {
  room: string;
  catalogueId: number;
  topic: string;
  game: CrashGame;
  name: { tr: string; en: string };
}

export const roomOf = (catalogueId: number) => `crash-${catalogueId}`;

/** The catalogue's model names the maths: Spaceman offers half cash-out, the rest fly Zeplin's. */
export function crashModel(engineModel: string): CrashGame {
  return crashGame(engineModel) ?? crashGame('zeplin')!;
}

/**
 * The room's game within the catalogue's stake limits as they stand (an operator may change
 * them): the tighter of the model's and the catalogue's, the limits the launch reply shows.
 */
export async function withCatalogueLimits(db: Db, room: CrashRoom): Promise<CrashGame> {
  const [row] = rowsOf<{ min_bet: number | string; max_bet: number | string }>(
    await db.execute(sql`select min_bet, max_bet from games where id = ${room.catalogueId}`),
  );
  if (!row) return room.game;
  return {
    ...room.game,
    minBet: Math.max(room.game.minBet, Number(row.min_bet)),
    maxBet: Math.min(room.game.maxBet, Number(row.max_bet)),
  };
}

/** Every enabled crash game of the catalogue, each a room. */
export async function listCrashRooms(db: Db): Promise<CrashRoom[]> {
  const result = await db.execute(sql`
    select id, engine_model, name from games
    where engine_id = 'crash' and enabled order by id`);
  return rowsOf<{ id: number; engine_model: string; name: { tr: string; en: string } }>(result).map(
    (row) => toRoom(Number(row.id), row.engine_model, row.name),
  );
}

export function toRoom(
  catalogueId: number,
  engineModel: string,
  name: { tr: string; en: string },
): CrashRoom {
  const room = roomOf(catalogueId);
  return { room, catalogueId, topic: gameTopic(room), game: crashModel(engineModel), name };
}
