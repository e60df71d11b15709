import type { Db } from '../../../db/client.ts';
import { RoundMachine } from '../../../platform/rounds/round-machine.ts';
import type { Schedule } from '../../../platform/scheduler/scheduler.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import type { CrashMoneyDeps } from './crash-money.ts';
import { crashSnapshot } from './crash-presenter.ts';
import { crashRoundGame, crashTiming, type CrashTiming } from './crash-round-game.ts';
import { listCrashRooms, type CrashRoom } from './crash-rooms.ts';

/** How often a room's leader looks at its round: auto cash-outs land within this. */
export const CRASH_STEP_MS = 50;

/** A crash room as its players' routes see it: the game and the phases it runs. */
export interface PlayedCrashRoom {
  room: CrashRoom;
  timing: CrashTiming;
}

export interface CrashModule {
  /** One schedule per room, for the scheduler (one leader per room across processes). */
  schedules: Schedule[];
  roomOf(session: GameSession): PlayedCrashRoom | null;
  /** The live topic's snapshot of a room (`game:crash-<id>`), or null for another game. */
  snapshot(db: Db, roomId: string): Promise<unknown | null>;
}

/** The crash rooms of the catalogue as it is at start, each on its round machine. */
export async function buildCrashModule(
  deps: CrashMoneyDeps & { db: Db; timing?: Partial<CrashTiming> },
): Promise<CrashModule> {
  const rooms = await listCrashRooms(deps.db);
  const played = new Map(
    rooms.map((room) => [room.catalogueId, { room, timing: crashTiming(room, deps.timing) }]),
  );
  const byRoom = new Set(rooms.map((room) => room.room));
  return {
    schedules: [...played.values()].map(({ room, timing }) =>
      new RoundMachine(crashRoundGame(room, timing, deps)).schedule(CRASH_STEP_MS),
    ),
    roomOf: (session) =>
      session.launchKind === 'casino' ? (played.get(session.catalogueId) ?? null) : null,
    snapshot: (db, roomId) =>
      byRoom.has(roomId) ? crashSnapshot(db, roomId) : Promise.resolve(null),
  };
}
