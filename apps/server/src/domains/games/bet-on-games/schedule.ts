import type { Schedule } from '../../../platform/scheduler/scheduler.ts';
import { BetOnGamesEngine } from './engine.ts';
import { listBetOnGamesRooms } from './rooms.ts';
import { BET_ON_GAMES_SCHEDULE, type BetOnGamesRoundDeps } from './round-game.ts';

/** How often the leader looks at the draws: reveals land within this. */
export const BET_ON_GAMES_STEP_MS = 250;
const ROOMS_REREAD_MS = 60_000;

/**
 * The schedule `bet-on-games`: every Bet On Games room of the catalogue (read again each
 * minute and on a take-over, so a game added later starts drawing), each room's round machine
 * stepped by the one leader.
 */
export function betOnGamesSchedule(deps: BetOnGamesRoundDeps): Schedule {
  let rooms = new Map<string, BetOnGamesEngine>();
  let readAt = -Infinity;
  return {
    name: BET_ON_GAMES_SCHEDULE,
    everyMs: BET_ON_GAMES_STEP_MS,
    async step(ctx) {
      if (ctx.tookOver || ctx.now.getTime() - readAt >= ROOMS_REREAD_MS) {
        const listed = await listBetOnGamesRooms(ctx.db);
        rooms = new Map(
          listed.map((room) => [
            room.room,
            rooms.get(room.room) ?? new BetOnGamesEngine(room, deps),
          ]),
        );
        readAt = ctx.now.getTime();
      }
      for (const room of rooms.values()) await room.step(ctx);
    },
  };
}
