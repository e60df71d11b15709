import type { Db } from '../../db/client.ts';
import { CATEGORY, MOVEMENT, STATUS } from '../history/api.ts';
import { recordMovement, updateMovement } from '../history/api.ts';
import type { CashierRequestRow } from './cashier-requests.repository.ts';

const source = (id: number) => `cashier:${id}`;
export const referenceOf = (row: Pick<CashierRequestRow, 'id' | 'providerReference'>) =>
  row.providerReference ?? `LALE-${row.id}`;

/**
 * A new deposit or withdrawal request becomes a row of the player's finance history (New),
 * in the transaction that records it; writing it again is a no-op. A withdrawal's amount is
 * held at once, so its balances are known now; a deposit's when it is confirmed.
 */
export async function recordRequestInHistory(
  db: Db,
  row: CashierRequestRow,
  balances: { before: number; after: number } | null = null,
): Promise<void> {
  await recordMovement(db, {
    userId: row.userId,
    categoryId: CATEGORY.finance,
    typeId: row.kind === 'deposit' ? MOVEMENT.deposit : MOVEMENT.withdrawal,
    status: STATUS.new,
    amount: row.amount,
    direction: row.kind === 'deposit' ? 1 : -1,
    previousBalance: balances?.before ?? null,
    lastBalance: balances?.after ?? null,
    method: '',
    labelKey: `cash-method:${row.methodId}`,
    referenceCode: referenceOf(row),
    operationId: String(row.id),
    notes: typeof row.details?.note === 'string' ? row.details.note : null,
    source: source(row.id),
    at: row.createdAt,
  });
}

/** The decision on a request, with the balances around a confirmed deposit's credit. */
export async function recordDecisionInHistory(
  db: Db,
  row: CashierRequestRow,
  balances: { before: number; after: number } | null,
): Promise<void> {
  await updateMovement(db, source(row.id), {
    status: row.status === 'confirmed' ? STATUS.confirmed : STATUS.canceled,
    previousBalance: balances?.before ?? null,
    lastBalance: balances?.after ?? null,
    notes: row.decisionNote,
    at: row.decidedAt ?? new Date(),
  });
}
