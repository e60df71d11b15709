import type { Db } from '../../../db/client.ts';
import type { Schedule } from '../../../platform/scheduler/scheduler.ts';
import type { Publish } from '../feed/big-wins.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { CrashEngine, type CrashTiming } from './crash-engine.ts';
import { crashSnapshot } from './crash-presenter.ts';
import { listCrashRooms, type CrashRoom } from './crash-rooms.ts';

/** How often a room's leader looks at its round: auto cash-outs land within this. */
export const CRASH_STEP_MS = 50;

export interface CrashModule {
  /** One schedule per room, for the scheduler (one leader per room across processes). */
  schedules: Schedule[];
  roomOf(session: GameSession): { room: CrashRoom; engine: CrashEngine } | null;
  /** The live topic's snapshot of a room (`game:crash-<id>`), or null for another game. */
  snapshot(db: Db, roomId: string): Promise<unknown | null>;
}

/** The crash rooms of the catalogue as it is at start, each with its engine and schedule. */
export async function buildCrashModule(deps: {
  db: Db;
  wallet: StudioDeps['wallet'];
  publish: Publish;
  timing?: Partial<CrashTiming>;
}): Promise<CrashModule> {
  const rooms = await listCrashRooms(deps.db);
  const engines = new Map(
    rooms.map((room) => [room.catalogueId, { room, engine: new CrashEngine(room, deps) }]),
  );
  const byRoom = new Set(rooms.map((room) => room.room));
  return {
    schedules: [...engines.values()].map(({ room, engine }) => ({
      name: `crash:${room.room}`,
      everyMs: CRASH_STEP_MS,
      step: (ctx) => engine.step(ctx),
    })),
    roomOf: (session) =>
      session.launchKind === 'casino' ? (engines.get(session.catalogueId) ?? null) : null,
    snapshot: (db, roomId) =>
      byRoom.has(roomId) ? crashSnapshot(db, roomId) : Promise.resolve(null),
  };
}
