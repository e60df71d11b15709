import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { acquireLease, releaseLease, type Lease } from './leases.ts';

/** What a step of a schedule gets: the database, its clock and the leadership it runs under. */
export interface StepContext {
  db: Db;
  now: Date;
  lease: Lease;
  /** True on the first step after this process became the leader: recover open work here. */
  tookOver: boolean;
}

/**
 * A scheduled thing (crash rounds, a table's rounds, virtual events, draws, expiries). Its
 * state lives in the database; `step` reads it and moves it on, so whichever process leads
 * next continues where the last one stopped.
 */
export interface Schedule {
  name: string;
  /** How often the leader runs `step`. */
  everyMs: number;
  step(ctx: StepContext): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  now?: () => Date;
  /** A lease not renewed for this long passes to another process (default 5 s). */
  leaseMs?: number;
  /** This process's name in the lease table (default: a random id). */
  holder?: string;
  onError?: (schedule: string, error: unknown) => void;
}

interface Running {
  schedule: Schedule;
  timer: NodeJS.Timeout | null;
  lease: Lease | null;
  busy: Promise<void> | null;
  lastStepAt: number | null;
}

/**
 * Runs every schedule on exactly one process at a time: each tick takes or renews the
 * schedule's lease in PostgreSQL and steps only while holding it. A process that dies stops
 * renewing, and another takes over once the lease has run out (a few seconds).
 */
export class Scheduler {
  readonly holder: string;
  private readonly running = new Map<string, Running>();
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private started = false;
  private stopped = false;

  constructor(private readonly options: SchedulerOptions) {
    this.holder = options.holder ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 5_000;
  }

  add(schedule: Schedule): void {
    if (this.running.has(schedule.name)) throw new Error(`schedule ${schedule.name} added twice`);
    const entry: Running = { schedule, timer: null, lease: null, busy: null, lastStepAt: null };
    this.running.set(schedule.name, entry);
    if (this.started && !this.stopped) this.plan(entry, 0);
  }

  /** Starts the timers; until then (as in tests on a controlled clock) only `tick` steps. */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const entry of this.running.values()) this.plan(entry, 0);
  }

  /** Whether this process leads `name` now (as of its last tick). */
  leads(name: string): boolean {
    const lease = this.running.get(name)?.lease;
    return !!lease && lease.expiresAt > this.now();
  }

  /** Runs one tick of `name` now and waits for it: tests drive schedules with this. */
  async tick(name: string): Promise<void> {
    const entry = this.running.get(name);
    if (!entry) throw new Error(`unknown schedule ${name}`);
    await entry.busy;
    await this.run(entry, true);
  }

  /** Stops stepping; with `release`, hands the leases over at once (a clean shutdown). */
  async stop({ release = true } = {}): Promise<void> {
    this.stopped = true;
    for (const entry of this.running.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      await entry.busy;
      if (release && entry.lease)
        await releaseLease(this.options.db, entry.schedule.name, this.holder).catch(() => {});
      entry.lease = null;
    }
  }

  private plan(entry: Running, delayMs: number): void {
    entry.timer = setTimeout(() => {
      entry.busy = this.run(entry).finally(() => {
        entry.busy = null;
        // Renew at least three times per lease, so one slow tick never loses it.
        if (!this.stopped)
          this.plan(entry, Math.min(entry.schedule.everyMs, Math.floor(this.leaseMs / 3)));
      });
    }, delayMs);
    entry.timer.unref();
  }

  /** Takes or renews the lease; steps when leading and the step is due (or `force`). */
  private async run(entry: Running, force = false): Promise<void> {
    const { schedule } = entry;
    try {
      const now = this.now();
      // A lease with more than half its time left needs no round trip; `tick` always renews.
      const fresh =
        !force &&
        entry.lease !== null &&
        entry.lease.expiresAt.getTime() - now.getTime() > this.leaseMs / 2;
      const lease = fresh
        ? entry.lease
        : await acquireLease(this.options.db, schedule.name, this.holder, now, this.leaseMs);
      const tookOver = !!lease && entry.lease?.epoch !== lease.epoch;
      entry.lease = lease;
      if (!lease) return;
      const due =
        force ||
        tookOver ||
        entry.lastStepAt === null ||
        now.getTime() - entry.lastStepAt >= schedule.everyMs;
      if (!due) return;
      entry.lastStepAt = now.getTime();
      await schedule.step({ db: this.options.db, now, lease, tookOver });
    } catch (error) {
      this.options.onError?.(schedule.name, error);
    }
  }
}
