import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banks, cashMethods, depositAmountPresets, siteSettings } from '../../db/schema.ts';
import { BANK_SEEDS, CASH_METHOD_SEEDS, DEPOSIT_PRESETS } from './cashier-seeds.ts';

/** Its own marker, so databases seeded before the cashier existed get it too. */
export const CASHIER_SEED_KEY = 'seed_cashier';

/** Adds banks, cash methods and deposit presets once. Returns false when it ran before. */
export async function seedCashier(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marker = await tx
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, CASHIER_SEED_KEY))
      .for('update');
    if (marker.length > 0) return false;
    const claimed = await tx
      .insert(siteSettings)
      .values({ key: CASHIER_SEED_KEY, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (claimed.length === 0) return false; // another process got there first
    await tx.insert(banks).values(BANK_SEEDS.map((bank, index) => ({ ...bank, sortOrder: index })));
    await tx.insert(cashMethods).values(
      CASH_METHOD_SEEDS.map((method, index) => ({
        ...method,
        fields: [...method.fields],
        sortOrder: index,
      })),
    );
    await tx
      .insert(depositAmountPresets)
      .values(
        Object.entries(DEPOSIT_PRESETS).flatMap(([bankCode, amounts]) =>
          amounts.map((amount, index) => ({ bankCode, amount, sortOrder: index })),
        ),
      );
    return true;
  });
}
