import { RATE_RULES } from './rate-rules.ts';
import { refusals } from '../../platform/refusal.ts';
import type { CallContext } from '../../rpc/handler.ts';
import { ensureAllowed, recordAll, type UserModuleDeps } from './user.deps.ts';
import type { UserRow } from './users.repository.ts';

/** Re-authentication before a sensitive change; wrong guesses are rate limited per account. */
export async function confirmCurrentPassword(
  deps: UserModuleDeps,
  ctx: CallContext,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (!password) throw refusals.invalid({ current_password: 'required_field' });
  const limit = [RATE_RULES.passwordFailuresPerAccount, String(user.id)] as const;
  await ensureAllowed(deps.limiter, [limit]);
  if (await deps.hasher.verify(user.passwordHash, password)) return;
  await recordAll(deps.limiter, [limit]);
  throw refusals.invalid(
    { current_password: 'current_password_incorrect' },
    'current_password_incorrect',
  );
}
