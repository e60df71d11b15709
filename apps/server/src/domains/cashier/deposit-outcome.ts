import type { Lang } from '@lale/contract/languages';
import type { DepositOutcome } from '@lale/contract/methods/finance';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashMethods, cashierRequests } from '../../db/schema.ts';
import { refusals } from '../../platform/refusal.ts';
import { checkoutExpiresAt } from './deposit-expiry.ts';

const OUTCOME = {
  new: 'pending',
  confirmed: 'paid',
  canceled: 'failed',
  expired: 'expired',
} as const satisfies Record<string, DepositOutcome['status']>;

/**
 * The player's own deposit the provider's return page is about: by its provider reference, or
 * the latest. Another player's reference finds nothing, as no deposit does (not_found).
 */
export async function depositOutcome(
  db: Db,
  userId: number,
  reference: string | undefined,
  lang: Lang,
): Promise<DepositOutcome> {
  const [row] = await db
    .select({ request: cashierRequests, methodName: cashMethods.name })
    .from(cashierRequests)
    .innerJoin(cashMethods, eq(cashMethods.id, cashierRequests.methodId))
    .where(
      and(
        eq(cashierRequests.userId, userId),
        eq(cashierRequests.kind, 'deposit'),
        reference ? eq(cashierRequests.providerReference, reference) : undefined,
      ),
    )
    .orderBy(desc(cashierRequests.createdAt), desc(cashierRequests.id))
    .limit(1);
  if (!row) throw refusals.notFound('no_records');
  const { request } = row;
  return {
    id: request.id,
    amount: request.amount,
    method: row.methodName[lang],
    status: OUTCOME[request.status],
    requestedAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    expiresAt: checkoutExpiresAt(request)?.toISOString() ?? null,
  };
}
