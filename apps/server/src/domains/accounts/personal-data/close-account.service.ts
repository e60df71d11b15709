import type { Payload } from '@lale/contract/registry';
import { withTransaction } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { Success, type SignedInContext } from '../../../rpc/handler.ts';
import { balanceOf } from '../../wallet/api.ts';
import { acceptTotp, checkCode } from '../code-check.ts';
import { confirmCurrentPassword } from '../current-password.ts';
import { signedInUser } from '../ga.service.ts';
import { acceptSmsCode } from '../sms-code.service.ts';
import { originOf, type UserModuleDeps } from '../user.deps.ts';
import { eraseForClosure } from './closure.repository.ts';
import { moneyStillMoving } from './personal-data.reader.ts';

const ACCOUNT_CODE = { purpose: 'account', challengeId: null } as const;

/**
 * `close_account`: after the password and a second-factor code, the account closes for good.
 * Refused while the player still has money on it or money is still moving (a pending request,
 * an open bet): that must end first, so that nothing is owed to a closed account. The ledger,
 * the history and the requests stay as the law requires; the user row keeps only what they
 * need to name their owner (closure.repository.ts).
 */
export async function closeAccount(
  deps: UserModuleDeps,
  ctx: SignedInContext,
  input: Payload<'user', 'close_account'>,
): Promise<Success<null>> {
  // Bonus money cannot be withdrawn; it stays on the ledger with the closed account.
  const user = await signedInUser(ctx);
  await confirmCurrentPassword(deps, ctx, user, input.current_password);
  await checkCode(deps, ctx, user, () =>
    user.twoFactor === 'ga'
      ? acceptTotp(deps, ctx, user, input.code)
      : acceptSmsCode(deps, ctx, user, ACCOUNT_CODE, input.code),
  );
  const balance = await balanceOf(ctx.db, user.id);
  if (balance.cash !== 0 || (await moneyStillMoving(ctx.db, user.id)))
    throw refusals.conflict('account_close_money_pending');
  await withTransaction(ctx.db, async (tx) => {
    await eraseForClosure(tx, user, deps.now());
    await deps.sessions.revokeAll(tx, user.id);
    await deps.audit.write(tx, originOf(ctx), {
      event: 'account_close',
      result: 'success',
      userId: user.id,
    });
  });
  ctx.http.clearSessionCookie();
  return new Success(null, { message: 'account_close_done' });
}
