import { randomUUID } from 'node:crypto';
import type { LiveTableEvent } from '@lale/contract/live-tables/events';
import type { RoundGame, RoundPhase } from '../../../platform/rounds/round-machine.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { TABLE_PLAYS } from './games/table-plays.ts';
import {
  isOver,
  tableRounds,
  type RoundPhase as TablePhase,
  type TableRoundRow,
} from './rounds.repository.ts';
import type { LiveTableRoom } from './table-catalogue.ts';
import type { TablePresence } from './table-presence.ts';
import {
  cancel,
  closeBets,
  deal,
  decideOrSettle,
  type TableRounds,
  type TableStep,
} from './table-round-steps.ts';
import { tableTiming, type TimingOverrides } from './table-timing.ts';

/**
 * A round its leader left this long past its phase's end is not resumed on take-over but
 * cancelled and every bet returned: its players have long gone.
 */
export const STALE_ROUND_MS = 60_000;

/** The public seed of every round at a table: its stream's client seed. */
export const tableClientSeed = (tableId: number) => `table-${tableId}`;

export interface TableRoomDeps extends Pick<StudioDeps, 'wallet'> {
  publish(topic: string, payload: LiveTableEvent): Promise<unknown>;
  presence: TablePresence;
  timing?: TimingOverrides;
}

/** The phases a round is stepped through (result and cancelled are over). */
export type PlayingPhase = Exclude<TablePhase, 'result' | 'cancelled'>;

type TableRoundPhase = RoundPhase<TableRoundRow, LiveTableEvent>;
type Leave = (table: TableRounds, step: TableStep) => Promise<TableRoundRow | null>;

/**
 * A table's rounds on the round machine: betting window → no more bets → the draw → decisions
 * (blackjack seats, insurance, hold'em calls) → the result, paid → the next window, while
 * somebody watches. Every transition is a transaction made once (conditional updates on the
 * round's phase), so a new leader continues where the last one stopped: a round it finds open
 * is played on and paid, or refunded when long abandoned.
 */
export function tableRoundGame(
  room: LiveTableRoom,
  deps: TableRoomDeps,
): RoundGame<TableRoundRow, PlayingPhase, LiveTableEvent> {
  const table: TableRounds = {
    wallet: deps.wallet,
    timing: tableTiming(room.kind, deps.timing),
    play: TABLE_PLAYS[room.kind],
  };
  /** Whether this leader has said the table is idle since its last round opened. */
  let idle = false;
  /** The watchers counted when the next round was let open, for its announcement. */
  let players = 0;
  /** A phase that ends at the round's `phaseEndsAt`. */
  const timed = (leave: Leave): TableRoundPhase => ({
    endsAt: (round) => round.phaseEndsAt,
    leave: (step) => leave(table, step),
  });
  return {
    // Stepped by its shard's schedule (table-shards.ts), never by a schedule of its own.
    name: `live-table:${room.tableId}`,
    topic: room.topic,
    publish: deps.publish,
    load: async (db) => {
      const latest = await tableRounds.latest(db, room.tableId);
      return latest ? [latest] : [];
    },
    isOver,
    // Asked only of rounds not over.
    phaseOf: (round) => round.phase as PlayingPhase,
    phases: {
      betting: timed(closeBets),
      closed: timed(deal),
      draw: timed(decideOrSettle),
      decision: {
        ...timed(decideOrSettle),
        // Players' decisions move a round on between steps: read it while they are awaited.
        during: async ({ db }) => (await tableRounds.latest(db, room.tableId)) ?? undefined,
      },
    },
    opensAt: (latest, _running, now) => {
      if (!latest) return now;
      return isOver(latest) ? latest.phaseEndsAt : null;
    },
    async mayOpen(_db, now) {
      players = await deps.presence.players(room.tableId, now);
      if (players > 0) return true;
      if (!idle) {
        idle = true;
        void deps.publish(room.topic, { type: 'table.idle' }).catch(() => {});
      }
      return false;
    },
    async open({ tx, last, now, seeds, say }) {
      const opened = await tableRounds.open(tx, {
        id: randomUUID(),
        tableId: room.tableId,
        roundNumber: last ? last.roundNumber + 1 : 0,
        kind: room.kind,
        serverSeed: seeds.serverSeed,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: tableClientSeed(room.tableId),
        openedAt: now,
        bettingEndsAt: new Date(now.getTime() + table.timing.bettingMs),
      });
      if (!opened) return null;
      idle = false;
      say({
        type: 'table.betting',
        roundId: opened.id,
        roundNumber: opened.roundNumber,
        serverSeedHash: opened.serverSeedHash,
        clientSeed: opened.clientSeed,
        openedAt: opened.openedAt.getTime(),
        bettingEndsAt: opened.bettingEndsAt.getTime(),
        players,
      });
      return opened;
    },
    recover: async (step) => {
      const abandoned = step.now.getTime() - step.round.phaseEndsAt.getTime() > STALE_ROUND_MS;
      if (abandoned) return cancel(table, step);
    },
  };
}
