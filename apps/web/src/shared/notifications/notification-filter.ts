import { TRANSACTION } from '@lale/contract/constants';
import type { FinanceTransaction } from '@lale/contract/methods/finance';

/** A canceled (rejected) request: the player hears about it as about a confirmed one. */
const CANCELED_STATUS = 1004;

/**
 * SPEC §4: notifications are finance transactions of category 2 with status 1003
 * (confirmed). Lale also tells the player when a deposit or withdrawal was rejected (1004).
 */
export function isNotification(
  row: Pick<FinanceTransaction, 'transaction_category_id' | 'transaction_status'>,
): boolean {
  return (
    row.transaction_category_id === TRANSACTION.notificationCategory &&
    (row.transaction_status === TRANSACTION.notificationStatus ||
      row.transaction_status === CANCELED_STATUS)
  );
}
