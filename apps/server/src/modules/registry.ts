import type { HandlerRegistry } from '../rpc/handler.ts';
import { mergeHandlers } from '../rpc/merge-handlers.ts';
import type { MaintenanceState } from '../site/maintenance-state.ts';
import { casinoHandlers } from './casino/casino.handlers.ts';
import { cmsHandlers } from './cms/cms.handlers.ts';
import { crmHandlers } from './crm/crm.handlers.ts';
import { envoyHandlers } from './envoy/envoy.handlers.ts';
import { favoritesHandlers } from './favorites/favorites.handlers.ts';
import { gamesHandlers } from './games/games.handlers.ts';
import { balanceHandlers } from './finance/balance.handlers.ts';
import { habaneroHandlers } from './habanero/habanero.handlers.ts';
import { historyHandlers } from './history/history.handlers.ts';
import { bankAccountsHandlers } from './finance/bank-accounts.handlers.ts';
import { cashMethodsHandlers } from './finance/cash-methods.handlers.ts';
import { depositsHandlers } from './finance/deposits.handlers.ts';
import { livecasinoHandlers } from './livecasino/livecasino.handlers.ts';
import { maintenanceHandlers } from './maintenance/maintenance.handlers.ts';
import { prepayServicesHandlers } from './prepayServices/prepay.handlers.ts';
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
    gamesHandlers(deps.now),
    balanceHandlers(),
    habaneroHandlers(),
    bankAccountsHandlers(deps.now),
    cashMethodsHandlers(deps.now),
    depositsHandlers(deps.now),
    prepayServicesHandlers(deps.now),
    envoyHandlers(),
    historyHandlers(),
    crmHandlers(deps.now),
  );
}
