import type { Db } from '../../db/client.ts';
import { availableBalance, playerCash } from '../wallet/api.ts';
import { InsufficientFundsError } from '../wallet/api.ts';
import { betPolicyRefusalOf, postPending, transfer, voidPending } from '../wallet/api.ts';
import { refusals } from '../../platform/refusal.ts';

/**
 * The cashier's money movements, all through the wallet ledger with keys derived from the
 * request id: whatever retries, a request credits, reserves, pays or releases at most once.
 */
export const cashierLedger = {
  /**
   * A confirmed deposit: the deposit clearing account pays the player. A deposit over one of
   * the player's limits is refused by the ledger (rg_deposit_limit_reached) and credits nothing.
   */
  async creditDeposit(
    db: Db,
    request: { id: number; userId: number; amount: number },
  ): Promise<{ before: number; after: number }> {
    const outcome = await transfer(db, {
      debit: { kind: 'deposit_clearing' },
      credit: playerCash(request.userId),
      amount: request.amount,
      kind: 'deposit',
      reference: `cashier:${request.id}`,
      idempotencyKey: `cashier:deposit:${request.id}`,
    }).catch((error: unknown) => {
      throw betPolicyRefusalOf(error) ?? error;
    });
    const after = availableBalance(outcome.creditAccount);
    return { before: after - request.amount, after };
  },

  /** Holds a withdrawal's amount at once; the player cannot stake or withdraw it again. */
  async reserveWithdrawal(
    db: Db,
    request: { id: number; userId: number; amount: number },
  ): Promise<{ transferId: string; before: number; after: number }> {
    try {
      const outcome = await transfer(db, {
        debit: playerCash(request.userId),
        credit: { kind: 'withdrawal_clearing' },
        amount: request.amount,
        kind: 'withdrawal',
        reference: `cashier:${request.id}`,
        idempotencyKey: `cashier:withdrawal:${request.id}`,
        pending: true,
      });
      const after = availableBalance(outcome.debitAccount);
      return { transferId: outcome.transfer.id, before: after + request.amount, after };
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw refusals.insufficientFunds('insufficient_funds', { amount: 'insufficient_funds' });
      throw error;
    }
  },

  /** Approved: the held amount leaves for good. */
  async payWithdrawal(db: Db, requestId: number): Promise<void> {
    await postPending(db, { idempotencyKey: `cashier:withdrawal:${requestId}` });
  },

  /** Rejected: the held amount goes back to the player. */
  async releaseWithdrawal(db: Db, requestId: number): Promise<void> {
    await voidPending(db, { idempotencyKey: `cashier:withdrawal:${requestId}` });
  },
};
