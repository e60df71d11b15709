import type { Lang } from '@lale/contract/languages';
import type { FinanceTransaction } from '@lale/contract/methods/finance';
import { CATEGORY_LABELS, MOVEMENT_LABELS } from './labels.ts';
import {
  STATUS_NAME,
  type CategoryId,
  type MovementTypeId,
  type StatusCode,
} from './movement-kinds.ts';
import type { TransactionRow } from './transactions.repository.ts';

const iso = (value: string | Date) => new Date(value).toISOString();

/** A history row as SPEC §3 names its columns; the amount is signed (minus = money out). */
export function presentTransaction(
  row: TransactionRow,
  lang: Lang,
  labelNames: ReadonlyMap<string, string> = new Map(),
): FinanceTransaction {
  return {
    id: Number(row.id),
    method: row.method || (row.label_key ? (labelNames.get(row.label_key) ?? row.label_key) : ''),
    amount: Number(row.amount) * Number(row.direction),
    date: iso(row.created_at),
    previousBalance: row.previous_balance === null ? 0 : Number(row.previous_balance),
    lastBalance: row.last_balance === null ? 0 : Number(row.last_balance),
    movementType: MOVEMENT_LABELS[row.type_id as MovementTypeId]?.[lang] ?? '',
    operationType: CATEGORY_LABELS[row.category_id as CategoryId]?.[lang] ?? '',
    operationId: row.operation_id,
    operationTime: iso(row.updated_at),
    referenceCode: row.reference_code,
    transaction_category_id: row.category_id,
    transaction_status: row.status,
    status: STATUS_NAME[row.status as StatusCode] ?? 'New',
    notes: row.notes,
  };
}
