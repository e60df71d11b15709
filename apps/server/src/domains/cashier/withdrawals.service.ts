import type { Db } from '../../db/client.ts';
import { forfeitOnWithdrawal } from '../bonus/api.ts';
import { refusals } from '../../platform/refusal.ts';
import { bankAccountsRepository } from './bank-accounts.repository.ts';
import { cashMethodsRepository } from './cash-methods.repository.ts';
import { recordRequestInHistory } from './cashier-history.ts';
import { cashierLedger } from './cashier-ledger.ts';
import {
  cashierRequestsRepository as requests,
  type CashierRequestRow,
} from './cashier-requests.repository.ts';
import { insertOnce } from './deposits.service.ts';
import { hasField, requireAmountInRange, requireMethod } from './request-rules.ts';

export interface WithdrawalForm {
  methodID: number;
  amount: number;
  bankAccountID?: number | undefined;
  identityValidityDate?: string | undefined;
  note?: string | undefined;
  requestKey?: string | undefined;
  /** The player accepted that this withdrawal forfeits their wagering bonus (issue 38). */
  acceptBonusForfeit?: boolean | undefined;
}

/**
 * A withdrawal request: its amount is held at once by a pending ledger transfer (refused
 * above the available balance), then paid when an operator approves it or released when
 * rejected. The player cannot take it back. A wagering bonus it would forfeit is refused
 * unless the form says the player accepted losing it. Runs in the caller's transaction.
 */
export async function requestWithdrawal(
  db: Db,
  userId: number,
  form: WithdrawalForm,
  now: Date,
): Promise<CashierRequestRow> {
  const method = requireMethod(
    await cashMethodsRepository.findEnabled(db, userId, form.methodID),
    2,
    () => true,
  );
  requireAmountInRange(method, form.amount);
  const details: Record<string, string> = {};
  if (hasField(method, 'identityValidityDate')) {
    if (!form.identityValidityDate)
      throw refusals.invalid({ identityValidityDate: 'enter_identity_validity_date' });
    if (form.identityValidityDate.slice(0, 10) < now.toISOString().slice(0, 10))
      throw refusals.invalid({ identityValidityDate: 'identity_expired' });
    details.identityValidityDate = form.identityValidityDate.slice(0, 10);
  }
  let bankAccountId: number | null = null;
  if (hasField(method, 'bankAccountID')) {
    if (!form.bankAccountID) throw refusals.invalid({ bankAccountID: 'select_account' });
    // Another player's account is simply not one of ours to pick.
    const account = await bankAccountsRepository.findOwn(db, userId, form.bankAccountID);
    if (!account) throw refusals.invalid({ bankAccountID: 'select_valid_account' });
    bankAccountId = account.id;
    details.iban = account.iban;
    details.bankName = account.bankName;
    details.accountHolder = account.accountHolder;
  }
  if (form.note) details.note = form.note;

  const request = await insertOnce(db, userId, form.requestKey, {
    userId,
    kind: 'withdrawal',
    methodId: method.id,
    transferTypeId: method.transferTypeId,
    amount: form.amount,
    details,
    bankAccountId,
    clientKey: form.requestKey ?? null,
    createdAt: now,
  });
  if (request.ledgerTransferId) return request; // a retry of a request already held
  await forfeitOnWithdrawal(db, userId, { accepted: form.acceptBonusForfeit === true });
  const held = await cashierLedger.reserveWithdrawal(db, request);
  await requests.setLedgerTransfer(db, request.id, held.transferId);
  await recordRequestInHistory(db, request, held);
  return { ...request, ledgerTransferId: held.transferId };
}
