import { sql } from 'drizzle-orm';
import type { PasswordHasher } from '../platform/password-hasher.ts';
import type { Db } from '../db/client.ts';
import { operators } from '../db/schema.ts';

/** The back office's first operator outside production: admin / Admin1234. */
export const DEMO_OPERATOR = { username: 'admin', password: 'Admin1234', role: 'admin' } as const;

/** Adds the demo operator once (never in production: the caller checks NODE_ENV). */
export async function seedDemoOperator(
  db: Db,
  hasher: PasswordHasher,
  now: Date = new Date(),
): Promise<boolean> {
  const existing = await db
    .select({ id: operators.id })
    .from(operators)
    .where(sql`lower(${operators.username}) = ${DEMO_OPERATOR.username}`);
  if (existing.length > 0) return false;
  const passwordHash = await hasher.hash(DEMO_OPERATOR.password);
  const inserted = await db
    .insert(operators)
    .values({
      username: DEMO_OPERATOR.username,
      passwordHash,
      role: DEMO_OPERATOR.role,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  return inserted.length > 0;
}
