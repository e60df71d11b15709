import type { LoginData } from '@lale/contract/methods/user';
import { SECRET_SHAPE, sha256 } from '../../platform/secrets.ts';
import { refusals } from '../../platform/refusal.ts';
import type { CallContext } from '../../rpc/handler.ts';
import { challengesRepository as challenges, type ChallengeRow } from './challenges.repository.ts';
import { acceptTotp, checkCode } from './code-check.ts';
import { completeLogin } from './login.service.ts';
import { acceptSmsCode, sendSmsCode } from './sms-code.service.ts';
import { originOf, type UserModuleDeps } from './user.deps.ts';
import { usersRepository as users, type UserRow } from './users.repository.ts';

/** Past this many wrong codes the login starts over, even if rate limits would allow more. */
const MAX_CHALLENGE_FAILURES = 10;

const challengeExpired = () => refusals.unauthenticated('login_challenge_expired');

/** The pending login a challenge names, if it is live and its factor is still the player's. */
async function openChallenge(
  deps: UserModuleDeps,
  ctx: CallContext,
  token: string,
  factor: 'ga' | 'sms',
): Promise<{ challenge: ChallengeRow; user: UserRow }> {
  if (!SECRET_SHAPE.test(token)) throw challengeExpired();
  const challenge = await challenges.findLiveChallenge(ctx.db, sha256(token), deps.now());
  if (!challenge || challenge.factor !== factor) throw challengeExpired();
  const user = await users.findById(ctx.db, challenge.userId);
  if (!user || user.status !== 'active' || user.twoFactor !== factor) throw challengeExpired();
  return { challenge, user };
}

async function redeem(
  deps: UserModuleDeps,
  ctx: CallContext,
  opened: { challenge: ChallengeRow; user: UserRow },
  check: () => Promise<boolean>,
): Promise<LoginData> {
  const { challenge, user } = opened;
  await checkCode(deps, ctx, user, check, async () => {
    if ((await challenges.failChallenge(ctx.db, challenge.id)) >= MAX_CHALLENGE_FAILURES)
      await challenges.useChallenge(ctx.db, challenge.id, deps.now());
  });
  if (!(await challenges.useChallenge(ctx.db, challenge.id, deps.now()))) throw challengeExpired();
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'second_factor',
    result: 'success',
    userId: user.id,
    detail: { factor: challenge.factor },
  });
  return completeLogin(deps, ctx, user);
}

/** `check_ga` with a challenge: the authenticator code turns the pending login into a session. */
export async function passGaChallenge(
  deps: UserModuleDeps,
  ctx: CallContext,
  token: string,
  code: string,
): Promise<LoginData> {
  const opened = await openChallenge(deps, ctx, token, 'ga');
  return redeem(deps, ctx, opened, () => acceptTotp(deps, ctx, opened.user, code));
}

/** `sms_validate` with a challenge. */
export async function passSmsChallenge(
  deps: UserModuleDeps,
  ctx: CallContext,
  token: string,
  code: string,
): Promise<LoginData> {
  const opened = await openChallenge(deps, ctx, token, 'sms');
  const target = { purpose: 'login' as const, challengeId: opened.challenge.id };
  return redeem(deps, ctx, opened, () => acceptSmsCode(deps, ctx, opened.user, target, code));
}

/** `sms_send` with a challenge: a new code for the pending login. */
export async function resendChallengeSms(
  deps: UserModuleDeps,
  ctx: CallContext,
  token: string,
): Promise<{ sentTo: string }> {
  const { challenge, user } = await openChallenge(deps, ctx, token, 'sms');
  return sendSmsCode(deps, ctx, user, { purpose: 'login', challengeId: challenge.id });
}
