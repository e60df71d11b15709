import { TRANSACTION } from '@lale/contract/constants';
import type { FinanceTransaction } from '@lale/contract/methods/finance';

/** SPEC §4: notifications are finance transactions of category 2 with status 1003. */
export function isNotification(
  row: Pick<FinanceTransaction, 'transaction_category_id' | 'transaction_status'>,
): boolean {
  return (
    row.transaction_category_id === TRANSACTION.notificationCategory &&
    row.transaction_status === TRANSACTION.notificationStatus
  );
}
