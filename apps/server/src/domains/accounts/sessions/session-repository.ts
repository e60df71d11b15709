import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

/** A session is live while not revoked, before its absolute expiry and not idle too long. */
const live = (now: Date | SQL, idleSince: Date | SQL) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince));

/**
 * Every signed-in call starts with this read: prepared once per database handle, it is built
 * once and PostgreSQL parses and plans it once per connection (a named statement).
 */
function prepareFindLive(db: Db) {
  return db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      rid: users.rid,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        live(
          sql`${sql.placeholder('now')}::timestamptz`,
          sql`${sql.placeholder('idleSince')}::timestamptz`,
        ),
        eq(users.status, 'active'),
      ),
    )
    .prepare('sessions_find_live');
}

const findLiveStatements = new WeakMap<Db, ReturnType<typeof prepareFindLive>>();

export const sessionRepository = {
  async insert(db: Db, row: NewSessionRow): Promise<void> {
    await db.insert(sessions).values(row);
  },

  /** The live session of `tokenHash` with its owner's role, if the owner is active. */
  async findLive(db: Db, tokenHash: string, now: Date, idleSince: Date) {
    let statement = findLiveStatements.get(db);
    if (!statement) findLiveStatements.set(db, (statement = prepareFindLive(db)));
    const [row] = await statement.execute({
      tokenHash,
      now: now.toISOString(),
      idleSince: idleSince.toISOString(),
    });
    return row;
  },

  async touch(db: Db, id: number, now: Date): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  },

  async revokeByHash(db: Db, tokenHash: string, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  },

  async revokeOne(db: Db, userId: number, publicId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          eq(sessions.publicId, publicId),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length > 0;
  },

  async revokeAll(db: Db, userId: number, now: Date, exceptPublicId?: string): Promise<number> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (exceptPublicId) conditions.push(ne(sessions.publicId, exceptPublicId));
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(...conditions))
      .returning({ id: sessions.id });
    return rows.length;
  },

  listLive(db: Db, userId: number, now: Date, idleSince: Date): Promise<SessionRow[]> {
    return db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), live(now, idleSince)))
      .orderBy(desc(sessions.lastSeenAt));
  },
};
