import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankAccounts, banks } from '../../db/schema.ts';

export interface BankAccountRow {
  id: number;
  bankId: number;
  bankName: string;
  accountHolder: string;
  branchCode: string;
  accountNumber: string;
  iban: string;
}

export interface BankAccountInput {
  bankId: number;
  accountHolder: string;
  branchCode: string;
  accountNumber: string;
  iban: string;
}

const columns = {
  id: bankAccounts.id,
  bankId: bankAccounts.bankId,
  bankName: banks.name,
  accountHolder: bankAccounts.accountHolder,
  branchCode: bankAccounts.branchCode,
  accountNumber: bankAccounts.accountNumber,
  iban: bankAccounts.iban,
};

/** A player's bank accounts; every query is scoped to the owner, so ids of others find nothing. */
export const bankAccountsRepository = {
  listOwn(db: Db, userId: number): Promise<BankAccountRow[]> {
    return db
      .select(columns)
      .from(bankAccounts)
      .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
      .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
      .orderBy(asc(bankAccounts.id));
  },

  async findOwn(db: Db, userId: number, id: number): Promise<BankAccountRow | undefined> {
    const [row] = await db
      .select(columns)
      .from(bankAccounts)
      .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
      .where(
        and(
          eq(bankAccounts.id, id),
          eq(bankAccounts.userId, userId),
          isNull(bankAccounts.deletedAt),
        ),
      );
    return row;
  },

  /** The live account of the player with this IBAN, other than `exceptId`. */
  async findOwnIban(db: Db, userId: number, iban: string): Promise<number | undefined> {
    const [row] = await db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.userId, userId),
          eq(bankAccounts.iban, iban),
          isNull(bankAccounts.deletedAt),
        ),
      );
    return row?.id;
  },

  async insert(db: Db, userId: number, input: BankAccountInput, now: Date): Promise<number> {
    const [row] = await db
      .insert(bankAccounts)
      .values({ ...input, userId, createdAt: now, updatedAt: now })
      .returning({ id: bankAccounts.id });
    return row!.id;
  },

  async update(
    db: Db,
    userId: number,
    id: number,
    input: BankAccountInput,
    now: Date,
  ): Promise<boolean> {
    const rows = await db
      .update(bankAccounts)
      .set({ ...input, updatedAt: now })
      .where(
        and(
          eq(bankAccounts.id, id),
          eq(bankAccounts.userId, userId),
          isNull(bankAccounts.deletedAt),
        ),
      )
      .returning({ id: bankAccounts.id });
    return rows.length > 0;
  },

  async softDelete(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(bankAccounts)
      .set({ deletedAt: now })
      .where(
        and(
          eq(bankAccounts.id, id),
          eq(bankAccounts.userId, userId),
          isNull(bankAccounts.deletedAt),
        ),
      )
      .returning({ id: bankAccounts.id });
    return rows.length > 0;
  },
};
