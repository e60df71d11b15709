import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { sessionRepository } from './sessions/session-repository.ts';

/**
 * Writes other domains ask of the accounts domain (the back office blocking a player). Each
 * takes the caller's transaction, so that the change and the caller's audit commit together.
 */

/** Blocks (`inactive`) or unblocks an account that is not closed; false when there is none. */
export async function setAccountBlocked(
  tx: Db,
  uid: number,
  blocked: boolean,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ status: blocked ? 'inactive' : 'active', updatedAt: at })
    .where(and(eq(users.id, uid), ne(users.status, 'closed')))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ends every open session of the player with `reason`; how many were open. */
export function endPlayerSessions(tx: Db, uid: number, at: Date, reason: string): Promise<number> {
  return sessionRepository.revokeAll(tx, uid, at, undefined, reason);
}
