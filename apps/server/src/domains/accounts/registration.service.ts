import type { MessageKey } from '@lale/contract/messages';
import type { Payload } from '@lale/contract/registry';
import { isAdultOn } from '@lale/contract/validators/birth-date';
import { withTransaction, type Db } from '../../db/client.ts';
import { RATE_RULES } from './rate-rules.ts';
import { SECRET_SHAPE, sha256 } from '../../platform/secrets.ts';
import { refusals, type Refusal } from '../../platform/refusal.ts';
import { Success, type CallContext } from '../../rpc/handler.ts';
import { sendEmailConfirmation } from './account.service.ts';
import { tokensRepository as tokens } from './tokens.repository.ts';
import { ensureAllowed, originOf, recordAll, type UserModuleDeps } from './user.deps.ts';
import { fieldOfUniqueViolation, usersRepository as users } from './users.repository.ts';
import { refuseExcludedIdentity, setLimitsAtRegistration } from '../responsible-gaming/api.ts';
import { liveDefinitionOfCode } from '../bonus/api.ts';

const TAKEN: Record<'username' | 'email' | 'identity_number', MessageKey> = {
  username: 'username_taken',
  email: 'email_taken',
  identity_number: 'identity_number_taken',
};

function takenError(fields: (keyof typeof TAKEN)[]): Refusal {
  const errors = Object.fromEntries(fields.map((field) => [field, TAKEN[field]]));
  return refusals.conflict(TAKEN[fields[0]!], errors);
}

export async function register(
  deps: UserModuleDeps,
  ctx: CallContext,
  input: Payload<'user', 'register'>,
): Promise<Success<{ uid: number }>> {
  // The contract checked the age on the caller's clock; the server's clock decides.
  if (!isAdultOn(input.birthdate, deps.now()))
    throw refusals.invalid({ birthdate: 'underage' }, 'underage');
  const identity = deps.sealed.identityColumns(input.identity_number);
  await refuseExcludedIdentity(deps, ctx.db, {
    email: input.email,
    identityNumberIndex: identity.identityNumberIndex,
  });
  const holders = await users.holders(ctx.db, {
    username: input.username,
    email: input.email,
    identityNumberIndex: identity.identityNumberIndex,
  });
  const taken = (['username', 'email', 'identity_number'] as const).filter((field) =>
    holders.some((h) =>
      field === 'identity_number'
        ? h.identityNumberIndex === identity.identityNumberIndex
        : h[field].toLowerCase() === input[field].toLowerCase(),
    ),
  );
  if (taken.length > 0) throw takenError(taken);

  const now = deps.now();
  // A code opts the player in to its definition (the deposit trigger reads users.promotion_code):
  // an unknown or ended one is refused before anything is stored; a valid one is kept canonical.
  const promotion = input.promotion_code
    ? await liveDefinitionOfCode(ctx.db, input.promotion_code, now)
    : null;
  const stored = { ...input, promotion_code: promotion?.optInCode ?? undefined };
  // The account and the deposit limits chosen with it exist together or not at all.
  const uid = await withTransaction(ctx.db, async (tx) => {
    const created = await insertUser(tx, deps, ctx, stored, identity, now);
    const limits = await setLimitsAtRegistration(
      tx,
      created,
      {
        day: input.deposit_limit_day,
        week: input.deposit_limit_week,
        month: input.deposit_limit_month,
      },
      now,
    );
    for (const limit of limits)
      await deps.audit.write(tx, originOf(ctx), {
        event: 'rg_limit_set',
        result: 'success',
        userId: created,
        detail: { ...limit, atRegistration: true },
      });
    return created;
  });
  await sendEmailConfirmation(deps, ctx, { userId: uid, email: input.email, language: ctx.lang });
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'register',
    result: 'success',
    userId: uid,
  });
  return new Success({ uid }, { message: 'registration_check_email' });
}

async function insertUser(
  db: Db,
  deps: UserModuleDeps,
  ctx: CallContext,
  input: Payload<'user', 'register'>,
  identity: ReturnType<UserModuleDeps['sealed']['identityColumns']>,
  now: Date,
): Promise<number> {
  try {
    return await users.insert(db, {
      username: input.username,
      email: input.email,
      passwordHash: await deps.hasher.hash(input.password),
      firstname: input.firstname,
      lastname: input.lastname,
      birthdate: input.birthdate,
      ...identity,
      country: input.country.toUpperCase(),
      city: input.city,
      address: input.address,
      currency: input.currency,
      phone: input.phone,
      promotionCode: input.promotion_code || null,
      referenceNumber: input.reference_number || null,
      smsOptIn: input.sms_opt_in,
      emailOptIn: input.email_opt_in,
      language: ctx.lang,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    const field = fieldOfUniqueViolation(error);
    if (field) throw takenError([field]);
    throw error;
  }
}

/** Follows the mailed link: confirms the address, or switches to the new one of a change. */
export async function confirmEmail(
  deps: UserModuleDeps,
  ctx: CallContext,
  token: string,
): Promise<Success<null>> {
  const limit = [RATE_RULES.tokenFailuresPerIp, ctx.ip] as const;
  await ensureAllowed(deps.limiter, [limit]);
  const now = deps.now();
  const row = SECRET_SHAPE.test(token)
    ? await tokens.findLive(ctx.db, sha256(token), 'confirm_email', now)
    : undefined;
  if (!row || !(await tokens.use(ctx.db, row.id, now))) {
    await recordAll(deps.limiter, [limit]);
    throw refusals.failed('link_invalid');
  }
  if ((await users.holders(ctx.db, { email: row.email }, row.userId)).length > 0)
    throw refusals.conflict('email_taken', { email: 'email_taken' });
  await users.update(ctx.db, row.userId, {
    email: row.email,
    emailVerifiedAt: now,
    updatedAt: now,
  });
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'email_confirm',
    result: 'success',
    userId: row.userId,
  });
  return new Success(null, { message: 'email_confirmed' });
}
