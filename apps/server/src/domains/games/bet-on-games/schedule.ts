import type { Db } from '../../../db/client.ts';
import type { Schedule } from '../../../platform/scheduler/scheduler.ts';
import { BetOnGamesEngine, type BetOnGamesEngineDeps } from './engine.ts';
import { listBetOnGamesRooms } from './rooms.ts';

/** How often the leader looks at the draws: reveals land within this. */
export const BET_ON_GAMES_STEP_MS = 250;
const ROOMS_REREAD_MS = 60_000;

/**
 * The schedule `bet-on-games`: every Bet On Games room of the catalogue (read again each
 * minute and on a take-over, so a game added later starts drawing) stepped by one leader.
 */
export function betOnGamesSchedule(deps: BetOnGamesEngineDeps): Schedule & {
  engines(db: Db): Promise<BetOnGamesEngine[]>;
} {
  let engines = new Map<string, BetOnGamesEngine>();
  let readAt = -Infinity;
  const refresh = async (db: Db, now: number) => {
    const rooms = await listBetOnGamesRooms(db);
    engines = new Map(
      rooms.map((room) => [room.room, engines.get(room.room) ?? new BetOnGamesEngine(room, deps)]),
    );
    readAt = now;
  };
  return {
    name: 'bet-on-games',
    everyMs: BET_ON_GAMES_STEP_MS,
    async step(ctx) {
      if (ctx.tookOver || ctx.now.getTime() - readAt >= ROOMS_REREAD_MS)
        await refresh(ctx.db, ctx.now.getTime());
      for (const engine of engines.values()) await engine.step(ctx);
    },
    async engines(db) {
      await refresh(db, Date.now());
      return [...engines.values()];
    },
  };
}
