import type { HandlerRegistry } from '../rpc/handler.ts';
import { mergeHandlers } from '../rpc/merge-handlers.ts';
import type { MaintenanceState } from '../site/maintenance-state.ts';
import { casinoHandlers } from './casino/casino.handlers.ts';
import { cmsHandlers } from './cms/cms.handlers.ts';
import { favoritesHandlers } from './favorites/favorites.handlers.ts';
import { livecasinoHandlers } from './livecasino/livecasino.handlers.ts';
import { maintenanceHandlers } from './maintenance/maintenance.handlers.ts';
import { systemHandlers } from './system/system.handlers.ts';
import type { UserModuleDeps } from './user/user.deps.ts';
import { userHandlers } from './user/user.handlers.ts';
import { virtualgamesHandlers } from './virtualgames/virtualgames.handlers.ts';

export interface ModuleDeps {
  maintenance: MaintenanceState;
  now: () => Date;
  accounts: UserModuleDeps;
}

/** Every module's handlers; several modules may serve one API class, never one method twice. */
export function buildHandlers(deps: ModuleDeps): HandlerRegistry {
  return mergeHandlers(
    cmsHandlers(deps.now),
    maintenanceHandlers(deps.maintenance),
    systemHandlers(deps.now),
    userHandlers(deps.accounts),
    favoritesHandlers(deps.now),
    casinoHandlers(deps.now),
    livecasinoHandlers(deps.now),
    virtualgamesHandlers(deps.now),
  );
}
