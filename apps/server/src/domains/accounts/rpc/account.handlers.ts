import type { ClassHandlers } from '../../../rpc/handler.ts';
import { changeEmail, changePassword, changeUsername } from '../account.service.ts';
import { signedInUser } from '../ga.service.ts';
import { forgot, resetPassword } from '../recovery.service.ts';
import { confirmEmail, register } from '../registration.service.ts';
import type { UserModuleDeps } from '../user.deps.ts';
import { presentProfile } from '../user.presenter.ts';

/** Registration, recovery and the account's own details. */
export function accountHandlers(deps: UserModuleDeps): ClassHandlers<'user'> {
  return {
    register: { handle: (p, ctx) => register(deps, ctx, p) },
    confirm_email: { handle: (p, ctx) => confirmEmail(deps, ctx, p.token) },
    forgot: { handle: (p, ctx) => forgot(deps, ctx, p.email) },
    pass_reset: { handle: (p, ctx) => resetPassword(deps, ctx, p) },
    pass_change: { handle: (p, ctx) => changePassword(deps, ctx, p) },
    get_user_profile: { handle: async (_p, ctx) => presentProfile(await signedInUser(ctx)) },
    change_username: { handle: (p, ctx) => changeUsername(deps, ctx, p) },
    change_email: { handle: (p, ctx) => changeEmail(deps, ctx, p) },
  };
}
