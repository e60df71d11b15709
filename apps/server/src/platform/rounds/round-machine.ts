import { generateServerSeed, hashServerSeed } from '@lale/games/fair';
import { afterCommit, withTransaction, type Db } from '../../db/client.ts';
import type { Schedule, StepContext } from '../scheduler/scheduler.ts';

/** A round's committed seed: its hash is public while the round runs, the seed at its end. */
export interface RoundSeeds {
  serverSeed: string;
  serverSeedHash: string;
}

/** A fresh server seed and its hash (a game with its own seed source ignores it). */
export function freshSeeds(): RoundSeeds {
  const serverSeed = generateServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

/** What a phase's work gets: the round, the clock and the machine's ways of announcing. */
export interface RoundStep<R, E> {
  db: Db;
  round: R;
  now: Date;
  /**
   * One transaction; what `say` announces inside it goes out on the room's topic once it has
   * committed, never if it rolls back.
   */
  transaction<T>(work: (tx: Db, say: (event: E) => void) => Promise<T>): Promise<T>;
  /** An announcement of something already stored (or of a moment, such as a reveal). */
  say(event: E): void;
}

/** What opening a round gets, inside the machine's transaction. */
export interface RoundOpening<R, E> {
  tx: Db;
  /** The room's latest round before this one (null: the first). */
  last: R | null;
  now: Date;
  /** Fresh seeds for the new round. */
  seeds: RoundSeeds;
  say(event: E): void;
}

/** One phase of a game's round. */
export interface RoundPhase<R, E> {
  /** When the round leaves this phase (null: it waits for players, see `during`). */
  endsAt(round: R): Date | null;
  /**
   * Runs at every step the round is in this phase, before its end is looked at: automatic
   * cash-outs, reveals, a show's frames, or reading back what players' decisions changed
   * (the round it returns replaces the kept one).
   */
  during?(step: RoundStep<R, E>): Promise<R | void>;
  /**
   * Moves the round on once its phase has ended, each change a transaction made once
   * (conditional on the phase it read), and returns the round as it now stands; null when
   * another leader moved it first (the machine reads the room again at its next step).
   */
  leave(step: RoundStep<R, E>): Promise<R | null>;
}

/**
 * A timed game as the round machine runs it: its rounds' phases and timers, how a round opens
 * and when the next one does. The game keeps only its maths, its money and its wire events.
 */
export interface RoundGame<R, P extends string, E> {
  /** The schedule's name (one leader across processes). */
  name: string;
  /** The live topic its events go out on. */
  topic: string;
  publish(topic: string, event: E): Promise<unknown>;
  /**
   * The rounds to carry on with, oldest first: those not over, and the latest even when it is
   * over (the next one opens after it). Read at the first step and after every take-over.
   */
  load(db: Db, now: Date): Promise<R[]>;
  /** Called whenever the kept rounds are read again: drop what was kept beside them. */
  reloaded?(db: Db, tookOver: boolean): Promise<void> | void;
  isOver(round: R): boolean;
  phaseOf(round: R): P;
  phases: Record<P, RoundPhase<R, E>>;
  /**
   * When the next round opens, given the latest (null: none yet) and the rounds not over;
   * null while it may not. A game with rounds ahead (virtual sports) keeps answering until
   * enough are open.
   */
  opensAt(latest: R | null, running: readonly R[], now: Date): Date | null;
  /** A last say before opening (a table nobody watches stays idle instead). */
  mayOpen?(db: Db, now: Date): Promise<boolean>;
  /** Inserts the next round (conditionally: null when another leader opened it first). */
  open(opening: RoundOpening<R, E>): Promise<R | null>;
  /**
   * At a take-over, each round found not over: resume it (return nothing), or end it (return
   * the round as ended: the step ends there, as a long-abandoned table round is refunded).
   */
  recover?(step: RoundStep<R, E>): Promise<R | null | void>;
}

/** The most rounds opened in one step (a game with rounds ahead catching up after a pause). */
const OPENINGS_PER_STEP = 50;

/**
 * The one machine for every scheduled, shared game (crash, bingo, Bet On Games, the live
 * tables, virtual sports): it keeps the room's rounds, opens the next on time, moves each
 * round through its phases on the leader's steps, recovers after a take-over and announces
 * after commit. Only the leader of the room's schedule steps it; every state is in the
 * database, so the next leader continues where this one stopped.
 */
export class RoundMachine<R, P extends string, E> {
  /** The kept rounds, oldest first (undefined: read them at the next step). */
  private rounds: R[] | undefined = undefined;
  private recovering = false;

  constructor(readonly game: RoundGame<R, P, E>) {}

  /** The schedule that steps this machine alone (a room with its own lease). */
  schedule(everyMs: number): Schedule {
    return { name: this.game.name, everyMs, step: (ctx) => this.step(ctx) };
  }

  /**
   * This process has just become the leader of a schedule that steps many rooms and read
   * their rounds at once: these are this room's, recovered at its next step.
   */
  takeOver(rounds: R[]): void {
    this.rounds = rounds;
    this.recovering = true;
  }

  /** The latest round as this leader keeps it (undefined: not read yet). */
  get latest(): R | null | undefined {
    return this.rounds === undefined ? undefined : (this.rounds.at(-1) ?? null);
  }

  async step({
    db,
    now,
    tookOver = false,
  }: Pick<StepContext, 'db' | 'now'> & { tookOver?: boolean }) {
    try {
      await this.advance(db, now, tookOver);
    } catch (error) {
      // A transaction that failed may have left the kept rounds wrong: read them again.
      this.rounds = undefined;
      throw error;
    }
  }

  private async advance(db: Db, now: Date, tookOver: boolean): Promise<void> {
    if (tookOver || this.rounds === undefined) {
      this.rounds = await this.game.load(db, now);
      this.recovering ||= tookOver;
      await this.game.reloaded?.(db, tookOver);
    }
    if (this.recovering) {
      this.recovering = false;
      if (await this.recover(db, now)) return;
    }
    const running = this.rounds.filter((round) => !this.game.isOver(round));
    await this.openDue(db, now);
    let failure: unknown = null;
    for (const round of running) {
      try {
        await this.move(db, round, now);
      } catch (error) {
        failure ??= error;
      }
    }
    this.forgetOver();
    if (failure) throw failure;
  }

  /** True when a round found open was ended instead of resumed. */
  private async recover(db: Db, now: Date): Promise<boolean> {
    if (!this.game.recover) return false;
    let ended = false;
    for (const round of this.rounds!.filter((r) => !this.game.isOver(r))) {
      const after = await this.game.recover(this.stepOf(db, round, now));
      if (after === undefined) continue;
      this.replace(round, after);
      ended = true;
    }
    return ended;
  }

  private async openDue(db: Db, now: Date): Promise<void> {
    for (let opened = 0; opened < OPENINGS_PER_STEP && this.rounds; opened++) {
      const running = this.rounds.filter((round) => !this.game.isOver(round));
      const at = this.game.opensAt(this.rounds.at(-1) ?? null, running, now);
      if (at === null || now < at) return;
      if (this.game.mayOpen && !(await this.game.mayOpen(db, now))) return;
      const last = this.rounds.at(-1) ?? null;
      const round = await this.transaction(db, (tx, say) =>
        this.game.open({ tx, last, now, seeds: freshSeeds(), say }),
      );
      // Another leader opened it first (a hand-over): read the room again next step.
      if (round === null) {
        this.rounds = undefined;
        return;
      }
      this.rounds.push(round);
    }
  }

  private async move(db: Db, round: R, now: Date): Promise<void> {
    const phase = this.game.phases[this.game.phaseOf(round)];
    let current = round;
    if (phase.during) {
      const during = await phase.during(this.stepOf(db, current, now));
      if (during) {
        this.replace(current, during);
        current = during;
        if (this.game.isOver(current)) return;
        // Players' decisions may have moved it to another phase: that phase's end counts.
        if (this.game.phases[this.game.phaseOf(current)] !== phase) return;
      }
    }
    const endsAt = phase.endsAt(current);
    if (endsAt === null || now < endsAt) return;
    this.replace(current, await phase.leave(this.stepOf(db, current, now)));
  }

  /** Puts `after` where `before` was kept; null (moved by another leader) forgets them all. */
  private replace(before: R, after: R | null): void {
    if (!this.rounds) return;
    if (after === null) {
      this.rounds = undefined;
      return;
    }
    const index = this.rounds.indexOf(before);
    if (index >= 0) this.rounds[index] = after;
  }

  /** Keeps the rounds not over, and the latest (the next opens after it). */
  private forgetOver(): void {
    if (!this.rounds) return;
    const latest = this.rounds.at(-1);
    this.rounds = this.rounds.filter((round) => round === latest || !this.game.isOver(round));
  }

  private stepOf(db: Db, round: R, now: Date): RoundStep<R, E> {
    return {
      db,
      round,
      now,
      transaction: (work) => this.transaction(db, work),
      say: (event) => this.publish(event),
    };
  }

  /** One transaction whose `say`s go out on the room's topic once it commits. */
  protected transaction<T>(db: Db, work: (tx: Db, say: (event: E) => void) => Promise<T>) {
    return withTransaction(db, (tx) =>
      work(tx, (event) => afterCommit(tx, () => this.publish(event))),
    );
  }

  private publish(event: E): void {
    void this.game.publish(this.game.topic, event).catch(() => {});
  }
}
