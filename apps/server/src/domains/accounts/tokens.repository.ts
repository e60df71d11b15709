import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens } from '../../db/schema.ts';

export type TokenRow = typeof accountTokens.$inferSelect;
export type TokenPurpose = TokenRow['purpose'];

/** The one-time links of emails; only their hashes are stored. */
export const tokensRepository = {
  async insert(db: Db, row: typeof accountTokens.$inferInsert): Promise<void> {
    await db.insert(accountTokens).values(row);
  },

  async findLive(
    db: Db,
    tokenHash: string,
    purpose: TokenPurpose,
    now: Date,
  ): Promise<TokenRow | undefined> {
    const [row] = await db
      .select()
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      );
    return row;
  },

  /** The token whatever its state, to tell a link used already from one that never was. */
  async find(db: Db, tokenHash: string, purpose: TokenPurpose): Promise<TokenRow | undefined> {
    const [row] = await db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
    return row;
  },

  /** Burns the token; false if it was burnt already (a second use of the same link). */
  async use(db: Db, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    return rows.length > 0;
  },

  /** Burns every open token of a purpose, e.g. older reset links once a new one is sent. */
  async retire(db: Db, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
    await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  },
};
