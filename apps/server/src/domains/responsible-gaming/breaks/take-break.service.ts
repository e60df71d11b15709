import type { Payload } from '@lale/contract/registry';
import { breakEndsAt, type BreakView } from '@lale/contract/responsible-gaming/breaks';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema.ts';
import { refusals } from '../../../platform/refusal.ts';
import { Success, type SignedInContext } from '../../../rpc/handler.ts';
import type { AccountServices, ConfirmCurrentPassword } from '../account-services.ts';
import { auditOrigin } from './audit-origin.ts';
import { breakRefusal, presentBreak } from './break-refusal.ts';
import { breakRepository, type BreakRow } from './break-repository.ts';

/**
 * The accounts' services a break uses; the current-password check is handed over by the
 * composition (accounts already depend on this domain for the sign-in gate).
 */
export interface BreakDeps extends AccountServices {
  confirmCurrentPassword: ConfirmCurrentPassword;
}

/** Why the server ended the sessions of a player who took a break. */
export const BREAK_SESSION_REASON = 'rg_break';

/** A later break may only lengthen the one in force, never shorten it. */
function lengthens(current: BreakRow, endsAt: Date | null): boolean {
  if (current.endsAt === null) return false;
  return endsAt === null || endsAt > current.endsAt;
}

/**
 * A time-out or self-exclusion, confirmed with the current password: starts at once, ends
 * every session of the player, stops marketing (the opt-ins are cleared: the player opts in
 * again after the break, if at all). The player's cash and pending withdrawals stay as they
 * are; the wallet refuses bets, deposits and bonuses while it lasts (migration 0034).
 */
export async function takeBreak(
  deps: BreakDeps,
  ctx: SignedInContext,
  input: Payload<'responsible_gaming', 'take_break'>,
): Promise<Success<BreakView>> {
  const uid = ctx.session.uid;
  // One break at a time per player: two concurrent requests are decided one after the other.
  await ctx.db.execute(sql`select 1 from users where id = ${uid} for update`);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, uid));
  if (!user) throw refusals.unauthenticated('anonymous_user');
  await deps.confirmCurrentPassword(ctx, user, input.current_password);

  const now = deps.now();
  const endsAt = breakEndsAt(input.duration, now);
  const current = await breakRepository.findInForce(ctx.db, uid, now);
  if (current && !lengthens(current, endsAt)) throw breakRefusal(current.kind, current.endsAt);

  const taken = await breakRepository.insert(ctx.db, {
    userId: uid,
    kind: input.kind,
    duration: input.duration,
    startedAt: now,
    endsAt,
    emailIndex: input.kind === 'self_exclusion' ? deps.sealed.emailIndex(user.email) : null,
  });
  await ctx.db
    .update(users)
    .set({ smsOptIn: false, emailOptIn: false, updatedAt: now })
    .where(eq(users.id, uid));
  const ended = await deps.sessions.revokeAll(ctx.db, uid, undefined, BREAK_SESSION_REASON);
  ctx.http.clearSessionCookie();
  await deps.audit.write(ctx.db, auditOrigin(ctx), {
    event: 'rg_break_taken',
    result: 'success',
    userId: uid,
    detail: {
      kind: taken.kind,
      duration: taken.duration,
      endsAt: taken.endsAt?.toISOString() ?? null,
      sessionsEnded: ended,
      marketingOptOut: { sms: user.smsOptIn, email: user.emailOptIn },
      lengthens: current ? (current.endsAt?.toISOString() ?? null) : undefined,
    },
  });
  return new Success(presentBreak(taken), { message: 'rg_break_started' });
}
