import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { TransferKind, TransferStatus } from '../../db/schema.ts';
import { STATUS } from '../history/movement-kinds.ts';
import type { MovementShape } from '../history/record-movement.ts';
import { toAccountState, type AccountRow, type AccountState } from './accounts.ts';

export interface Transfer {
  id: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  kind: TransferKind;
  reference: string | null;
  idempotencyKey: string;
  status: TransferStatus;
  createdAt: Date;
  postedAt: Date | null;
  voidedAt: Date | null;
}

interface TransferRow {
  id: string;
  debit_account_id: number | string;
  credit_account_id: number | string;
  amount: number | string;
  kind: TransferKind;
  reference: string | null;
  idempotency_key: string;
  status: TransferStatus;
  created_at: Date | string;
  posted_at: Date | string | null;
  voided_at: Date | string | null;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

export function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    debitAccountId: Number(row.debit_account_id),
    creditAccountId: Number(row.credit_account_id),
    amount: Number(row.amount),
    kind: row.kind,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    status: row.status,
    createdAt: new Date(row.created_at),
    postedAt: date(row.posted_at),
    voidedAt: date(row.voided_at),
  };
}

/** A transfer named by its id or by the idempotency key it was made with. */
export type TransferRef = { id: string } | { idempotencyKey: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function matchRef(ref: TransferRef) {
  if ('id' in ref) return UUID.test(ref.id) ? sql`id = ${ref.id}::uuid` : sql`false`;
  return sql`idempotency_key = ${ref.idempotencyKey}`;
}

export const describeRef = (ref: TransferRef) =>
  'id' in ref ? ref.id : `key ${ref.idempotencyKey}`;

export async function findTransfer(db: Db, ref: TransferRef): Promise<Transfer | null> {
  const result = await db.execute(sql`select * from ledger_transfers where ${matchRef(ref)}`);
  const row = rowsOf<TransferRow>(result)[0];
  return row ? toTransfer(row) : null;
}

/**
 * Records a new transfer and adds it to both accounts (locked by the caller) in one statement,
 * the database's `ledger_apply_transfer` (migration 0008, which the seamless wallet's bet and
 * win call too); null when the idempotency key exists, and then nothing was written.
 */
export async function insertAndApply(
  tx: Db,
  values: {
    debitAccountId: number;
    creditAccountId: number;
    amount: number;
    kind: TransferKind;
    reference: string | null;
    idempotencyKey: string;
    pending: boolean;
    /** The player's history row of a posted movement, written by the same statement. */
    movement?: MovementShape | null;
  },
): Promise<{ transfer: Transfer; after: AccountState[] } | null> {
  const m = values.pending ? null : (values.movement ?? null);
  const result = await tx.execute(
    sql`select ledger_apply_transfer(${values.debitAccountId}, ${values.creditAccountId},
          ${values.amount}, ${values.kind}, ${values.reference}, ${values.idempotencyKey},
          ${values.pending}, ${STATUS.confirmed}, ${m?.categoryId ?? null}::int,
          ${m?.typeId ?? null}::int, ${m?.method ?? null}, ${m?.labelKey ?? null}) as applied`,
  );
  const applied = rowsOf<{ applied: { transfer: TransferRow; after: AccountRow[] } | null }>(
    result,
  )[0]?.applied;
  if (!applied) return null;
  return { transfer: toTransfer(applied.transfer), after: applied.after.map(toAccountState) };
}

/** Moves a pending transfer to posted or voided; null when it was not pending any more. */
export async function settleTransfer(
  tx: Db,
  ref: TransferRef,
  to: 'posted' | 'voided',
): Promise<Transfer | null> {
  const stamp = to === 'posted' ? sql.raw('posted_at') : sql.raw('voided_at');
  const result = await tx.execute(
    sql`update ledger_transfers set status = ${to}, ${stamp} = now()
        where ${matchRef(ref)} and status = 'pending' returning *`,
  );
  const row = rowsOf<TransferRow>(result)[0];
  return row ? toTransfer(row) : null;
}
