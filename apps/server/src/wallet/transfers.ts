import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { TransferKind, TransferStatus } from '../db/schema.ts';
import { STATUS } from '../history/movement-kinds.ts';
import type { MovementShape } from '../history/record-movement.ts';
import { toAccountState, type AccountRow, type AccountState } from './accounts.ts';

const ACCOUNT_COLUMNS_OF_UPDATE = sql.raw(
  [
    'id',
    'kind',
    'owner',
    'allow_negative',
    'debits_posted',
    'credits_posted',
    'debits_pending',
    'credits_pending',
  ]
    .map((column) => `ledger_accounts.${column}`)
    .join(', '),
);

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
 * Records a new transfer and adds it to both accounts (locked by the caller) in one statement;
 * null when the idempotency key exists, and then nothing was written.
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
  const history = m
    ? sql`, h as (
          insert into player_transactions (user_id, category_id, type_id, status, amount, direction,
            previous_balance, last_balance, method, label_key, reference_code, operation_id, source,
            created_at, updated_at)
          select a.owner::int, ${m.categoryId}, ${m.typeId}, ${STATUS.confirmed}, t.amount, d.sign,
            a.credits_posted - a.debits_posted - a.debits_pending - d.sign * t.amount,
            a.credits_posted - a.debits_posted - a.debits_pending,
            ${m.method}, ${m.labelKey}, coalesce(t.reference, t.id::text), t.id::text,
            'transfer:' || t.id, t.created_at, t.created_at
          from a, t, lateral (select case when a.id = t.credit_account_id then 1 else -1 end as sign) d
          where a.kind = 'player_cash'
        )`
    : sql``;
  const status: TransferStatus = values.pending ? 'pending' : 'posted';
  const [posted, reserved] = values.pending ? [0, values.amount] : [values.amount, 0];
  const result = await tx.execute(
    sql`with t as (
          insert into ledger_transfers
            (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, status, posted_at)
          values (${values.debitAccountId}, ${values.creditAccountId}, ${values.amount}, ${values.kind},
            ${values.reference}, ${values.idempotencyKey}, ${status},
            ${values.pending ? null : sql`now()`})
          on conflict (idempotency_key) do nothing
          returning *
        ), a as (
          update ledger_accounts set
            debits_posted = debits_posted + case when ledger_accounts.id = t.debit_account_id then ${posted}::bigint else 0 end,
            debits_pending = debits_pending + case when ledger_accounts.id = t.debit_account_id then ${reserved}::bigint else 0 end,
            credits_posted = credits_posted + case when ledger_accounts.id = t.credit_account_id then ${posted}::bigint else 0 end,
            credits_pending = credits_pending + case when ledger_accounts.id = t.credit_account_id then ${reserved}::bigint else 0 end
          from t where ledger_accounts.id in (t.debit_account_id, t.credit_account_id)
          returning ${ACCOUNT_COLUMNS_OF_UPDATE}
        )${history}
        select to_jsonb(t) as transfer, (select jsonb_agg(to_jsonb(a)) from a) as after from t`,
  );
  const row = rowsOf<{ transfer: TransferRow; after: AccountRow[] }>(result)[0];
  if (!row) return null;
  return { transfer: toTransfer(row.transfer), after: row.after.map(toAccountState) };
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
