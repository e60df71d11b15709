import { normalizeLang } from '@lale/contract/languages';
import { RATE_RULES } from './rate-rules.ts';
import { newSecret, SECRET_SHAPE, sha256 } from '../../platform/secrets.ts';
import { mailTemplates } from '../../platform/messaging/templates.ts';
import { refusals } from '../../platform/refusal.ts';
import { Success, type CallContext } from '../../rpc/handler.ts';
import { notifySecurityChange } from './notices.ts';
import { tokensRepository as tokens } from './tokens.repository.ts';
import {
  ensureAllowed,
  inMs,
  link,
  originOf,
  recordAll,
  takeAll,
  type UserModuleDeps,
} from './user.deps.ts';
import { usersRepository as users } from './users.repository.ts';

const RESET_TTL_MS = 3_600_000;

/**
 * Mails a one-time reset link if the address belongs to an active account. The reply is the
 * same either way, and the mail leaves in the background, so nothing tells the two apart.
 */
export async function forgot(
  deps: UserModuleDeps,
  ctx: CallContext,
  email: string,
): Promise<Success<null>> {
  const address = email.trim().toLowerCase();
  // Per address in the payload, so here; per caller address is declared in the contract.
  await takeAll(deps.limiter, [[RATE_RULES.recoveryPerEmail, address]]);

  const user = await users.findByEmail(ctx.db, address);
  if (user && user.status === 'active') {
    const token = newSecret();
    await tokens.retire(ctx.db, user.id, 'reset_password', deps.now());
    await tokens.insert(ctx.db, {
      tokenHash: sha256(token),
      userId: user.id,
      purpose: 'reset_password',
      email: user.email,
      createdAt: deps.now(),
      expiresAt: inMs(deps, RESET_TTL_MS),
    });
    const url = link(deps, '/account_reset', token);
    deps.postman.dispatchEmail(
      mailTemplates.resetPassword(normalizeLang(user.language), user.email, url),
    );
  }
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'password_reset_request',
    result: user ? 'success' : 'failure',
    userId: user?.id,
    subject: address,
  });
  return new Success(null, { message: 'reset_email_sent' });
}

/** Sets the new password, burns the link and ends every session of the account. */
export async function resetPassword(
  deps: UserModuleDeps,
  ctx: CallContext,
  input: { token: string; password: string },
): Promise<Success<null>> {
  const limit = [RATE_RULES.tokenFailuresPerIp, ctx.ip] as const;
  await ensureAllowed(deps.limiter, [limit]);
  const now = deps.now();
  const row = SECRET_SHAPE.test(input.token)
    ? await tokens.findLive(ctx.db, sha256(input.token), 'reset_password', now)
    : undefined;
  if (!row || !(await tokens.use(ctx.db, row.id, now))) {
    await recordAll(deps.limiter, [limit]);
    await deps.audit.write(ctx.db, originOf(ctx), { event: 'password_reset', result: 'failure' });
    throw refusals.failed('link_invalid');
  }
  const passwordHash = await deps.hasher.hash(input.password);
  await users.update(ctx.db, row.userId, { passwordHash, updatedAt: now });
  const ended = await deps.sessions.revokeAll(ctx.db, row.userId);
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'password_reset',
    result: 'success',
    userId: row.userId,
    detail: { endedSessions: ended },
  });
  const user = await users.findById(ctx.db, row.userId);
  if (user) notifySecurityChange(deps, user, 'password_reset');
  return new Success(null, { message: 'password_reset_done' });
}
