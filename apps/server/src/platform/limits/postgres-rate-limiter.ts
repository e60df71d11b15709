import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, withTransaction, type Db } from '../../db/client.ts';
import {
  backoffWait,
  type Attempt,
  type BackoffRule,
  type EventWindow,
  type RateLimiter,
  type RateRule,
} from './rate-limiter.ts';

/** Expired rows of every key are deleted at most this often (per process). */
const SWEEP_EVERY_MS = 60_000;

interface Recent {
  at: number;
  id: string;
}

/**
 * The limiter of several processes while Redis is unreachable: the same windows as the Redis
 * limiter, in PostgreSQL. A check and its count run in one transaction under an advisory lock
 * on the key, so processes racing on one key are served one after the other. A few queries per
 * limited call: heavier than Redis, which is why it is only the fallback.
 */
export class PostgresRateLimiter implements RateLimiter {
  private sweptAt = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async retryAfter(rule: RateRule, key: string): Promise<number> {
    const now = this.now().getTime();
    const recent = await this.recent(this.db, rule, key, now);
    if (recent.length < rule.limit) return 0;
    return recent[recent.length - rule.limit]!.at + rule.windowMs - now;
  }

  async take(rule: RateRule, key: string): Promise<boolean> {
    return this.locked(rule, key, async (tx, recent, now) => {
      if (recent.length >= rule.limit) return false;
      await this.add(tx, rule, key, now);
      return true;
    });
  }

  async delayOf(rule: BackoffRule, key: string): Promise<number> {
    const now = this.now().getTime();
    const recent = await this.recent(this.db, rule, key, now);
    return backoffWait(rule, recent.length, recent.at(-1)?.at ?? now, now);
  }

  async attempt(rule: BackoffRule, key: string): Promise<Attempt> {
    return this.locked(rule, key, async (tx, recent, now): Promise<Attempt> => {
      const wait = backoffWait(rule, recent.length, recent.at(-1)?.at ?? now, now);
      if (wait > 0) return { allowed: false, retryAfterMs: wait };
      return { allowed: true, ticket: await this.add(tx, rule, key, now) };
    });
  }

  async release(rule: EventWindow, key: string, ticket: string): Promise<void> {
    await this.db.execute(
      sql`delete from rate_limit_events where key = ${this.id(rule, key)} and id = ${ticket}`,
    );
  }

  async record(rule: EventWindow, key: string): Promise<void> {
    await this.add(this.db, rule, key, this.now().getTime());
  }

  async clear(rule: EventWindow, key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_events where key = ${this.id(rule, key)}`);
  }

  async close(): Promise<void> {}

  private async locked<T>(
    rule: EventWindow,
    key: string,
    work: (tx: Db, recent: Recent[], now: number) => Promise<T>,
  ): Promise<T> {
    return withTransaction(this.db, async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${this.id(rule, key)}, 19))`,
      );
      const now = this.now().getTime();
      return work(tx, await this.recent(tx, rule, key, now), now);
    });
  }

  private async recent(db: Db, rule: EventWindow, key: string, now: number): Promise<Recent[]> {
    const result = await db.execute(sql`
      select at, id from rate_limit_events
      where key = ${this.id(rule, key)} and at > ${now - rule.windowMs}
      order by at, id`);
    return rowsOf<{ at: string | number; id: string }>(result).map((row) => ({
      at: Number(row.at),
      id: row.id,
    }));
  }

  private async add(db: Db, rule: EventWindow, key: string, now: number): Promise<string> {
    const id = `${now}:${randomBytes(6).toString('hex')}`;
    await db.execute(sql`
      insert into rate_limit_events (key, at, id, expires_at)
      values (${this.id(rule, key)}, ${now}, ${id}, ${now + rule.windowMs})`);
    if (now - this.sweptAt > SWEEP_EVERY_MS) {
      this.sweptAt = now;
      await db.execute(sql`delete from rate_limit_events where expires_at <= ${now}`);
    }
    return id;
  }

  private id(rule: EventWindow, key: string): string {
    return `${rule.name}:${rule.windowMs}:${key}`;
  }
}
