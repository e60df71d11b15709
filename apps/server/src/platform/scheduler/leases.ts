import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/** A schedule's leadership as this process holds it: the epoch grows at every hand-over. */
export interface Lease {
  name: string;
  epoch: number;
  expiresAt: Date;
}

/**
 * Takes the lease of `name` for `holder`, or renews it when `holder` already has it; null when
 * another holder's lease is still running. One statement, so two processes racing for an
 * expired lease cannot both win: the row lock decides and the loser sees the winner's lease.
 */
export async function acquireLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<Lease | null> {
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const result = await db.execute(sql`
    insert into scheduler_leases (name, holder, epoch, expires_at)
    values (${name}, ${holder}, 1, ${expiresAt})
    on conflict (name) do update set
      holder = excluded.holder,
      expires_at = excluded.expires_at,
      epoch = case when scheduler_leases.holder = excluded.holder
        then scheduler_leases.epoch else scheduler_leases.epoch + 1 end
    where scheduler_leases.holder = excluded.holder
       or scheduler_leases.expires_at <= ${now.toISOString()}
    returning epoch, expires_at`);
  const row = rowsOf<{ epoch: number | string; expires_at: Date | string }>(result)[0];
  return row ? { name, epoch: Number(row.epoch), expiresAt: new Date(row.expires_at) } : null;
}

/** Gives the lease up at once (a clean shutdown), so another process need not wait it out. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.execute(sql`
    update scheduler_leases set expires_at = '-infinity'
    where name = ${name} and holder = ${holder}`);
}

/** Who leads each schedule now, for health and metrics. */
export async function listLeases(
  db: Db,
): Promise<{ name: string; holder: string; epoch: number; expiresAt: Date }[]> {
  const result = await db.execute(
    sql`select name, holder, epoch, expires_at from scheduler_leases order by name`,
  );
  return rowsOf<{
    name: string;
    holder: string;
    epoch: number | string;
    expires_at: Date | string;
  }>(result).map((row) => ({
    name: row.name,
    holder: row.holder,
    epoch: Number(row.epoch),
    expiresAt: new Date(row.expires_at),
  }));
}
