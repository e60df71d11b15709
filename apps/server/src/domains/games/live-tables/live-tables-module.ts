import type { LiveTableEvent } from '@lale/contract/live-tables/events';
import type { LiveTableSnapshot } from '@lale/contract/live-tables/room';
import type { Db } from '../../../db/client.ts';
import type { Schedule } from '../../../platform/scheduler/scheduler.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { LobbyStatus, type TableLobbyStatus } from './lobby-status.ts';
import { PastResultsCache, tableSnapshot } from './room-snapshot.ts';
import { listLiveTableRooms, type LiveTableRoom } from './table-catalogue.ts';
import { PRESENCE_EVERY_MS, TablePresence, type TableWatchers } from './table-presence.ts';
import { TableRoom } from './table-room.ts';
import { shardSchedules } from './table-shards.ts';
import type { TimingOverrides } from './table-timing.ts';

export interface LiveTablesModule {
  /**
   * The shards' schedules (`live-tables:<n>`, table-shards.ts), over fresh rooms each time
   * (a scheduler's own: another process's in hand-over tests).
   */
  schedules(): Schedule[];
  presence: TablePresence;
  timing: TimingOverrides | undefined;
  publish(topic: string, payload: LiveTableEvent): Promise<unknown>;
  /**
   * The snapshot of `table:<id>` for a newcomer; their arrival is counted at once, so an idle
   * table starts its next round without waiting for the presence refresh.
   */
  snapshot(db: Db, tableId: string): Promise<LiveTableSnapshot | null>;
  /** Players and last results of a lobby page's tables. */
  lobby(db: Db, tableIds: number[]): Promise<Map<number, TableLobbyStatus>>;
  /** Writes this process's watcher counts every 2 s until `stop`. */
  start(): void;
  stop(): Promise<void>;
}

/** Every enabled live table of the catalogue (as it is at start), each a room. */
export async function buildLiveTablesModule(deps: {
  db: Db;
  wallet: StudioDeps['wallet'];
  now: () => Date;
  publish(topic: string, payload: unknown): Promise<unknown>;
  hub: TableWatchers;
  /** This process's name among the site's processes (its scheduler holder). */
  process: string;
  timing?: TimingOverrides;
}): Promise<LiveTablesModule> {
  const rooms = await listLiveTableRooms(deps.db);
  const byId = new Map<string, LiveTableRoom>(rooms.map((room) => [String(room.tableId), room]));
  const presence = new TablePresence(deps.db, deps.hub, deps.process);
  const lobby = new LobbyStatus(presence);
  const pastResults = new PastResultsCache();
  let timer: NodeJS.Timeout | null = null;
  const writePresence = () => presence.write(deps.now()).catch(() => undefined);
  return {
    schedules: () =>
      shardSchedules(
        rooms.map(
          (room) =>
            new TableRoom(room, {
              wallet: deps.wallet,
              publish: deps.publish,
              presence,
              ...(deps.timing ? { timing: deps.timing } : {}),
            }),
        ),
      ),
    presence,
    timing: deps.timing,
    publish: deps.publish,
    async snapshot(db, tableId) {
      const room = byId.get(tableId);
      if (!room) return null;
      const now = deps.now();
      await writePresence();
      return tableSnapshot(db, room, await presence.players(room.tableId, now), now, pastResults);
    },
    lobby: (db, tableIds) => lobby.of(db, tableIds, deps.now()),
    start() {
      timer ??= setInterval(() => void writePresence(), PRESENCE_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await presence.leave().catch(() => undefined);
    },
  };
}
