import type { LiveTableEvent } from '@lale/contract/live-tables/events';
import type { LiveTableTiming } from '@lale/contract/live-tables/room';
import { RoundMachine } from '../../../platform/rounds/round-machine.ts';
import type { StepContext } from '../../../platform/scheduler/scheduler.ts';
import type { TableRoundRow } from './rounds.repository.ts';
import type { LiveTableRoom } from './table-catalogue.ts';
import { tableRoundGame, type PlayingPhase, type TableRoomDeps } from './table-round-game.ts';
import { tableTiming } from './table-timing.ts';

export { STALE_ROUND_MS, type TableRoomDeps } from './table-round-game.ts';

/**
 * A table's room as its shard's leader steps it (table-shards.ts): the table's rounds on the
 * round machine (table-round-game.ts), which keeps the latest round, opens the next while
 * somebody watches, and recovers at a take-over.
 */
export class TableRoom {
  private readonly machine: RoundMachine<TableRoundRow, PlayingPhase, LiveTableEvent>;

  constructor(
    readonly room: LiveTableRoom,
    private readonly deps: TableRoomDeps,
  ) {
    this.machine = new RoundMachine(tableRoundGame(room, deps));
  }

  get timing(): LiveTableTiming {
    return tableTiming(this.room.kind, this.deps.timing);
  }

  /**
   * This process has just become the table's leader: `latest` is the table's latest round as
   * stored now (read for many tables at once), played on or refunded at the next step.
   */
  takeOver(latest: TableRoundRow | null): void {
    this.machine.takeOver(latest ? [latest] : []);
  }

  /** The shard's take-over has been handed in through `takeOver`: not passed on. */
  step({ db, now }: Pick<StepContext, 'db' | 'now'>): Promise<void> {
    return this.machine.step({ db, now });
  }
}
