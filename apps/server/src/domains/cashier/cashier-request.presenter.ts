import type { Lang } from '@lale/contract/languages';
import type { FinanceTransaction } from '@lale/contract/methods/finance';
import type { LocalizedText } from '@lale/contract/site';
import { CATEGORY_LABELS, MOVEMENT_LABELS } from '../history/api.ts';
import { CATEGORY, MOVEMENT, STATUS as HISTORY_STATUS, STATUS_NAME } from '../history/api.ts';
import { referenceOf } from './cashier-history.ts';
import { checkoutExpiresAt } from './deposit-expiry.ts';
import type { CashierRequestRow } from './cashier-requests.repository.ts';

const STATUS_CODE = {
  new: HISTORY_STATUS.new,
  confirmed: HISTORY_STATUS.confirmed,
  canceled: HISTORY_STATUS.canceled,
  // The player's history has no code of its own for it: an expired request reads as cancelled,
  // its note says why.
  expired: HISTORY_STATUS.canceled,
} as const;
const MOVEMENT_OF = { deposit: MOVEMENT.deposit, withdrawal: MOVEMENT.withdrawal } as const;

/** A request as a finance transaction row (SPEC §3), with balances around it when known. */
export function presentCashierRequest(
  row: CashierRequestRow,
  methodName: LocalizedText,
  lang: Lang,
  balances: { before: number; after: number },
): FinanceTransaction {
  const at = row.createdAt.toISOString();
  const expiresAt = checkoutExpiresAt(row);
  return {
    id: row.id,
    method: methodName[lang],
    amount: row.amount,
    date: at,
    previousBalance: balances.before,
    lastBalance: balances.after,
    movementType: MOVEMENT_LABELS[MOVEMENT_OF[row.kind]][lang],
    operationType: CATEGORY_LABELS[CATEGORY.finance][lang],
    operationId: String(row.id),
    operationTime: at,
    referenceCode: referenceOf(row),
    transaction_category_id: CATEGORY.finance,
    transaction_status: STATUS_CODE[row.status],
    status: STATUS_NAME[STATUS_CODE[row.status]],
    notes: row.details.note ?? row.decisionNote ?? null,
    ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
  };
}
