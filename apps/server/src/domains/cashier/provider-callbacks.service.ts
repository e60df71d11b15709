import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashMethods } from '../../db/schema.ts';
import { refusals } from '../../platform/refusal.ts';
import { cashierRequestsRepository as requests } from './cashier-requests.repository.ts';
import { decideRequest, type DecisionOutcome } from './decisions.service.ts';
import type { ProviderCallback } from './payment-provider.ts';

/**
 * A verified provider callback settles its deposit once: 'paid' confirms it (the ledger
 * credits the player), 'failed' cancels it. A replay answers the first outcome; a callback
 * for another provider's payment, or for another amount, changes nothing.
 */
export async function applyProviderCallback(
  db: Db,
  providerCode: string,
  callback: ProviderCallback,
  now: Date,
): Promise<DecisionOutcome> {
  const request = await requests.findByProviderReference(db, callback.reference);
  if (!request || request.kind !== 'deposit') throw refusals.notFound('not_found');
  const [method] = await db
    .select({ provider: cashMethods.provider })
    .from(cashMethods)
    .where(eq(cashMethods.id, request.methodId));
  if (method?.provider !== providerCode) throw refusals.notFound('not_found');
  if (callback.amount !== request.amount) throw refusals.conflict('process_failed');
  return decideRequest(
    db,
    request.id,
    callback.status === 'paid' ? 'confirm' : 'reject',
    { via: 'provider', operatorId: null },
    now,
  );
}
