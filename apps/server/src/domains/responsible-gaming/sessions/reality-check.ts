import { sql } from 'drizzle-orm';
import type { Payload } from '@lale/contract/registry';
import { rgSettings } from '../../../db/schema.ts';
import { Success, type SignedInContext } from '../../../rpc/handler.ts';
import type { AccountServices } from '../account-services.ts';
import { auditOrigin } from '../breaks/audit-origin.ts';
import { sessionSummary } from './session-summary.ts';

/** The interval of the player's reality checks (0: off), kept in the audit trail too. */
export async function setRealityCheck(
  deps: Pick<AccountServices, 'now' | 'audit'>,
  ctx: SignedInContext,
  input: Payload<'responsible_gaming', 'set_reality_check'>,
): Promise<Success<null>> {
  const now = deps.now();
  await ctx.db
    .insert(rgSettings)
    .values({ userId: ctx.session.uid, realityCheckMinutes: input.minutes, updatedAt: now })
    .onConflictDoUpdate({
      target: rgSettings.userId,
      set: { realityCheckMinutes: sql`excluded.reality_check_minutes`, updatedAt: now },
    });
  await deps.audit.write(ctx.db, auditOrigin(ctx), {
    event: 'rg_reality_check_set',
    result: 'success',
    userId: ctx.session.uid,
    detail: { minutes: input.minutes },
  });
  return new Success(null, { message: 'rg_reality_check_saved' });
}

/** The player's answer to a reality check, with what the check showed, for the audit trail. */
export async function acknowledgeRealityCheck(
  deps: Pick<AccountServices, 'now' | 'audit'>,
  ctx: SignedInContext,
  input: Payload<'responsible_gaming', 'acknowledge_reality_check'>,
): Promise<null> {
  const shown = await sessionSummary(ctx.db, ctx.session, deps.now());
  await deps.audit.write(ctx.db, auditOrigin(ctx), {
    event: 'rg_reality_check',
    result: 'success',
    userId: ctx.session.uid,
    detail: {
      action: input.action,
      session: ctx.session.sessionId,
      minutes: shown.minutes,
      wagered: shown.wagered,
      net: shown.net,
    },
  });
  return null;
}
