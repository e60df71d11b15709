import type { Lang } from '@lale/contract/languages';
import type { FinanceTransaction } from '@lale/contract/methods/finance';
import type { Db } from '../../db/client.ts';
import { presentCashierRequest } from './cashier-request.presenter.ts';
import { cashMethodsRepository } from './cash-methods.repository.ts';
import type { CashierRequestRow } from './cashier-requests.repository.ts';
import { balanceOf } from '../wallet/api.ts';

/**
 * The reply to a new request: the request as a finance row with the available balance
 * before and after it (a withdrawal holds its amount at once; a deposit waits to credit).
 */
export async function requestReply(
  db: Db,
  row: CashierRequestRow,
  lang: Lang,
): Promise<FinanceTransaction> {
  const method = await cashMethodsRepository.findEnabled(db, row.userId, row.methodId);
  const after = (await balanceOf(db, row.userId)).available;
  const held = row.kind === 'withdrawal' && row.status === 'new' ? row.amount : 0;
  return presentCashierRequest(row, method?.name ?? { tr: '', en: '' }, lang, {
    before: after + held,
    after,
  });
}
