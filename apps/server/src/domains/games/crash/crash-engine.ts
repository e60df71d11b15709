import { randomUUID } from 'node:crypto';
import {
  crashPointFromHash,
  elapsedForMultiplier,
  forcedCashoutMultiplier,
  multiplierAt,
} from '@lale/games/crash';
import { afterCommit, withTransaction, type Db } from '../../../db/client.ts';
import type { StepContext } from '../../../platform/scheduler/scheduler.ts';
import { feedBigWin, type Publish } from '../feed/big-wins.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { crashBets, type CrashBetRow } from './crash-bets.repository.ts';
import { crashChains } from './crash-chains.ts';
import { payLegs, ridingLegs } from './crash-money.ts';
import type { CrashRoom } from './crash-rooms.ts';
import { crashRounds, type CrashRoundRow } from './crash-rounds.repository.ts';

export interface CrashTiming {
  bettingPhaseMs: number;
  cooldownMs: number;
  /** A lower cap than the game's (an operator's choice; tests use it for short flights). */
  maxMultiplierHundredths: number;
}

export interface CrashEngineDeps extends Pick<StudioDeps, 'wallet'> {
  publish: Publish;
  /** Shorter phases for tests; the game's own otherwise. */
  timing?: Partial<CrashTiming>;
}

/** What the leader keeps between steps of a flying round: the bets that cash out by themselves. */
interface Flight {
  roundId: string;
  targets: { betId: string; at: number }[];
}

/**
 * A crash room's schedule: betting → flying → crashed → the next round, driven only by the
 * room's leader (platform/scheduler). Every transition and payment is a database transaction
 * made once (conditional updates), so a new leader continues where the last one stopped:
 * an open round is resumed and settled, never lost.
 */
export class CrashEngine {
  private flight: Flight | null = null;
  /**
   * The room's latest round as this leader last wrote or read it: only the leader changes a
   * round's row, so while it leads it need not read it back every step (undefined: unknown).
   */
  private round: CrashRoundRow | null | undefined = undefined;

  constructor(
    private readonly room: CrashRoom,
    private readonly deps: CrashEngineDeps,
  ) {}

  get timing(): CrashTiming {
    const { game } = this.room;
    return {
      bettingPhaseMs: this.deps.timing?.bettingPhaseMs ?? game.bettingPhaseMs,
      cooldownMs: this.deps.timing?.cooldownMs ?? game.cooldownMs,
      maxMultiplierHundredths: Math.min(
        this.deps.timing?.maxMultiplierHundredths ?? game.maxMultiplierHundredths,
        game.maxMultiplierHundredths,
      ),
    };
  }

  async step(ctx: Pick<StepContext, 'db' | 'now' | 'tookOver'>): Promise<void> {
    try {
      await this.advance(ctx);
    } catch (error) {
      // A transaction that failed may have left the kept round wrong: read it again.
      this.round = undefined;
      throw error;
    }
  }

  private async advance({ db, now, tookOver }: Pick<StepContext, 'db' | 'now' | 'tookOver'>) {
    if (tookOver || this.round === undefined) {
      this.flight = null;
      this.round = await crashRounds.latest(db, this.room.room);
    }
    const round = this.round;
    if (!round) return this.openRound(db, null, now);
    if (round.phase === 'betting') {
      if (now >= round.bettingEndsAt) await this.takeOff(db, round, now);
      return;
    }
    if (round.phase === 'flying') return this.fly(db, round, now);
    if (!round.settledAt) return this.settle(db, round, now);
    if (now.getTime() >= round.crashedAt!.getTime() + this.timing.cooldownMs)
      await this.openRound(db, round, now);
  }

  private async openRound(db: Db, last: CrashRoundRow | null, now: Date): Promise<void> {
    await withTransaction(db, async (tx) => {
      const { chain, roundNumber } = await crashChains.next(tx, this.room.room, last, now);
      const gameHash = chain.hashes.hashAt(roundNumber);
      const previousHash =
        roundNumber === 0 ? chain.commitment : chain.hashes.hashAt(roundNumber - 1);
      const { game } = this.room;
      const opened = await crashRounds.open(tx, {
        id: randomUUID(),
        room: this.room.room,
        chainId: chain.id,
        roundNumber,
        previousHash,
        gameHash,
        crashPoint: crashPointFromHash(
          gameHash,
          chain.salt,
          game.edgeBasisPoints,
          this.timing.maxMultiplierHundredths,
        ),
        bettingEndsAt: new Date(now.getTime() + this.timing.bettingPhaseMs),
      });
      // Another leader opened it first (a hand-over): read the room again next step.
      this.round = opened ?? undefined;
      if (opened)
        this.announce(tx, {
          type: 'crash.betting',
          roundId: opened.id,
          roundNumber: opened.roundNumber,
          previousHash: opened.previousHash,
          bettingEndsAt: opened.bettingEndsAt.getTime(),
        });
    });
  }

  private async takeOff(db: Db, round: CrashRoundRow, now: Date): Promise<void> {
    await withTransaction(db, async (tx) => {
      const bets = await crashBets.ofRound(tx, round.id, true);
      const forced = forcedCashoutMultiplier({
        ridingStakes: bets.map((bet) => bet.riding),
        paidOut: 0,
        maxRoundPayout: this.room.game.maxRoundPayout,
        maxMultiplierHundredths: this.timing.maxMultiplierHundredths,
      });
      const flying = await crashRounds.takeOff(tx, round.id, {
        startedAt: now,
        crashesAt: new Date(now.getTime() + elapsedForMultiplier(round.crashPoint)),
        forcedCashout: forced !== null && forced < round.crashPoint ? forced : null,
      });
      this.round = flying ?? undefined;
      if (flying)
        this.announce(tx, { type: 'crash.flying', roundId: round.id, startedAt: now.getTime() });
    });
  }

  private async fly(db: Db, round: CrashRoundRow, now: Date): Promise<void> {
    if (this.flight?.roundId !== round.id) this.flight = await this.planFlight(db, round);
    const crashed = now >= round.crashesAt!;
    const reached = crashed
      ? round.crashPoint
      : Math.min(multiplierAt(now.getTime() - round.startedAt!.getTime()), round.crashPoint);
    const due = this.flight.targets.filter((target) => target.at <= reached);
    for (const target of due) await this.cashOutAt(db, round, target.betId, target.at, now);
    this.flight.targets = this.flight.targets.filter((target) => target.at > reached);
    if (crashed) await this.settle(db, round, now);
  }

  /** The bets that cash out by themselves (their target, or the round's forced cash-out). */
  private async planFlight(db: Db, round: CrashRoundRow): Promise<Flight> {
    const bets = await crashBets.ofRound(db, round.id, true);
    const targets = bets
      .map((bet) => ({ betId: bet.id, at: effectiveTarget(bet, round) }))
      .filter((target): target is { betId: string; at: number } => target.at !== null)
      .filter((target) => target.at <= round.crashPoint)
      .sort((a, b) => a.at - b.at);
    return { roundId: round.id, targets };
  }

  private async cashOutAt(
    db: Db,
    round: CrashRoundRow,
    betId: string,
    at: number,
    now: Date,
  ): Promise<void> {
    await withTransaction(db, async (tx) => {
      const bet = await crashBets.lockOpen(tx, betId);
      if (!bet) return;
      await this.pay(tx, round, bet, ridingLegs(bet), at, now);
    });
  }

  /**
   * Pays legs of a bet at `at` and records the cash-out; shared with the players' route, which
   * gives the request's id.
   */
  async pay(
    tx: Db,
    round: CrashRoundRow,
    bet: CrashBetRow,
    legs: number[],
    at: number,
    now: Date,
    requestId?: string,
  ): Promise<{ bet: CrashBetRow; balance: number }> {
    const gameId = `casino:${this.room.catalogueId}`;
    const paid = await payLegs(this.deps, tx, bet, legs, at, gameId);
    const { balance } = paid;
    const cashout = requestId ? { ...paid.cashout, requestId } : paid.cashout;
    const riding = bet.riding - cashout.portion;
    const saved = await crashBets.save(tx, {
      id: bet.id,
      riding,
      cashouts: [...bet.cashouts, cashout],
      payout: bet.payout + cashout.payout,
      status: riding > 0 ? 'partly_cashed_out' : 'cashed_out',
      settledAt: riding > 0 ? null : now,
    });
    this.announce(tx, {
      type: 'crash.cashout',
      roundId: round.id,
      betId: bet.id,
      player: bet.player,
      slot: bet.slot,
      atHundredths: at,
      payout: cashout.payout,
    });
    await feedBigWin(tx, this.deps.publish, {
      userId: bet.userId,
      gameId: this.room.room,
      gameName: this.room.name,
      multiplierHundredths: at,
      amount: cashout.payout,
      source: `crash:${bet.id}:${cashout.legs.join('-')}`,
      at: now,
    });
    return { bet: saved, balance };
  }

  /** The crash: the round is closed, every bet still riding loses (its wallet rounds close). */
  private async settle(db: Db, round: CrashRoundRow, now: Date): Promise<void> {
    await withTransaction(db, async (tx) => {
      const crashed = round.phase === 'flying' ? await crashRounds.crash(tx, round.id, now) : round;
      if (!crashed) return;
      for (const bet of await crashBets.ofRound(tx, round.id, true)) {
        const target = effectiveTarget(bet, round);
        const locked = await crashBets.lockOpen(tx, bet.id);
        if (!locked) continue;
        if (target !== null && target <= round.crashPoint) {
          await this.pay(tx, round, locked, ridingLegs(locked), target, now);
          continue;
        }
        await payLegs(
          this.deps,
          tx,
          locked,
          ridingLegs(locked),
          0,
          `casino:${this.room.catalogueId}`,
        );
        await crashBets.save(tx, {
          id: locked.id,
          riding: 0,
          cashouts: locked.cashouts,
          payout: locked.payout,
          status: locked.payout > 0 ? 'partly_cashed_out' : 'lost',
          settledAt: now,
        });
      }
      await crashRounds.markSettled(tx, round.id, now);
      this.round = { ...crashed, crashedAt: crashed.crashedAt ?? now, settledAt: now };
      if (round.phase === 'flying')
        this.announce(tx, {
          type: 'crash.crashed',
          roundId: round.id,
          roundNumber: round.roundNumber,
          crashPointHundredths: round.crashPoint,
          gameHash: round.gameHash,
        });
    });
    this.flight = null;
  }

  private announce(tx: Db, payload: { type: string; [field: string]: unknown }): void {
    afterCommit(tx, () => void this.deps.publish(this.room.topic, payload).catch(() => {}));
  }
}

/** Where a riding bet cashes out by itself: its own target, capped by the forced cash-out. */
export function effectiveTarget(bet: CrashBetRow, round: CrashRoundRow): number | null {
  const targets = [bet.autoCashout, round.forcedCashout].filter((t): t is number => t !== null);
  return targets.length ? Math.min(...targets) : null;
}
