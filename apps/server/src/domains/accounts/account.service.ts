import { normalizeLang } from '@lale/contract/languages';
import type { Payload } from '@lale/contract/registry';
import { newSecret, sha256 } from '../../platform/secrets.ts';
import { mailTemplates } from '../../platform/messaging/templates.ts';
import { refusals } from '../../platform/refusal.ts';
import { Success, type CallContext, type SignedInContext } from '../../rpc/handler.ts';
import { confirmCurrentPassword } from './current-password.ts';
import { signedInUser } from './ga.service.ts';
import { notifySecurityChange } from './notices.ts';
import { tokensRepository as tokens } from './tokens.repository.ts';
import { inMs, link, originOf, type UserModuleDeps } from './user.deps.ts';
import { fieldOfUniqueViolation, usersRepository as users } from './users.repository.ts';

export const EMAIL_CONFIRM_TTL_MS = 24 * 3_600_000;

/** Mails a one-time link that confirms `email` as the address of `userId`. */
export async function sendEmailConfirmation(
  deps: UserModuleDeps,
  ctx: CallContext,
  target: { userId: number; email: string; language: string },
): Promise<void> {
  const token = newSecret();
  await tokens.retire(ctx.db, target.userId, 'confirm_email', deps.now());
  await tokens.insert(ctx.db, {
    tokenHash: sha256(token),
    userId: target.userId,
    purpose: 'confirm_email',
    email: target.email,
    createdAt: deps.now(),
    expiresAt: inMs(deps, EMAIL_CONFIRM_TTL_MS),
  });
  const url = link(deps, '/register-account-confirm', token);
  deps.postman.dispatchEmail(
    mailTemplates.confirmEmail(normalizeLang(target.language), target.email, url),
  );
}

/** Changes the password after checking the current one; other sessions end if asked. */
export async function changePassword(
  deps: UserModuleDeps,
  ctx: SignedInContext,
  input: Payload<'user', 'pass_change'>,
): Promise<Success<null>> {
  const user = await signedInUser(ctx);
  await confirmCurrentPassword(deps, ctx, user, input.current_password);
  const passwordHash = await deps.hasher.hash(input.password);
  await users.update(ctx.db, user.id, { passwordHash, updatedAt: deps.now() });
  const endOthers = [true, 1, '1'].includes(input.end_other_sessions);
  const ended = endOthers
    ? await deps.sessions.revokeAll(ctx.db, user.id, ctx.session.sessionId)
    : 0;
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'password_change',
    result: 'success',
    userId: user.id,
    detail: { endedSessions: ended },
  });
  notifySecurityChange(deps, user, 'password_changed');
  return new Success(null, { message: 'password_changed' });
}

export async function changeUsername(
  deps: UserModuleDeps,
  ctx: SignedInContext,
  input: Payload<'user', 'change_username'>,
): Promise<Success<{ username: string }>> {
  const user = await signedInUser(ctx);
  await confirmCurrentPassword(deps, ctx, user, input.current_password);
  const taken = () => refusals.conflict('username_taken', { username: 'username_taken' });
  if ((await users.holders(ctx.db, { username: input.username }, user.id)).length > 0)
    throw taken();
  try {
    await users.update(ctx.db, user.id, { username: input.username, updatedAt: deps.now() });
  } catch (error) {
    if (fieldOfUniqueViolation(error) === 'username') throw taken();
    throw error;
  }
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'username_change',
    result: 'success',
    userId: user.id,
    detail: { from: user.username, to: input.username },
  });
  return new Success({ username: input.username }, { message: 'username_changed' });
}

/** The new address takes over only when its link is followed; the old one hears of it. */
export async function changeEmail(
  deps: UserModuleDeps,
  ctx: SignedInContext,
  input: Payload<'user', 'change_email'>,
): Promise<Success<null>> {
  const user = await signedInUser(ctx);
  await confirmCurrentPassword(deps, ctx, user, input.current_password);
  if (input.email.toLowerCase() === user.email.toLowerCase())
    throw refusals.invalid({ email: 'invalid_value' });
  if ((await users.holders(ctx.db, { email: input.email }, user.id)).length > 0)
    throw refusals.conflict('email_taken', { email: 'email_taken' });
  await sendEmailConfirmation(deps, ctx, {
    userId: user.id,
    email: input.email,
    language: user.language,
  });
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'email_change',
    result: 'pending',
    userId: user.id,
  });
  notifySecurityChange(deps, user, 'email_change_requested');
  return new Success(null, { message: 'email_change_sent' });
}
