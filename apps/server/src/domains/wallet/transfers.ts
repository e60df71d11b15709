import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { TransferKind, TransferStatus } from '../../db/schema.ts';

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

/** A `ledger_transfers` row as either driver returns it, or as `to_jsonb` spells it. */
export interface TransferRow {
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

/** A transfer row in the ledger's terms. */
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

function matchRef(ref: TransferRef) {
  if ('id' in ref) return UUID.test(ref.id) ? sql`id = ${ref.id}::uuid` : sql`false`;
  return sql`idempotency_key = ${ref.idempotencyKey}`;
}

/** A transfer reference as an error message names it. */
export const describeRef = (ref: TransferRef) =>
  'id' in ref ? ref.id : `key ${ref.idempotencyKey}`;

/** The transfer a reference names, or null. */
export async function findTransfer(db: Db, ref: TransferRef): Promise<Transfer | null> {
  const result = await db.execute(sql`select * from ledger_transfers where ${matchRef(ref)}`);
  const row = rowsOf<TransferRow>(result)[0];
  return row ? toTransfer(row) : null;
}
