import { RATE_RULES } from './rate-rules.ts';
import { matchTotp } from '../../platform/totp.ts';
import { refusals } from '../../platform/refusal.ts';
import type { CallContext } from '../../rpc/handler.ts';
import { ensureAllowed, originOf, recordAll, type UserModuleDeps } from './user.deps.ts';
import { usersRepository as users, type UserRow } from './users.repository.ts';

/**
 * Runs one second-factor check under the code limits: refused while limited, and a wrong code
 * is counted (per account and per address), audited and answered 'wrong_code'.
 */
export async function checkCode(
  deps: UserModuleDeps,
  ctx: CallContext,
  user: UserRow,
  check: () => Promise<boolean>,
  onWrongCode?: () => Promise<unknown>,
): Promise<void> {
  const limits = [
    [RATE_RULES.codeFailuresPerAccount, String(user.id)],
    [RATE_RULES.codeFailuresPerIp, ctx.ip],
  ] as const;
  await ensureAllowed(deps.limiter, [...limits]);
  if (await check()) return;
  await recordAll(deps.limiter, [...limits]);
  await onWrongCode?.();
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'second_factor',
    result: 'failure',
    userId: user.id,
  });
  throw refusals.unauthenticated('wrong_code');
}

/** A code of the enrolled authenticator, each time step accepted once. */
export async function acceptTotp(
  deps: UserModuleDeps,
  ctx: CallContext,
  user: UserRow,
  code: string,
): Promise<boolean> {
  const secret = deps.sealed.gaSecret(user);
  if (!secret) return false;
  const step = matchTotp(secret, code, deps.now());
  return step !== null && users.acceptTotpStep(ctx.db, user.id, step);
}
