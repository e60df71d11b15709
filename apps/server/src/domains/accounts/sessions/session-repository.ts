import { and, desc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

/** A session is live while not revoked, before its absolute expiry and not idle too long. */
const live = (now: Date, idleSince: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince));

export const sessionRepository = {
  async insert(db: Db, row: NewSessionRow): Promise<void> {
    await db.insert(sessions).values(row);
  },

  /** The live session of `tokenHash` with its owner's role, if the owner is active. */
  async findLive(db: Db, tokenHash: string, now: Date, idleSince: Date) {
    const [row] = await db
      .select({
        id: sessions.id,
        publicId: sessions.publicId,
        userId: sessions.userId,
        lastSeenAt: sessions.lastSeenAt,
        createdAt: sessions.createdAt,
        limitEndsAt: sessions.limitEndsAt,
        rid: users.rid,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.tokenHash, tokenHash), live(now, idleSince), eq(users.status, 'active')),
      );
    return row;
  },

  /**
   * The owners of those of `tokenHashes` that are live sessions of active players and not past
   * their session limit; reads only (nothing is marked as seen).
   */
  async liveOwners(db: Db, tokenHashes: string[], now: Date, idleSince: Date) {
    if (tokenHashes.length === 0) return [];
    return db
      .select({ tokenHash: sessions.tokenHash, userId: sessions.userId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.tokenHash, tokenHashes),
          live(now, idleSince),
          eq(users.status, 'active'),
          or(isNull(sessions.limitEndsAt), gt(sessions.limitEndsAt, now)),
        ),
      );
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

  async revokeAll(
    db: Db,
    userId: number,
    now: Date,
    exceptPublicId?: string,
    reason?: string,
  ): Promise<number> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (exceptPublicId) conditions.push(ne(sessions.publicId, exceptPublicId));
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now, endReason: reason ?? null })
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
