import type { ClassHandlers } from '../../../rpc/handler.ts';
import { accountHandlers } from './account.handlers.ts';
import { loginHandlers } from './login.handlers.ts';
import { personalDataHandlers } from './personal-data.handlers.ts';
import { securityHandlers } from './security.handlers.ts';
import type { UserModuleDeps } from '../user.deps.ts';

/** The `user` class; `favorites` belongs to the favourites work and is left out here. */
export function userHandlers(deps: UserModuleDeps): { user: ClassHandlers<'user'> } {
  return {
    user: {
      ...loginHandlers(deps),
      ...accountHandlers(deps),
      ...securityHandlers(deps),
      ...personalDataHandlers(deps),
    },
  };
}
