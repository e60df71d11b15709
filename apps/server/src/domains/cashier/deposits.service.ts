import { recordRequestInHistory } from './cashier-history.ts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { refusals } from '../../platform/refusal.ts';
import { checkDepositCode, keepDepositCode, type BonusDefinition } from '../bonus/api.ts';
import { cashMethodsRepository } from './cash-methods.repository.ts';
import {
  cashierRequestsRepository as requests,
  type CashierRequestRow,
} from './cashier-requests.repository.ts';
import { requireWithinDepositLimits } from './deposit-limits.ts';
import { methodDetails, requireAmountInRange, requireMethod } from './request-rules.ts';

export interface DepositForm {
  methodID: number;
  amount: number;
  requestKey?: string | undefined;
  /** A bonus definition's opt-in code: granted with this deposit's confirmation. */
  promotion_code?: string | undefined;
  [field: string]: string | number | undefined;
}

/** The transfer types an operator confirms by hand; the rest are prepaid, paid at a provider. */
export const isManualTransfer = (transferTypeId: number) =>
  transferTypeId === 1 || transferTypeId === 3;

/**
 * A bank (type 1) or mobile bank (type 3) deposit request: 'new' until an operator confirms
 * it (then the ledger credits the player) or cancels it. A repeated requestKey answers the
 * first request.
 */
export async function requestBankDeposit(
  db: Db,
  userId: number,
  transferTypeId: 1 | 3,
  form: DepositForm,
  now: Date,
): Promise<CashierRequestRow> {
  const method = requireMethod(
    await cashMethodsRepository.findEnabled(db, userId, form.methodID),
    1,
    (type) => type === transferTypeId,
  );
  requireAmountInRange(method, form.amount);
  await requireWithinDepositLimits(db, userId, form, now);
  const details = methodDetails(method, stringFields(form));
  const promotion = await promotionOf(db, userId, method.id, form, now);
  const request = await insertOnce(db, userId, form.requestKey, {
    userId,
    kind: 'deposit',
    methodId: method.id,
    transferTypeId: method.transferTypeId,
    amount: form.amount,
    details,
    clientKey: form.requestKey ?? null,
    createdAt: now,
  });
  if (promotion) await keepDepositCode(db, request.id, promotion);
  return request;
}

/** A prepaid deposit: a request with the provider's reference, paid on the provider's page. */
export async function requestPrepaidDeposit(
  db: Db,
  userId: number,
  form: DepositForm,
  now: Date,
): Promise<{ request: CashierRequestRow; provider: string }> {
  const method = requireMethod(
    await cashMethodsRepository.findEnabled(db, userId, form.methodID),
    1,
    (type) => !isManualTransfer(type),
  );
  if (!method.provider) throw new Error(`prepaid method ${method.id} has no provider`);
  requireAmountInRange(method, form.amount);
  await requireWithinDepositLimits(db, userId, form, now);
  const promotion = await promotionOf(db, userId, method.id, form, now);
  const request = await insertOnce(db, userId, form.requestKey, {
    userId,
    kind: 'deposit',
    methodId: method.id,
    transferTypeId: method.transferTypeId,
    amount: form.amount,
    details: {},
    providerReference: `lale-${randomBytes(12).toString('base64url')}`,
    clientKey: form.requestKey ?? null,
    createdAt: now,
  });
  if (promotion) await keepDepositCode(db, request.id, promotion);
  return { request, provider: method.provider };
}

/** The definition the form's promotion code names, checked before anything is stored. */
async function promotionOf(
  db: Db,
  userId: number,
  methodId: number,
  form: DepositForm,
  now: Date,
): Promise<BonusDefinition | null> {
  if (!form.promotion_code) return null;
  // A retried request answers the first (insertOnce), whose code was checked and kept then.
  if (form.requestKey && (await requests.findByClientKey(db, userId, form.requestKey))) return null;
  return checkDepositCode(db, { userId, methodId, amount: form.amount }, form.promotion_code, now);
}

export async function insertOnce(
  db: Db,
  userId: number,
  clientKey: string | undefined,
  row: Parameters<typeof requests.insert>[1],
): Promise<CashierRequestRow> {
  const created = await requests.insert(db, row);
  if (created) {
    // A withdrawal enters the history once its amount is held (withdrawals.service.ts).
    if (created.kind === 'deposit') await recordRequestInHistory(db, created);
    return created;
  }
  const first = clientKey ? await requests.findByClientKey(db, userId, clientKey) : undefined;
  if (!first) throw new Error('cashier request neither inserted nor found');
  // A key names one form: reused for another kind, method or amount it is a client mistake.
  if (first.kind !== row.kind || first.methodId !== row.methodId || first.amount !== row.amount)
    throw refusals.conflict('process_failed', { requestKey: 'invalid_value' });
  return first;
}

function stringFields(form: DepositForm): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(form).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : undefined,
    ]),
  );
}
