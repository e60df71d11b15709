import { eq } from 'drizzle-orm';
import { translate, type MessageKey } from '@lale/contract/messages';
import { withTransaction, type Db } from '../../db/client.ts';
import { cashMethods } from '../../db/schema.ts';
import { Refusal, refusals } from '../../platform/refusal.ts';
import { isResponsibleGamingRefusal } from '../responsible-gaming/api.ts';
import { cashierRequestsRepository as requests } from './cashier-requests.repository.ts';
import { decideRequest, type DecisionOutcome } from './decisions.service.ts';
import type { ProviderCallback } from './payment-provider.ts';

/** A callback's outcome; `refused` when the player's limit or break turned a payment away. */
export interface CallbackOutcome extends DecisionOutcome {
  refused?: Refusal;
}

/**
 * A verified provider callback settles its deposit once: 'paid' confirms it (the ledger
 * credits the player), 'failed' cancels it. A replay answers the first outcome; a callback
 * for another provider's payment, or for another amount, changes nothing. A payment the
 * ledger refuses for the player's deposit limit (or break) credits nothing: the request is
 * cancelled with the reason and the refusal is told to the provider.
 */
export async function applyProviderCallback(
  db: Db,
  providerCode: string,
  callback: ProviderCallback,
  now: Date,
): Promise<CallbackOutcome> {
  const request = await requests.findByProviderReference(db, callback.reference);
  if (!request || request.kind !== 'deposit') throw refusals.notFound('not_found');
  const [method] = await db
    .select({ provider: cashMethods.provider })
    .from(cashMethods)
    .where(eq(cashMethods.id, request.methodId));
  if (method?.provider !== providerCode) throw refusals.notFound('not_found');
  if (callback.amount !== request.amount) throw refusals.conflict('process_failed');
  const provider = { via: 'provider', operatorId: null } as const;
  if (callback.status !== 'paid') return decideRequest(db, request.id, 'reject', provider, now);
  try {
    return await withTransaction(db, (tx) =>
      decideRequest(tx, request.id, 'confirm', provider, now),
    );
  } catch (error) {
    if (!(error instanceof Refusal && isResponsibleGamingRefusal(error))) throw error;
    const note = translate(error.code as MessageKey, 'tr', error.data);
    const outcome = await decideRequest(db, request.id, 'reject', { ...provider, note }, now);
    return { ...outcome, refused: error };
  }
}
