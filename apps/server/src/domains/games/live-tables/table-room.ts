import { randomUUID } from 'node:crypto';
import type { LiveTableEvent } from '@lale/contract/live-tables/events';
import type { LiveTableTiming } from '@lale/contract/live-tables/room';
import { generateServerSeed, hashServerSeed } from '@lale/games/fair';
import { liveRoundSource } from '@lale/games/live-table';
import { afterCommit, withTransaction, type Db } from '../../../db/client.ts';
import type { StepContext } from '../../../platform/scheduler/scheduler.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { lockPayees } from '../../wallet/api.ts';
import { TABLE_PLAYS } from './games/table-plays.ts';
import type { PlayedRound } from './games/table-play.ts';
import { payStake, returnStake } from './room-money.ts';
import { publicTurn, roundStateOf, type RoundState } from './room-presenter.ts';
import { isOver, tableRounds, type TableRoundRow } from './rounds.repository.ts';
import { tableStakes } from './stakes.repository.ts';
import type { LiveTableRoom } from './table-catalogue.ts';
import type { TablePresence } from './table-presence.ts';
import { tableTiming, type TimingOverrides } from './table-timing.ts';

/**
 * A round its leader left this long past its phase's end is not resumed on take-over but
 * cancelled and every bet returned: its players have long gone.
 */
export const STALE_ROUND_MS = 60_000;

export interface TableRoomDeps extends Pick<StudioDeps, 'wallet'> {
  publish(topic: string, payload: LiveTableEvent): Promise<unknown>;
  presence: TablePresence;
  timing?: TimingOverrides;
}

/** The public seed of every round at a table: its stream's client seed. */
export const tableClientSeed = (tableId: number) => `table-${tableId}`;

/**
 * A table's rounds, stepped by the leader of its shard only (table-shards.ts): betting window → no
 * more bets → the draw → decisions (blackjack seats, insurance, hold'em calls) → the result,
 * paid → the next window, while somebody watches. Every transition is a transaction made once
 * (conditional updates on the round's phase), so a new leader continues where the last one
 * stopped: a round it finds open is played on and paid, or refunded when long abandoned.
 */
export class TableRoom {
  /** The table's latest round as this leader last wrote or read it (undefined: unknown). */
  private round: TableRoundRow | null | undefined = undefined;
  private idle = false;
  /** Set on take-over until the round found open has been looked at (resume or refund). */
  private recovering = false;

  constructor(
    readonly room: LiveTableRoom,
    private readonly deps: TableRoomDeps,
  ) {}

  get timing(): LiveTableTiming {
    return tableTiming(this.room.kind, this.deps.timing);
  }

  private get play() {
    return TABLE_PLAYS[this.room.kind];
  }

  /**
   * This process has just become the table's leader: `latest` is the table's latest round as
   * stored now (read for many tables at once), played on or refunded at the next step.
   */
  takeOver(latest: TableRoundRow | null): void {
    this.round = latest;
    this.recovering = true;
  }

  async step({ db, now }: Pick<StepContext, 'db' | 'now'>): Promise<void> {
    try {
      await this.advance(db, now);
    } catch (error) {
      this.round = undefined;
      throw error;
    }
  }

  private async advance(db: Db, now: Date) {
    if (this.round === undefined) this.round = await tableRounds.latest(db, this.room.tableId);
    if (this.recovering) {
      this.recovering = false;
      const round = this.round;
      const abandoned =
        round && !isOver(round) && now.getTime() - round.phaseEndsAt.getTime() > STALE_ROUND_MS;
      if (abandoned) return this.cancel(db, round, now);
    }
    // Players' decisions move a round on between steps: read it while they are awaited.
    if (this.round?.phase === 'decision')
      this.round = await tableRounds.latest(db, this.room.tableId);
    const round = this.round;
    if (!round || isOver(round)) {
      if (round && now < round.phaseEndsAt) return;
      if ((await this.deps.presence.players(this.room.tableId, now)) === 0) return this.goIdle(db);
      return this.openRound(db, round, now);
    }
    if (now < round.phaseEndsAt) return;
    if (round.phase === 'betting') return this.closeBets(db, round);
    if (round.phase === 'closed') return this.deal(db, round, now);
    return this.decideOrSettle(db, round, now);
  }

  private async goIdle(db: Db): Promise<void> {
    if (this.idle) return;
    this.idle = true;
    await withTransaction(db, async (tx) => this.announce(tx, { type: 'table.idle' }));
  }

  private async openRound(db: Db, last: TableRoundRow | null, now: Date): Promise<void> {
    const players = await this.deps.presence.players(this.room.tableId, now);
    await withTransaction(db, async (tx) => {
      const serverSeed = generateServerSeed();
      const opened = await tableRounds.open(tx, {
        id: randomUUID(),
        tableId: this.room.tableId,
        roundNumber: last ? last.roundNumber + 1 : 0,
        kind: this.room.kind,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: tableClientSeed(this.room.tableId),
        openedAt: now,
        bettingEndsAt: new Date(now.getTime() + this.timing.bettingMs),
      });
      // Another leader opened it first (a hand-over): read the table again next step.
      this.round = opened ?? undefined;
      if (!opened) return;
      this.idle = false;
      this.announce(tx, {
        type: 'table.betting',
        roundId: opened.id,
        roundNumber: opened.roundNumber,
        serverSeedHash: opened.serverSeedHash,
        clientSeed: opened.clientSeed,
        openedAt: opened.openedAt.getTime(),
        bettingEndsAt: opened.bettingEndsAt.getTime(),
        players,
      });
    });
  }

  /** 'No more bets': bets were refused from `bettingEndsAt` on; the draw follows. */
  private async closeBets(db: Db, round: TableRoundRow): Promise<void> {
    const drawAt = new Date(round.bettingEndsAt.getTime() + this.timing.noMoreBetsMs);
    await withTransaction(db, async (tx) => {
      const closed = await tableRounds.advance(tx, round.id, 'betting', {
        phase: 'closed',
        phaseEndsAt: drawAt,
      });
      this.round = closed ?? undefined;
      if (closed)
        this.announce(tx, { type: 'table.closed', roundId: round.id, drawAt: drawAt.getTime() });
    });
  }

  /** The draw from the round's committed seeds: the wheel's pocket, the coup, the deal. */
  private async deal(db: Db, round: TableRoundRow, now: Date): Promise<void> {
    await withTransaction(db, async (tx) => {
      const stakes = (await tableStakes.ofRound(tx, round.id, true)).filter((s) => s.staked > 0);
      const source = liveRoundSource({
        serverSeed: round.serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.roundNumber,
      });
      const played = this.play.deal(source, stakes);
      const endsAt = new Date(now.getTime() + this.play.drawMs(played.result, this.timing));
      const drawn = await tableRounds.advance(tx, round.id, 'closed', {
        phase: 'draw',
        phaseEndsAt: endsAt,
        state: stateOf(played),
        result: played.result,
      });
      this.round = drawn ?? undefined;
      if (drawn)
        this.announce(tx, {
          type: 'table.draw',
          roundId: round.id,
          result: played.result,
          phaseEndsAt: endsAt.getTime(),
        });
    });
  }

  /** After the draw or a decision's deadline: the next decision, or the result. */
  private async decideOrSettle(db: Db, round: TableRoundRow, now: Date): Promise<void> {
    const state = roundStateOf(round);
    if (!state.turn) return this.settle(db, round, now);
    await withTransaction(db, async (tx) => {
      const locked = await tableRounds.byId(tx, round.id, 'update');
      if (!locked || locked.phase !== round.phase || locked.phaseEndsAt > now) {
        this.round = locked ?? undefined;
        return;
      }
      const stakes = await tableStakes.ofRound(tx, round.id, true);
      const played: PlayedRound =
        round.phase === 'decision'
          ? this.play.timeout(state.engine, stakes)
          : { state: state.engine, result: round.result!, turn: state.turn };
      const endsAt = played.turn ? new Date(now.getTime() + (this.timing.decisionMs ?? 0)) : now;
      const next = await tableRounds.advance(tx, round.id, round.phase, {
        phase: 'decision',
        phaseEndsAt: endsAt,
        state: stateOf(played),
        result: played.result,
      });
      this.round = next ?? undefined;
      const turn = next && publicTurn(next, stakes);
      if (next && turn)
        this.announce(tx, {
          type: 'table.decision',
          roundId: round.id,
          result: played.result,
          turn,
        });
    });
  }

  /** The result: every open stake paid its return through the wallet, once; the seed shown. */
  private async settle(db: Db, round: TableRoundRow, now: Date): Promise<void> {
    await withTransaction(db, async (tx) => {
      const locked = await tableRounds.byId(tx, round.id, 'update');
      if (!locked || locked.phase !== round.phase || isOver(locked)) {
        this.round = locked ?? undefined;
        return;
      }
      const stakes = await tableStakes.ofRound(tx, round.id, true);
      const playing = stakes.filter((stake) => stake.staked > 0);
      const { result, returns } = this.play.finish(roundStateOf(locked).engine, playing);
      // Players' house shards differ: taken payment by payment, two tables settling at once
      // could each hold a shard the other waits for (a deadlock seen under bench load).
      await lockPayees(
        tx,
        playing.map((stake) => stake.userId),
      );
      const winners: { player: string; win: number }[] = [];
      let totalPaid = 0;
      for (const stake of stakes) {
        if (stake.staked === 0) {
          await tableStakes.close(tx, stake.id, {
            status: 'refunded',
            win: 0,
            balanceAfter: stake.balanceBefore,
            at: now,
          });
          continue;
        }
        const win = returns.get(stake.id) ?? 0;
        const balanceAfter = await payStake(this.deps, tx, stake, win);
        await tableStakes.close(tx, stake.id, { status: 'settled', win, balanceAfter, at: now });
        totalPaid += win;
        if (win > 0) winners.push({ player: stake.player, win });
      }
      const nextRoundAt = new Date(now.getTime() + this.timing.resultMs);
      const paid = await tableRounds.advance(tx, round.id, locked.phase, {
        phase: 'result',
        phaseEndsAt: nextRoundAt,
        result,
        settledAt: now,
      });
      this.round = paid ?? undefined;
      this.announce(tx, {
        type: 'table.result',
        roundId: round.id,
        roundNumber: round.roundNumber,
        result,
        serverSeed: round.serverSeed,
        winners: winners.sort((a, b) => b.win - a.win).slice(0, 20),
        totalStaked: playing.reduce((sum, stake) => sum + stake.staked, 0),
        totalPaid,
        nextRoundAt: nextRoundAt.getTime(),
      });
    });
  }

  /** A round abandoned too long: every bet returned, the seed shown, the table starts over. */
  private async cancel(db: Db, round: TableRoundRow, now: Date): Promise<void> {
    await withTransaction(db, async (tx) => {
      const locked = await tableRounds.byId(tx, round.id, 'update');
      if (!locked || isOver(locked)) {
        this.round = locked ?? undefined;
        return;
      }
      const stakes = await tableStakes.ofRound(tx, round.id, true);
      await lockPayees(
        tx,
        stakes.map((stake) => stake.userId),
      );
      for (const stake of stakes) {
        const balanceAfter = await returnStake(this.deps, tx, stake);
        await tableStakes.close(tx, stake.id, {
          status: 'refunded',
          win: 0,
          balanceAfter,
          at: now,
        });
      }
      const cancelled = await tableRounds.advance(tx, round.id, locked.phase, {
        phase: 'cancelled',
        phaseEndsAt: now,
        settledAt: now,
      });
      this.round = cancelled ?? undefined;
      this.announce(tx, {
        type: 'table.cancelled',
        roundId: round.id,
        serverSeed: round.serverSeed,
      });
    });
  }

  private announce(tx: Db, payload: LiveTableEvent): void {
    afterCommit(tx, () => void this.deps.publish(this.room.topic, payload).catch(() => {}));
  }
}

export const stateOf = (played: PlayedRound): RoundState => ({
  engine: played.state,
  turn: played.turn,
});
