import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/** The console says it is open every 30 s; an operator unheard of for longer is away. */
export const PRESENCE_TTL_MS = 75_000;

/** Operators available to answer: the console open and marked available. */
export async function operatorsOnline(db: Db, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - PRESENCE_TTL_MS).toISOString();
  const rows = rowsOf(
    await db.execute(sql`select 1 from support_operator_presence p
      join operators o on o.id = p.operator_id and o.status = 'active'
      where p.available and p.seen_at > ${since} limit 1`),
  );
  return rows.length > 0;
}

export async function markPresence(
  db: Db,
  operatorId: number,
  available: boolean,
  now: Date,
): Promise<void> {
  await db.execute(sql`insert into support_operator_presence (operator_id, available, seen_at)
    values (${operatorId}, ${available}, ${now.toISOString()})
    on conflict (operator_id) do update set available = excluded.available, seen_at = excluded.seen_at`);
}
