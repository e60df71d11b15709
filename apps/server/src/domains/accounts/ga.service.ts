import type { GaEnrolment } from '@lale/contract/methods/user';
import { matchTotp, newTotpSecret, otpauthUrl, qrDataUrl } from '../../platform/totp.ts';
import { refusals } from '../../platform/refusal.ts';
import { Success, type SignedInContext } from '../../rpc/handler.ts';
import { acceptTotp, checkCode } from './code-check.ts';
import { notifySecurityChange } from './notices.ts';
import { originOf, type UserModuleDeps } from './user.deps.ts';
import { usersRepository as users, type UserRow } from './users.repository.ts';

const notGenerated = () => refusals.conflict('ga_not_generated');

export async function signedInUser(ctx: SignedInContext): Promise<UserRow> {
  const user = await users.findById(ctx.db, ctx.session.uid);
  if (!user) throw refusals.unauthenticated('session_expired');
  return user;
}

/** A new pending secret, shown this once; the enrolled one (if any) stays until it is confirmed. */
export async function generateGa(deps: UserModuleDeps, ctx: SignedInContext): Promise<GaEnrolment> {
  const user = await signedInUser(ctx);
  const secret = newTotpSecret();
  await users.update(ctx.db, user.id, {
    gaPendingSecretSealed: deps.sealed.sealPendingGaSecret(secret),
    updatedAt: deps.now(),
  });
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'ga_generate',
    result: 'success',
    userId: user.id,
  });
  const url = otpauthUrl(secret, user.username, deps.totpIssuer);
  return { secret, otpauthUrl: url, qrDataUrl: await qrDataUrl(url) };
}

/**
 * `check_ga` with a session: a code of the pending secret enrols it and turns the
 * authenticator on; otherwise the code is checked against the enrolled secret.
 */
export async function checkGaSignedIn(
  deps: UserModuleDeps,
  ctx: SignedInContext,
  code: string,
): Promise<Success<null>> {
  const user = await signedInUser(ctx);
  const pending = deps.sealed.pendingGaSecret(user);
  if (pending) {
    let step: number | null = null;
    await checkCode(deps, ctx, user, async () => {
      step = matchTotp(pending, code, deps.now());
      return step !== null;
    });
    await users.update(ctx.db, user.id, {
      gaSecretSealed: deps.sealed.sealGaSecret(pending),
      gaPendingSecretSealed: null,
      gaLastStep: step,
      twoFactor: 'ga',
      updatedAt: deps.now(),
    });
    await deps.audit.write(ctx.db, originOf(ctx), {
      event: 'ga_enrol',
      result: 'success',
      userId: user.id,
    });
    notifySecurityChange(deps, user, 'two_factor_changed');
    return new Success(null, { message: 'ga_enabled' });
  }
  if (!user.gaSecretSealed) throw notGenerated();
  await checkCode(deps, ctx, user, () => acceptTotp(deps, ctx, user, code));
  return new Success(null);
}

/** Removes the pending secret, or the enrolled one (turning GA off), after one of its codes. */
export async function clearGa(
  deps: UserModuleDeps,
  ctx: SignedInContext,
  code: string,
): Promise<Success<null>> {
  const user = await signedInUser(ctx);
  if (!user.gaPendingSecretSealed && !user.gaSecretSealed) throw notGenerated();
  const pending = deps.sealed.pendingGaSecret(user);
  let clearsPending = false;
  await checkCode(deps, ctx, user, async () => {
    clearsPending = pending !== null && matchTotp(pending, code, deps.now()) !== null;
    return clearsPending || (await acceptTotp(deps, ctx, user, code));
  });
  await users.update(
    ctx.db,
    user.id,
    clearsPending
      ? { gaPendingSecretSealed: null, updatedAt: deps.now() }
      : {
          gaSecretSealed: null,
          gaLastStep: null,
          twoFactor: user.twoFactor === 'ga' ? 'none' : user.twoFactor,
          updatedAt: deps.now(),
        },
  );
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'ga_clear',
    result: 'success',
    userId: user.id,
    detail: { pending: clearsPending },
  });
  if (!clearsPending) notifySecurityChange(deps, user, 'two_factor_changed');
  return new Success(null, { message: 'ga_cleared' });
}
