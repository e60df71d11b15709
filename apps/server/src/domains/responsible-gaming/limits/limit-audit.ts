import type { Db } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema.ts';
import type { SignedInContext } from '../../../rpc/handler.ts';
import type { LimitChange } from './limits.service.ts';

/**
 * Writes a limit change to the audit log beside the player's sign-ins (events named in the
 * accounts domain's AuditEvent), where operators read the player's history.
 */
export async function auditLimitChange(
  db: Db,
  ctx: SignedInContext,
  change: LimitChange,
  now: Date,
): Promise<void> {
  if (!change.event) return;
  await db.insert(auditLog).values({
    userId: ctx.session.uid,
    event: change.event,
    result: change.event === 'rg_limit_change_requested' ? 'pending' : 'success',
    ip: ctx.ip,
    userAgent: ctx.http.userAgent.slice(0, 512),
    detail: change.detail,
    createdAt: now,
  });
}
