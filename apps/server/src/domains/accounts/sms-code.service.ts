import { timingSafeEqual } from 'node:crypto';
import { normalizeLang } from '@lale/contract/languages';
import { RATE_RULES } from './rate-rules.ts';
import { newNumericCode, sha256 } from '../../platform/secrets.ts';
import { smsCodeText } from '../../platform/messaging/templates.ts';
import type { CallContext } from '../../rpc/handler.ts';
import { challengesRepository as repo, type SmsCodeRow } from './challenges.repository.ts';
import { ensureAllowed, inMs, originOf, recordAll, type UserModuleDeps } from './user.deps.ts';
import { maskPhone } from './user.presenter.ts';
import type { LoginUser } from './users.repository.ts';

type Recipient = Pick<LoginUser, 'id' | 'phone' | 'language'>;

const CODE_TTL_MS = 5 * 60_000;
/** A code is burnt after this many wrong tries, whatever the rate limits say. */
const MAX_CODE_FAILURES = 5;

type Target = { purpose: SmsCodeRow['purpose']; challengeId: number | null };

const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** Texts a new 6-digit code to the player's phone; earlier codes of the same purpose die. */
export async function sendSmsCode(
  deps: UserModuleDeps,
  ctx: CallContext,
  user: Recipient,
  target: Target,
): Promise<{ sentTo: string }> {
  const limits = [
    [{ ...RATE_RULES.smsGapPerAccount, windowMs: deps.smsGapMs }, String(user.id)],
    [RATE_RULES.smsPerAccount, String(user.id)],
    [RATE_RULES.smsPerIp, ctx.ip],
  ] as const;
  await ensureAllowed(deps.limiter, [...limits]);
  await recordAll(deps.limiter, [...limits]);
  const now = deps.now();
  const code = newNumericCode();
  await repo.retireSmsCodes(ctx.db, user.id, target.purpose, now);
  await repo.insertSmsCode(ctx.db, {
    userId: user.id,
    purpose: target.purpose,
    challengeId: target.challengeId,
    codeHash: codeHash(user.id, code),
    createdAt: now,
    expiresAt: inMs(deps, CODE_TTL_MS),
  });
  await deps.postman.sendSms(smsCodeText(normalizeLang(user.language), user.phone, code));
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'sms_send',
    result: 'success',
    userId: user.id,
    detail: { purpose: target.purpose },
  });
  return { sentTo: maskPhone(user.phone) };
}

/** Spends the live code if it matches; a wrong guess counts against the code. */
export async function acceptSmsCode(
  deps: UserModuleDeps,
  ctx: CallContext,
  user: Pick<LoginUser, 'id'>,
  target: Target,
  code: string,
): Promise<boolean> {
  const now = deps.now();
  const row = await repo.findLiveSmsCode(ctx.db, { userId: user.id, ...target }, now);
  if (!row) return false;
  const given = Buffer.from(codeHash(user.id, code));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
    if ((await repo.failSmsCode(ctx.db, row.id)) >= MAX_CODE_FAILURES)
      await repo.useSmsCode(ctx.db, row.id, now);
    return false;
  }
  return repo.useSmsCode(ctx.db, row.id, now);
}
