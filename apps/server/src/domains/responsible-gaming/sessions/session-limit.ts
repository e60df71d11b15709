import type { LimitRefusalFacts } from '@lale/contract/responsible-gaming/limits';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditLog, sessions } from '../../../db/schema.ts';
import { refusals, type Refusal } from '../../../platform/refusal.ts';

const MINUTE_MS = 60_000;

/** Why the server ended a session when its owner's session limit was reached. */
export const SESSION_LIMIT_REASON = 'rg_session_limit';

/** When a session begun at `createdAt` must end under a limit of `minutes`; null: no limit. */
export function sessionLimitEnd(createdAt: Date, minutes: number | null): Date | null {
  return minutes === null ? null : new Date(createdAt.getTime() + minutes * MINUTE_MS);
}

/**
 * Ends a session that has reached its limit (kept as the reason, and in the audit trail) and
 * refuses the call that found it: the player is told which limit ended the session.
 */
export async function endSessionAtLimit(
  db: Db,
  session: { id: number; userId: number; createdAt: Date; limitEndsAt: Date },
  now: Date,
): Promise<Refusal> {
  const minutes = Math.round(
    (session.limitEndsAt.getTime() - session.createdAt.getTime()) / MINUTE_MS,
  );
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, endReason: SESSION_LIMIT_REASON })
    .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)))
    .returning({ ip: sessions.ip, userAgent: sessions.userAgent, publicId: sessions.publicId });
  if (ended[0])
    await db.insert(auditLog).values({
      userId: session.userId,
      event: 'rg_session_limit_end',
      result: 'success',
      ip: ended[0].ip,
      userAgent: ended[0].userAgent,
      detail: { session: ended[0].publicId, minutes },
      createdAt: now,
    });
  return sessionLimitRefusal(minutes);
}

export function sessionLimitRefusal(minutes: number): Refusal {
  const limit: LimitRefusalFacts = {
    kind: 'session',
    period: 'session',
    amount: minutes,
    used: minutes,
    resetsAt: null,
  };
  return refusals.forbidden('rg_session_limit_reached', { limit: { ...limit } });
}
