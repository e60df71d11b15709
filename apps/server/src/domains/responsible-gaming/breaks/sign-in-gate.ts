import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import type { CallContext } from '../../../rpc/handler.ts';
import type { AccountServices } from '../account-services.ts';
import { auditOrigin } from './audit-origin.ts';
import { breakRefusal } from './break-refusal.ts';
import type { BreakRow } from './break-repository.ts';

interface Gate {
  breakKind: BreakRow['kind'] | null;
  breakEndsAt: Date | null;
  sessionLimitMinutes: number | null;
}

/** The break in force (the one ending last) and the session limit, in one round trip. */
async function readGate(db: Db, userId: number, now: Date): Promise<Gate> {
  const result = await db.execute(sql`
    select b.kind as break_kind, b.ends_at as break_ends_at,
      (select amount from rg_limits
        where user_id = ${userId} and kind = 'session' and period = 'session') as session_minutes
    from (select 1) one
    left join lateral (
      select kind, ends_at from rg_breaks
       where user_id = ${userId} and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
       order by ends_at desc nulls first limit 1
    ) b on true`);
  const [row] = rowsOf<{
    break_kind: BreakRow['kind'] | null;
    break_ends_at: string | Date | null;
    session_minutes: string | number | null;
  }>(result);
  if (!row) return { breakKind: null, breakEndsAt: null, sessionLimitMinutes: null };
  return {
    breakKind: row.break_kind,
    breakEndsAt: row.break_ends_at === null ? null : new Date(row.break_ends_at),
    sessionLimitMinutes: row.session_minutes === null ? null : Number(row.session_minutes),
  };
}

/**
 * Refuses a sign-in (the password step of a two-factor login, and every new session) while
 * the player is on a break, telling the break's kind and end; the refusal is audited. Otherwise
 * answers the session limit the new session must carry.
 */
export async function signInGate(
  deps: Pick<AccountServices, 'now' | 'audit'>,
  ctx: CallContext,
  userId: number,
): Promise<{ sessionLimitMinutes: number | null }> {
  const gate = await readGate(ctx.db, userId, deps.now());
  if (gate.breakKind) {
    await deps.audit.write(ctx.db, auditOrigin(ctx), {
      event: 'rg_login_refused_break',
      result: 'failure',
      userId,
      detail: { kind: gate.breakKind, endsAt: gate.breakEndsAt?.toISOString() ?? null },
    });
    throw breakRefusal(gate.breakKind, gate.breakEndsAt);
  }
  return { sessionLimitMinutes: gate.sessionLimitMinutes };
}
