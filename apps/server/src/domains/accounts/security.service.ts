import type { Payload } from '@lale/contract/registry';
import type { SessionInfo, TwoFactorType } from '@lale/contract/methods/user';
import { refusals } from '../../platform/refusal.ts';
import { Success, type SignedInContext } from '../../rpc/handler.ts';
import { acceptTotp, checkCode } from './code-check.ts';
import { confirmCurrentPassword } from './current-password.ts';
import { signedInUser } from './ga.service.ts';
import { notifySecurityChange } from './notices.ts';
import { acceptSmsCode, sendSmsCode } from './sms-code.service.ts';
import { originOf, type UserModuleDeps } from './user.deps.ts';
import { presentSession } from './user.presenter.ts';
import { usersRepository as users } from './users.repository.ts';

const ACCOUNT_CODE = { purpose: 'account', challengeId: null } as const;

/**
 * `two_auth_type`. Switching proves the player can use the target: a code of the enrolled
 * authenticator for 'ga', a code texted by `sms_send` for 'sms', the current password for 'none'.
 */
export async function twoAuthType(
  deps: UserModuleDeps,
  ctx: SignedInContext,
  input: Payload<'user', 'two_auth_type'>,
): Promise<{ type: TwoFactorType } | Success<{ type: TwoFactorType }>> {
  const user = await signedInUser(ctx);
  if (input.mode === 'get') return { type: user.twoFactor };
  const type = input.type;
  if (!type) throw refusals.invalid({ type: 'required_field' });
  if (type === 'none') {
    await confirmCurrentPassword(deps, ctx, user, input.current_password);
  } else {
    const code = input.code;
    if (!code) throw refusals.invalid({ code: 'required_field' });
    if (type === 'ga' && !user.gaSecretSealed) throw refusals.conflict('ga_not_generated');
    await checkCode(deps, ctx, user, () =>
      type === 'ga'
        ? acceptTotp(deps, ctx, user, code)
        : acceptSmsCode(deps, ctx, user, ACCOUNT_CODE, code),
    );
  }
  await users.update(ctx.db, user.id, { twoFactor: type, updatedAt: deps.now() });
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'two_factor_type',
    result: 'success',
    userId: user.id,
    detail: { from: user.twoFactor, to: type },
  });
  if (type !== user.twoFactor) notifySecurityChange(deps, user, 'two_factor_changed');
  return new Success({ type }, { message: 'two_factor_updated' });
}

/** `sms_send` for the signed-in player (to switch SMS on, or to check the phone). */
export async function sendAccountSms(deps: UserModuleDeps, ctx: SignedInContext) {
  return new Success(await sendSmsCode(deps, ctx, await signedInUser(ctx), ACCOUNT_CODE), {
    message: 'sms_sent',
  });
}

/** `sms_validate` for the signed-in player: checks (and spends) the code `sms_send` texted. */
export async function validateAccountSms(deps: UserModuleDeps, ctx: SignedInContext, code: string) {
  const user = await signedInUser(ctx);
  await checkCode(deps, ctx, user, () => acceptSmsCode(deps, ctx, user, ACCOUNT_CODE, code));
  return new Success(null);
}

export async function listSessions(
  deps: UserModuleDeps,
  ctx: SignedInContext,
): Promise<SessionInfo[]> {
  const { session } = ctx;
  const rows = await deps.sessions.list(ctx.db, session.uid);
  return rows.map((row) => presentSession(row, session.sessionId));
}

/** Ends one of the player's sessions by its public id; ending the current one signs out. */
export async function endSession(deps: UserModuleDeps, ctx: SignedInContext, sessionId: string) {
  const { session } = ctx;
  if (!(await deps.sessions.revoke(ctx.db, session.uid, sessionId))) throw refusals.notFound();
  if (sessionId === session.sessionId) ctx.http.clearSessionCookie();
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'session_end',
    result: 'success',
    userId: session.uid,
    detail: { session: sessionId },
  });
  return new Success(null, { message: 'session_ended' });
}
