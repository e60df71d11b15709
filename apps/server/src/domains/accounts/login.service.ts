import type { LoginData } from '@lale/contract/methods/user';
import { newSecret, sha256 } from '../../platform/secrets.ts';
import { Refusal, refusals } from '../../platform/refusal.ts';
import type { CallContext, SignedInContext } from '../../rpc/handler.ts';
import { challengesRepository as challenges } from './challenges.repository.ts';
import { loginRepository } from './login.repository.ts';
import { sendSmsCode } from './sms-code.service.ts';
import { takeLoginAttempt } from './login-throttle.ts';
import { offerUnlock } from './unlock.service.ts';
import { inMs, originOf, type UserModuleDeps } from './user.deps.ts';
import { presentLoginData } from './user.presenter.ts';
import { signInGate, sessionLimitEnd } from '../responsible-gaming/api.ts';
import { usersRepository as users, type LoginUser } from './users.repository.ts';

/** How long a password-checked login waits for its second factor. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * Checks the password. An unknown user, a wrong password and (until the password is right)
 * an inactive account all answer 'login_failed' after one argon2 verification each. Wrong
 * passwords slow further attempts down (login-throttle.ts), never lock the owner out.
 */
export async function login(
  deps: UserModuleDeps,
  ctx: CallContext,
  input: { username: string; password: string },
): Promise<LoginData> {
  const subject = input.username.trim().toLowerCase();
  const user = await users.findForLogin(ctx.db, subject);
  const device = user ? deps.devices.deviceOf(ctx.http, user.id) : null;
  const attempt = await takeLoginAttempt(deps.limiter, {
    uid: user?.id ?? null,
    subject,
    device,
    ip: ctx.ip,
  });

  if (user?.status === 'closed') {
    // A closed account keeps no password (personal-data/closure.repository.ts): whatever was
    // typed, its owner learns why sign-in stops here.
    await deps.hasher.verifyDummy(input.password);
    await deps.audit.write(ctx.db, originOf(ctx), {
      event: 'login',
      result: 'failure',
      userId: user.id,
      detail: { reason: 'closed' },
    });
    throw refusals.forbidden('account_closed');
  }
  const passwordOk = user
    ? await deps.hasher.verify(user.passwordHash, input.password)
    : await deps.hasher.verifyDummy(input.password);
  if (!user || !passwordOk) {
    await deps.audit.write(ctx.db, originOf(ctx), {
      event: 'login',
      result: 'failure',
      userId: user?.id,
      subject,
      detail: { reason: user ? 'wrong_password' : 'unknown_user', knownDevice: device !== null },
    });
    if (user && (await attempt.slowsAccount())) await offerUnlock(deps, ctx, user.id);
    throw refusals.unauthenticated('login_failed');
  }
  if (user.status !== 'active') {
    await deps.audit.write(ctx.db, originOf(ctx), {
      event: 'login',
      result: 'failure',
      userId: user.id,
      detail: { reason: 'inactive' },
    });
    throw refusals.forbidden('inactive_account');
  }
  await attempt.succeeded();
  // A player on a break learns it before a code is asked or texted; completeLogin checks again.
  if (user.twoFactor !== 'none') await signInGate(deps, ctx, user.id);
  if (deps.hasher.needsRehash(user.passwordHash)) {
    const passwordHash = await deps.hasher.hash(input.password);
    await users.update(ctx.db, user.id, { passwordHash, updatedAt: deps.now() });
  }
  return user.twoFactor === 'none'
    ? completeLogin(deps, ctx, user)
    : startSecondFactor(deps, ctx, user, user.twoFactor);
}

/** No session yet: a one-time challenge that `check_ga` / `sms_validate` must redeem. */
async function startSecondFactor(
  deps: UserModuleDeps,
  ctx: CallContext,
  user: LoginUser,
  factor: 'ga' | 'sms',
): Promise<LoginData> {
  const challenge = newSecret();
  const challengeId = await challenges.insertChallenge(ctx.db, {
    tokenHash: sha256(challenge),
    userId: user.id,
    factor,
    createdAt: deps.now(),
    expiresAt: inMs(deps, CHALLENGE_TTL_MS),
  });
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'login',
    result: 'pending',
    userId: user.id,
    detail: { factor },
  });
  if (factor === 'sms') {
    // Sent at once for convenience; if sending is limited right now, `sms_send` retries later.
    await sendSmsCode(deps, ctx, user, { purpose: 'login', challengeId }).catch((error) => {
      if (!(error instanceof Refusal)) throw error;
    });
  }
  return presentLoginData(user, ctx, {
    lastLogin: user.lastLoginAt,
    twoFactor: factor,
    challenge,
  });
}

/** Every factor has passed: a brand-new session, its secret in the cookie only. */
export async function completeLogin(
  deps: UserModuleDeps,
  ctx: CallContext,
  user: LoginUser,
): Promise<LoginData> {
  const gate = await signInGate(deps, ctx, user.id);
  // The browser's previous session (if any) ends: a login never keeps an old id alive.
  if (ctx.http.sessionToken) await deps.sessions.revokeToken(ctx.db, ctx.http.sessionToken);
  const issued = deps.sessions.prepare({
    userId: user.id,
    ip: ctx.ip,
    userAgent: ctx.http.userAgent,
  });
  const limitEndsAt = sessionLimitEnd(issued.row.createdAt, gate.sessionLimitMinutes);
  await loginRepository.record(ctx.db, {
    session: { ...issued.row, limitEndsAt },
    audit: deps.audit.row(originOf(ctx), {
      event: 'login',
      result: 'success',
      userId: user.id,
      detail: { session: issued.publicId },
    }),
    user: { id: user.id, ip: ctx.ip, language: ctx.lang, at: deps.now() },
  });
  ctx.http.setSessionCookie(issued.token, issued.maxAgeSeconds);
  deps.devices.remember(ctx.http, user.id);
  return presentLoginData(user, ctx, { lastLogin: user.lastLoginAt });
}

export async function logout(deps: UserModuleDeps, ctx: SignedInContext): Promise<void> {
  const { session } = ctx;
  await deps.sessions.revoke(ctx.db, session.uid, session.sessionId);
  ctx.http.clearSessionCookie();
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'logout',
    result: 'success',
    userId: session.uid,
    detail: { session: session.sessionId },
  });
}
