import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rgBreaks, users } from '../../../db/schema.ts';

export type BreakRow = typeof rgBreaks.$inferSelect;
export type NewBreakRow = typeof rgBreaks.$inferInsert;

/** In force at `now`: permanent, or ending later. */
const inForce = (now: Date) => or(isNull(rgBreaks.endsAt), gt(rgBreaks.endsAt, now));

export const breakRepository = {
  /** The break in force that ends last (a permanent one first), if any. */
  async findInForce(db: Db, userId: number, now: Date): Promise<BreakRow | undefined> {
    const [row] = await db
      .select()
      .from(rgBreaks)
      .where(and(eq(rgBreaks.userId, userId), inForce(now)))
      .orderBy(sql`${rgBreaks.endsAt} desc nulls first`)
      .limit(1);
    return row;
  },

  async insert(db: Db, row: NewBreakRow): Promise<BreakRow> {
    const [created] = await db.insert(rgBreaks).values(row).returning();
    return created!;
  },

  /** Every break the player has taken, newest first: operators see the history. */
  history(db: Db, userId: number): Promise<BreakRow[]> {
    return db
      .select()
      .from(rgBreaks)
      .where(eq(rgBreaks.userId, userId))
      .orderBy(desc(rgBreaks.startedAt), desc(rgBreaks.id));
  },

  /**
   * Whether a self-exclusion in force covers an account with this e-mail or identity number:
   * the address or blind index of a current account, or the address an excluded account had
   * when its owner excluded themselves (closing the account erases it).
   */
  async excludes(
    db: Db,
    who: { email: string; emailIndex: string; identityNumberIndex: string },
    now: Date,
  ): Promise<boolean> {
    const holders = db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          eq(sql`lower(${users.email})`, who.email.toLowerCase()),
          eq(users.identityNumberIndex, who.identityNumberIndex),
        ),
      );
    const [row] = await db
      .select({ id: rgBreaks.id })
      .from(rgBreaks)
      .where(
        and(
          eq(rgBreaks.kind, 'self_exclusion'),
          inForce(now),
          or(inArray(rgBreaks.userId, holders), eq(rgBreaks.emailIndex, who.emailIndex)),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
