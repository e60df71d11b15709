import type { ClassHandlers } from '../../../rpc/handler.ts';
import { closeAccount } from '../personal-data/close-account.service.ts';
import { exportPersonalData } from '../personal-data/export-personal-data.service.ts';
import type { UserModuleDeps } from '../user.deps.ts';

/** The player's own data to take away, and closing the account. */
export function personalDataHandlers(deps: UserModuleDeps): ClassHandlers<'user'> {
  return {
    export_personal_data: { handle: (_p, ctx) => exportPersonalData(deps, ctx) },
    close_account: { handle: (p, ctx) => closeAccount(deps, ctx, p) },
  };
}
