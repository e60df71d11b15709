import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cashMethods,
  cashierRequests,
  users,
  type CashierRequestKind,
  type CashierRequestStatus,
} from '../../db/schema.ts';

export type CashierRequestRow = typeof cashierRequests.$inferSelect;
export type NewCashierRequest = typeof cashierRequests.$inferInsert;

export interface QueueRow extends CashierRequestRow {
  username: string;
  methodName: { tr: string; en: string };
}

/** Deposit and withdrawal requests. A decision is a conditional update: it happens once. */
export const cashierRequestsRepository = {
  /** Inserts, or answers the request the same client key made before (null if none). */
  async insert(db: Db, row: NewCashierRequest): Promise<CashierRequestRow | null> {
    const [created] = await db
      .insert(cashierRequests)
      .values(row)
      .onConflictDoNothing({ target: [cashierRequests.userId, cashierRequests.clientKey] })
      .returning();
    return created ?? null;
  },

  async findByClientKey(
    db: Db,
    userId: number,
    clientKey: string,
  ): Promise<CashierRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(cashierRequests)
      .where(and(eq(cashierRequests.userId, userId), eq(cashierRequests.clientKey, clientKey)));
    return row;
  },

  async find(db: Db, id: number): Promise<CashierRequestRow | undefined> {
    const [row] = await db.select().from(cashierRequests).where(eq(cashierRequests.id, id));
    return row;
  },

  async findByProviderReference(db: Db, reference: string): Promise<CashierRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(cashierRequests)
      .where(eq(cashierRequests.providerReference, reference));
    return row;
  },

  async setLedgerTransfer(db: Db, id: number, transferId: string): Promise<void> {
    await db
      .update(cashierRequests)
      .set({ ledgerTransferId: transferId })
      .where(eq(cashierRequests.id, id));
  },

  /**
   * Moves a 'new' request to its decision; null when it was decided already. Concurrent
   * deciders queue on the row and all but the first find it no longer 'new'.
   */
  async decide(
    db: Db,
    id: number,
    decision: {
      status: Exclude<CashierRequestStatus, 'new'>;
      by: number | null;
      via: 'operator' | 'provider';
      note: string | null;
      at: Date;
    },
  ): Promise<CashierRequestRow | null> {
    const [row] = await db
      .update(cashierRequests)
      .set({
        status: decision.status,
        decidedBy: decision.by,
        decidedVia: decision.via,
        decisionNote: decision.note,
        decidedAt: decision.at,
      })
      .where(and(eq(cashierRequests.id, id), eq(cashierRequests.status, 'new')))
      .returning();
    return row ?? null;
  },

  async queue(
    db: Db,
    filter: { status: CashierRequestStatus; kind?: CashierRequestKind | undefined },
    page: { limit: number; offset: number },
  ): Promise<{ rows: QueueRow[]; total: number }> {
    const where = and(
      eq(cashierRequests.status, filter.status),
      filter.kind ? eq(cashierRequests.kind, filter.kind) : undefined,
    );
    const rows = await db
      .select({
        id: cashierRequests.id,
        userId: cashierRequests.userId,
        kind: cashierRequests.kind,
        methodId: cashierRequests.methodId,
        transferTypeId: cashierRequests.transferTypeId,
        amount: cashierRequests.amount,
        status: cashierRequests.status,
        details: cashierRequests.details,
        bankAccountId: cashierRequests.bankAccountId,
        providerReference: cashierRequests.providerReference,
        ledgerTransferId: cashierRequests.ledgerTransferId,
        clientKey: cashierRequests.clientKey,
        createdAt: cashierRequests.createdAt,
        decidedAt: cashierRequests.decidedAt,
        decidedBy: cashierRequests.decidedBy,
        decidedVia: cashierRequests.decidedVia,
        decisionNote: cashierRequests.decisionNote,
        username: users.username,
        methodName: cashMethods.name,
      })
      .from(cashierRequests)
      .innerJoin(users, eq(users.id, cashierRequests.userId))
      .innerJoin(cashMethods, eq(cashMethods.id, cashierRequests.methodId))
      .where(where)
      // The oldest waiting request first; decided ones newest first.
      .orderBy(
        filter.status === 'new' ? asc(cashierRequests.createdAt) : desc(cashierRequests.decidedAt),
        asc(cashierRequests.id),
      )
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(cashierRequests)
      .where(where);
    return { rows, total: Number(count?.n ?? 0) };
  },
};
