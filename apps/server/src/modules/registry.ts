import type { HandlerRegistry } from '../rpc/handler.ts';
import type { MaintenanceState } from '../site/maintenance-state.ts';
import { cmsHandlers } from './cms/cms.handlers.ts';
import { maintenanceHandlers } from './maintenance/maintenance.handlers.ts';
import { systemHandlers } from './system/system.handlers.ts';
import type { UserModuleDeps } from './user/user.deps.ts';
import { userHandlers } from './user/user.handlers.ts';

export interface ModuleDeps {
  maintenance: MaintenanceState;
  now: () => Date;
  accounts: UserModuleDeps;
}

/** Every module's handlers under their API class; a class appears once. */
export function buildHandlers(deps: ModuleDeps): HandlerRegistry {
  return {
    ...cmsHandlers(deps.now),
    ...maintenanceHandlers(deps.maintenance),
    ...systemHandlers(deps.now),
    ...userHandlers(deps.accounts),
  };
}
