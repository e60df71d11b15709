import { normalizeLang } from '@lale/contract/languages';
import { mailTemplates } from '../../platform/messaging/templates.ts';
import { refusals } from '../../platform/refusal.ts';
import { newSecret, SECRET_SHAPE, sha256 } from '../../platform/secrets.ts';
import { Success, type CallContext } from '../../rpc/handler.ts';
import { accountKey, liftAccountSlowdown } from './login-throttle.ts';
import { RATE_RULES } from './rate-rules.ts';
import { tokensRepository as tokens, type TokenRow } from './tokens.repository.ts';
import {
  ensureAllowed,
  inMs,
  link,
  originOf,
  recordAll,
  type UserModuleDeps,
} from './user.deps.ts';
import { usersRepository as users } from './users.repository.ts';

const UNLOCK_TTL_MS = 3_600_000;
export const UNLOCK_PATH = '/account-unlock';

/**
 * Once per episode of slowed sign-in, mails the owner a one-time link that lifts it. The reply
 * to the failed login is the same either way, so nobody learns whether a name is an account.
 */
export async function offerUnlock(deps: UserModuleDeps, ctx: CallContext, uid: number) {
  if (!(await deps.limiter.take(RATE_RULES.unlockMailPerAccount, accountKey(uid)))) return;
  const user = await users.findById(ctx.db, uid);
  if (!user || user.status !== 'active') return;
  const token = newSecret();
  await tokens.retire(ctx.db, uid, 'unlock_account', deps.now());
  await tokens.insert(ctx.db, {
    tokenHash: sha256(token),
    userId: uid,
    purpose: 'unlock_account',
    email: user.email,
    createdAt: deps.now(),
    expiresAt: inMs(deps, UNLOCK_TTL_MS),
  });
  deps.postman.dispatchEmail(
    mailTemplates.unlockAccount(
      normalizeLang(user.language),
      user.email,
      link(deps, UNLOCK_PATH, token),
    ),
  );
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'unlock_mail',
    result: 'success',
    userId: uid,
  });
}

/**
 * Redeems the link: the account's unknown devices sign in at once again, and this browser
 * becomes a device of the account, so a guesser who goes on cannot slow the owner's next login.
 */
export async function unlockAccount(
  deps: UserModuleDeps,
  ctx: CallContext,
  token: string,
): Promise<Success<null>> {
  const limit = [RATE_RULES.tokenFailuresPerIp, ctx.ip] as const;
  await ensureAllowed(deps.limiter, [limit]);
  const now = deps.now();
  const row = SECRET_SHAPE.test(token)
    ? await tokens.find(ctx.db, sha256(token), 'unlock_account')
    : undefined;
  const outcome = row ? await redeem(ctx, row, now) : 'invalid';
  if (!row || outcome !== 'redeemed') {
    // A used link is the owner's own, clicked twice: no guess to count.
    if (outcome === 'invalid') await recordAll(deps.limiter, [limit]);
    await deps.audit.write(ctx.db, originOf(ctx), {
      event: 'account_unlock',
      result: 'failure',
      userId: row?.userId,
      detail: { reason: outcome },
    });
    throw refusals.failed(outcome === 'used' ? 'unlock_link_used' : 'link_invalid');
  }
  await liftAccountSlowdown(deps.limiter, row.userId);
  deps.devices.remember(ctx.http, row.userId);
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'account_unlock',
    result: 'success',
    userId: row.userId,
  });
  return new Success(null, { message: 'account_unlocked' });
}

async function redeem(
  ctx: CallContext,
  row: TokenRow,
  now: Date,
): Promise<'redeemed' | 'used' | 'invalid'> {
  if (row.usedAt) return 'used';
  if (row.expiresAt <= now) return 'invalid';
  return (await tokens.use(ctx.db, row.id, now)) ? 'redeemed' : 'used';
}
