import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banks, cashMethodFavorites, cashMethods } from '../../db/schema.ts';

export type CashMethodRow = typeof cashMethods.$inferSelect & {
  bankCode: string | null;
  isFavorite: boolean;
};

const favoriteOf = (userId: number) =>
  sql<boolean>`exists (select 1 from ${cashMethodFavorites} f where f.method_id = ${cashMethods.id} and f.user_id = ${userId})`;

function select(db: Db, userId: number) {
  return db
    .select({
      id: cashMethods.id,
      type: cashMethods.type,
      transferTypeId: cashMethods.transferTypeId,
      name: cashMethods.name,
      groupName: cashMethods.groupName,
      logo: cashMethods.logo,
      bankId: cashMethods.bankId,
      provider: cashMethods.provider,
      minAmount: cashMethods.minAmount,
      maxAmount: cashMethods.maxAmount,
      fields: cashMethods.fields,
      highlighted: cashMethods.highlighted,
      enabled: cashMethods.enabled,
      sortOrder: cashMethods.sortOrder,
      bankCode: banks.code,
      isFavorite: favoriteOf(userId),
    })
    .from(cashMethods)
    .leftJoin(banks, eq(banks.id, cashMethods.bankId));
}

/** Payment methods with the player's favourite flag. */
export const cashMethodsRepository = {
  async list(
    db: Db,
    userId: number,
    type: 1 | 2,
    options: { highlightedOnly?: boolean } = {},
  ): Promise<CashMethodRow[]> {
    const rows = await select(db, userId)
      .where(
        and(
          eq(cashMethods.type, type),
          eq(cashMethods.enabled, true),
          options.highlightedOnly ? eq(cashMethods.highlighted, true) : undefined,
        ),
      )
      .orderBy(asc(cashMethods.sortOrder), asc(cashMethods.id));
    return rows as CashMethodRow[];
  },

  async findEnabled(db: Db, userId: number, id: number): Promise<CashMethodRow | undefined> {
    const [row] = await select(db, userId).where(
      and(eq(cashMethods.id, id), eq(cashMethods.enabled, true)),
    );
    return row as CashMethodRow | undefined;
  },

  async addFavorite(db: Db, userId: number, methodId: number, now: Date): Promise<void> {
    await db
      .insert(cashMethodFavorites)
      .values({ userId, methodId, createdAt: now })
      .onConflictDoNothing();
  },

  async removeFavorite(db: Db, userId: number, methodId: number): Promise<void> {
    await db
      .delete(cashMethodFavorites)
      .where(
        and(eq(cashMethodFavorites.userId, userId), eq(cashMethodFavorites.methodId, methodId)),
      );
  },
};
