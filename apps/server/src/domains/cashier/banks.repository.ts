import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banks, depositAmountPresets } from '../../db/schema.ts';

export type BankRow = typeof banks.$inferSelect;

/** Banks a player may pick, and the deposit presets keyed by bank code. */
export const banksRepository = {
  listEnabled(db: Db, typeId: number): Promise<BankRow[]> {
    return db
      .select()
      .from(banks)
      .where(and(eq(banks.typeId, typeId), eq(banks.enabled, true)))
      .orderBy(asc(banks.sortOrder), asc(banks.id));
  },

  async findEnabled(db: Db, id: number): Promise<BankRow | undefined> {
    const [row] = await db
      .select()
      .from(banks)
      .where(and(eq(banks.id, id), eq(banks.enabled, true)));
    return row;
  },

  async findByCode(db: Db, code: string): Promise<BankRow | undefined> {
    const [row] = await db.select().from(banks).where(eq(banks.code, code));
    return row;
  },

  async presetAmounts(db: Db, code: string): Promise<number[]> {
    const rows = await db
      .select({ amount: depositAmountPresets.amount })
      .from(depositAmountPresets)
      .where(eq(depositAmountPresets.bankCode, code))
      .orderBy(asc(depositAmountPresets.sortOrder), asc(depositAmountPresets.amount));
    return rows.map((row) => row.amount);
  },
};
