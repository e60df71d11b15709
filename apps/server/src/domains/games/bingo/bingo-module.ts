import type { Db } from '../../../db/client.ts';
import type { Schedule } from '../../../platform/scheduler/scheduler.ts';
import type { Publish } from '../feed/big-wins.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { BingoEngine } from './bingo-engine.ts';
import { bingoSnapshot } from './bingo-presenter.ts';
import { bingoRoomDefs, bingoTiming, type BingoRoomDef, type BingoTiming } from './bingo-rooms.ts';

/** How often a room's leader looks at its game: calls land within this of their time. */
export const BINGO_STEP_MS = 100;

export interface BingoModule {
  /** One schedule per room (`bingo:<room id>`), one leader each across processes. */
  schedules: Schedule[];
  rooms: BingoRoomDef[];
  timing: BingoTiming;
  publish: Publish;
  /** The live topic's snapshot of a room (`game:bingo-…`), or null for another game. */
  snapshot(db: Db, roomId: string): Promise<unknown | null>;
}

export function buildBingoModule(deps: {
  wallet: StudioDeps['wallet'];
  publish: Publish;
  timing?: Partial<BingoTiming>;
}): BingoModule {
  const timing = { ...bingoTiming(), ...deps.timing };
  const rooms = bingoRoomDefs();
  const engines = rooms.map((def) => new BingoEngine(def, { ...deps, timing }));
  return {
    schedules: engines.map((engine) => engine.schedule(BINGO_STEP_MS)),
    rooms,
    timing,
    publish: deps.publish,
    snapshot: (db, roomId) => {
      const def = rooms.find((candidate) => candidate.room.id === roomId);
      return def ? bingoSnapshot(db, def.room) : Promise.resolve(null);
    },
  };
}
