import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CategoryId, MovementTypeId, StatusCode } from './movement-kinds.ts';

export interface Movement {
  userId: number;
  categoryId: CategoryId;
  typeId: MovementTypeId;
  status: StatusCode;
  amount: number;
  direction: 1 | -1;
  previousBalance: number | null;
  lastBalance: number | null;
  method: string;
  labelKey?: string | null;
  referenceCode: string;
  operationId: string;
  notes?: string | null;
  /** Unique origin of the row, so that a retried write adds nothing. */
  source: string;
  at?: Date;
}

/** Adds a history row in the caller's transaction; a second write of one source is a no-op. */
export async function recordMovement(tx: Db, m: Movement): Promise<void> {
  await tx.execute(sql`
    insert into player_transactions (user_id, category_id, type_id, status, amount, direction,
      previous_balance, last_balance, method, label_key, reference_code, operation_id, notes, source,
      created_at, updated_at)
    values (${m.userId}, ${m.categoryId}, ${m.typeId}, ${m.status}, ${m.amount}, ${m.direction},
      ${m.previousBalance}, ${m.lastBalance}, ${m.method}, ${m.labelKey ?? null}, ${m.referenceCode}, ${m.operationId},
      ${m.notes ?? null}, ${m.source}, ${(m.at ?? new Date()).toISOString()},
      ${(m.at ?? new Date()).toISOString()})
    on conflict (source) do nothing`);
}

/** A cashier request moved on (confirmed or canceled): its row follows, with the balances. */
export async function updateMovement(
  tx: Db,
  source: string,
  change: {
    status: StatusCode;
    previousBalance?: number | null;
    lastBalance?: number | null;
    notes?: string | null;
    at?: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    update player_transactions set
      status = ${change.status},
      previous_balance = coalesce(${change.previousBalance ?? null}::bigint, previous_balance),
      last_balance = coalesce(${change.lastBalance ?? null}::bigint, last_balance),
      notes = coalesce(${change.notes ?? null}::text, notes),
      updated_at = ${(change.at ?? new Date()).toISOString()}
    where source = ${source}`);
}
